import { PageHeader } from '../../components/PageHeader';
import { CaseList } from './list/CaseList';
import { NewCaseButton } from './NewCaseButton';

export default function CasesPage() {
  return (
    <>
      <PageHeader title="Cases" actions={<NewCaseButton />} />
      <CaseList />
    </>
  );
}
