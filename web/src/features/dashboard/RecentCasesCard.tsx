import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import { paths } from '../../app/paths';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { SectionCard } from '../../components/SectionCard';
import { graphql } from '../../gql';
import { formatLocalDate } from '../../lib/format';
import { serverMessage } from '../../lib/graphqlErrors';
import { refetchInBackground } from '../../lib/refetchInBackground';
import { CaseLinkListItem } from '../cases/CaseLinkListItem';
import { caseTypeLabels } from '../cases/labels';

export const RecentCasesQuery = graphql(`
  query RecentCases {
    recentCases(limit: 10) {
      id
      caseNumber
      caseType
      status
      accidentDate
      patient {
        id
        fullName
      }
    }
  }
`);

export function RecentCasesCard() {
  const { data, loading, error, refetch } = useQuery(RecentCasesQuery);

  return (
    <SectionCard
      title="Recent Cases"
      action={
        <Button component={RouterLink} to={paths.cases} size="small">
          View all cases
        </Button>
      }
    >
      {loading ? (
        <LoadingState label="Loading cases..." />
      ) : error || !data ? (
        <ErrorState
          title="Could not load recent cases"
          message={serverMessage(error)}
          onRetry={() => refetchInBackground(refetch)}
        />
      ) : data.recentCases.length === 0 ? (
        <EmptyState title="No cases yet" />
      ) : (
        <List disablePadding>
          {data.recentCases.map((recentCase) => (
            <CaseLinkListItem
              key={recentCase.id}
              caseId={recentCase.id}
              caseNumber={recentCase.caseNumber}
              status={recentCase.status}
              details={[
                recentCase.patient.fullName,
                caseTypeLabels[recentCase.caseType],
                recentCase.accidentDate && `Accident ${formatLocalDate(recentCase.accidentDate)}`,
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
