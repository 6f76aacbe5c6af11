import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { paths } from '../../app/paths';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { SectionCard } from '../../components/SectionCard';
import { serverMessage } from '../../lib/graphqlErrors';
import { refetchInBackground } from '../../lib/refetchInBackground';
import { CaseStatusChip } from '../cases/CaseStatusChip';
import { caseTypeLabels } from '../cases/labels';
import { CasesQuery } from '../cases/list/useCaseConnection';
import { CaseActionButtons } from './CaseActionButtons';

/** Spec: the first 5 open cases, with 'View All Cases' when there are more. */
export const YOUR_CASES_LIMIT = 5;

/** The attorney's open cases, newest first (the server limits `cases` to their own). */
export const yourCasesVariables = {
  filter: { openOnly: true },
  sortBy: 'createdAt',
  sortDirection: 'desc',
  first: YOUR_CASES_LIMIT,
} as const;

export function YourCasesCard() {
  const { data, loading, error, refetch } = useQuery(CasesQuery, { variables: yourCasesVariables });
  const connection = data?.cases;

  return (
    <SectionCard
      title="Your Cases"
      action={
        connection &&
        connection.totalCount > YOUR_CASES_LIMIT && (
          <Button component={RouterLink} to={paths.cases} size="small">
            View All Cases
          </Button>
        )
      }
    >
      {loading ? (
        <LoadingState label="Loading your cases..." />
      ) : error || !connection ? (
        <ErrorState
          title="Could not load your cases"
          message={serverMessage(error)}
          onRetry={() => refetchInBackground(refetch)}
        />
      ) : connection.nodes.length === 0 ? (
        <EmptyState title="No open cases" description="Cases you hold that are not closed appear here." />
      ) : (
        <List disablePadding aria-label="Your open cases">
          {connection.nodes.map((summary) => (
            <ListItem
              key={summary.id}
              divider
              sx={{ px: 2.5, py: 1.5, gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
            >
              <Box sx={{ flex: 1, minWidth: 180 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600 }}>{summary.caseNumber}</Typography>
                  <CaseStatusChip status={summary.status} />
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {summary.patient.fullName} · {caseTypeLabels[summary.caseType]}
                </Typography>
              </Box>
              <CaseActionButtons caseId={summary.id} caseNumber={summary.caseNumber} />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
