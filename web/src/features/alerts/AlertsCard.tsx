import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { SectionCard } from '../../components/SectionCard';
import { graphql } from '../../gql';
import type { CaseAlertKind } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { refetchInBackground } from '../../lib/refetchInBackground';
import { alertKindLabels, alertSeverityColor } from './alertLabels';

export const AlertOverviewQuery = graphql(`
  query AlertOverview {
    alertOverview {
      openCount
      casesWithAlerts
      byKind {
        kind
        count
      }
      alerts {
        id
        caseId
        caseNumber
        kind
        severity
        title
        message
        raisedAt
      }
    }
  }
`);

const kinds = Object.keys(alertKindLabels) as CaseAlertKind[];

/** The dashboards' alerts (clinic and attorney): counts per kind and the most pressing, each opening its case. */
export function AlertsCard() {
  const { data, loading, error, refetch } = useQuery(AlertOverviewQuery);
  const overview = data?.alertOverview;
  return (
    <SectionCard title={overview ? `Case alerts (${overview.openCount})` : 'Case alerts'}>
      {loading && !data ? (
        <LoadingState label="Loading alerts..." />
      ) : error || !overview ? (
        <ErrorState
          title="Could not load alerts"
          message={errorMessageOf(error)}
          onRetry={() => refetchInBackground(refetch)}
        />
      ) : (
        <>
          <Box
            component="ul"
            aria-label="Open alerts by kind"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, px: 2.5, py: 1.5 }}
          >
            {kinds.map((kind) => {
              const count = overview.byKind.find((row) => row.kind === kind)?.count ?? 0;
              return (
                <li key={kind}>
                  <Chip
                    label={`${alertKindLabels[kind]}: ${count}`}
                    color={count > 0 ? 'warning' : 'default'}
                    variant="outlined"
                  />
                </li>
              );
            })}
          </Box>
          {overview.alerts.length === 0 ? (
            <EmptyState
              title="No open alerts"
              description="Treatment gaps, missed re-exams, policy limits and filing deadlines on your cases appear here."
            />
          ) : (
            <List disablePadding aria-label="Open alerts">
              {overview.alerts.map((alert) => (
                <ListItem key={alert.id} disablePadding>
                  <ListItemButton
                    component={RouterLink}
                    to={`/cases/${alert.caseId}`}
                    divider
                    sx={{ px: 2.5, py: 1.5, gap: 2, alignItems: 'flex-start' }}
                  >
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Chip
                        size="small"
                        color={alertSeverityColor[alert.severity]}
                        label={alert.title}
                        sx={{ mb: 0.5 }}
                      />
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{alert.caseNumber}</Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {alert.message}
                      </Typography>
                    </Box>
                    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(alert.raisedAt)}
                    </Typography>
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </>
      )}
    </SectionCard>
  );
}
