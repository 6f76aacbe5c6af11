import { PageHeader } from '../../../components/PageHeader';
import { BackLink } from '../BackLink';
import { CaseManagersOnly } from '../CaseManagersOnly';
import { casePaths } from '../casePaths';
import { CreateCaseForm } from './CreateCaseForm';

export default function CreateCasePage() {
  return (
    <>
      <BackLink to={casePaths.dashboardList} label="Back to Cases" />
      <PageHeader title="Create Case" subtitle="Open a personal-injury case for a patient of your clinic." />
      <CaseManagersOnly>
        <CreateCaseForm />
      </CaseManagersOnly>
    </>
  );
}
