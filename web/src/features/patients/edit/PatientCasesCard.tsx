import List from '@mui/material/List';
import { EmptyState } from '../../../components/EmptyState';
import { SectionCard } from '../../../components/SectionCard';
import type { CaseStatus, CaseType } from '../../../gql/graphql';
import { formatLocalDate } from '../../../lib/format';
import { CaseLinkListItem } from '../../cases/CaseLinkListItem';
import { caseTypeLabels } from '../../cases/labels';

interface PatientCase {
  id: number;
  caseNumber: string;
  caseType: CaseType;
  status: CaseStatus;
  accidentDate?: string | null;
}

/** The patient's cases, newest first, each linking to the case. */
export function PatientCasesCard({ cases }: { cases: readonly PatientCase[] }) {
  return (
    <SectionCard title="Cases">
      {cases.length === 0 ? (
        <EmptyState title="No cases yet" description="Cases opened for this patient will appear here." />
      ) : (
        <List disablePadding>
          {cases.map((patientCase) => (
            <CaseLinkListItem
              key={patientCase.id}
              caseId={patientCase.id}
              caseNumber={patientCase.caseNumber}
              status={patientCase.status}
              details={[
                caseTypeLabels[patientCase.caseType],
                patientCase.accidentDate && `Accident ${formatLocalDate(patientCase.accidentDate)}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          ))}
        </List>
      )}
    </SectionCard>
  );
}
