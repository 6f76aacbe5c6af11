import { PageHeader } from '../../../components/PageHeader';
import { BackLink } from '../BackLink';
import { CaseManagersOnly } from '../CaseManagersOnly';
import { casePaths } from '../casePaths';
import { CaseLoader } from '../detail/CaseLoader';
import { EditCaseForm } from './EditCaseForm';

export default function EditCasePage() {
  return (
    <CaseManagersOnly screenTitle="Edit Case">
      <CaseLoader screenTitle="Edit Case">
        {(caseRecord) => (
          <>
            <BackLink to={casePaths.detail(caseRecord.id)} label="Back to Case" />
            <PageHeader title="Edit Case" subtitle={`${caseRecord.caseNumber} · ${caseRecord.patient.fullName}`} />
            <EditCaseForm caseRecord={caseRecord} />
          </>
        )}
      </CaseLoader>
    </CaseManagersOnly>
  );
}
