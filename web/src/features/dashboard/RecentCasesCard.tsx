import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { paths } from '../../app/paths';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { SectionCard } from '../../components/SectionCard';
import { graphql } from '../../gql';
import { formatLocalDate } from '../../lib/format';
import { serverMessage } from '../../lib/graphqlErrors';
import { refetchInBackground } from '../../lib/refetchInBackground';
import { CaseStatusChip } from '../cases/CaseStatusChip';
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
            <ListItemButton
              key={recentCase.id}
              component={RouterLink}
              to={paths.caseDetail(recentCase.id)}
              divider
              sx={{ borderRadius: 0, px: 2.5, py: 1.5, gap: 2 }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{recentCase.caseNumber}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {recentCase.patient.fullName} · {caseTypeLabels[recentCase.caseType]}
                  {recentCase.accidentDate && ` · Accident ${formatLocalDate(recentCase.accidentDate)}`}
                </Typography>
              </Box>
              <CaseStatusChip status={recentCase.status} />
            </ListItemButton>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
