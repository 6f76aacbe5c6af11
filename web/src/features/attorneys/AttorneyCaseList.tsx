import List from '@mui/material/List';
import { EmptyState } from '../../components/EmptyState';
import { SectionCard } from '../../components/SectionCard';
import type { AttorneyDetailQuery } from '../../gql/graphql';
import { CaseLinkListItem } from '../cases/CaseLinkListItem';
import { caseTypeLabels } from '../cases/labels';

type AttorneyCase = NonNullable<AttorneyDetailQuery['attorney']>['cases'][number];

/** '{n} associated cases' (those in the user's scope), each opening its case. */
export function AttorneyCaseList({ caseCount, cases }: { caseCount: number; cases: readonly AttorneyCase[] }) {
  return (
    <SectionCard title={`${caseCount} associated cases`}>
      {cases.length === 0 ? (
        <EmptyState title="No associated cases" />
      ) : (
        <List disablePadding>
          {cases.map((attorneyCase) => (
            <CaseLinkListItem
              key={attorneyCase.id}
              caseId={attorneyCase.id}
              caseNumber={attorneyCase.caseNumber}
              status={attorneyCase.status}
              details={`${attorneyCase.patient.fullName} · ${caseTypeLabels[attorneyCase.caseType]}`}
            />
          ))}
        </List>
      )}
    </SectionCard>
  );
}
