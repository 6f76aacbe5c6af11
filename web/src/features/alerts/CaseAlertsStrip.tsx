import { useQuery, useSubscription } from '@apollo/client/react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { usePhoneLayout } from '../../components/DataTable';
import { graphql } from '../../gql';
import type { CaseAlertBoardQuery } from '../../gql/graphql';
import { formatLocalDate, formatMoney } from '../../lib/format';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { refetchInBackground } from '../../lib/refetchInBackground';
import { CaseActivitySubscription } from '../timeline/timelineDocuments';
import { alertSeverityColor, coverageTypeLabels, daysLeftText } from './alertLabels';

export const CaseAlertsQuery = graphql(`
  query CaseAlertBoard($caseId: Int!) {
    caseAlertBoard(caseId: $caseId) {
      caseId
      alerts {
        id
        kind
        severity
        title
        message
        raisedAt
      }
      chargesToDate
      coverages {
        coverageId
        coverageType
        carrierName
        limitAmount
        applied
        percent
      }
      statute {
        state
        periodMonths
        source
        deadline
        daysLeft
      }
      statuteMissing
    }
  }
`);

type Board = CaseAlertBoardQuery['caseAlertBoard'];

function CoverageBars({ board }: { board: Board }) {
  const limited = board.coverages.filter((coverage) => coverage.limitAmount !== null);
  if (limited.length === 0) return null;
  return (
    <Box sx={{ minWidth: 0, flex: 1 }}>
      <Typography variant="subtitle2" component="h3">
        Charges to date {formatMoney(board.chargesToDate)} against policy limits
      </Typography>
      {limited.map((coverage) => (
        <Box key={coverage.coverageId} sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {coverageTypeLabels[coverage.coverageType] ?? coverage.coverageType} · {coverage.carrierName}:{' '}
            {formatMoney(coverage.applied)} of {formatMoney(coverage.limitAmount!)} ({coverage.percent}%)
          </Typography>
          <LinearProgress
            variant="determinate"
            value={Math.min(coverage.percent, 100)}
            color={coverage.percent >= 100 ? 'error' : coverage.percent >= 80 ? 'warning' : 'primary'}
            aria-label={`${coverageTypeLabels[coverage.coverageType] ?? coverage.coverageType} limit used`}
            sx={{ height: 8, borderRadius: 4 }}
          />
        </Box>
      ))}
    </Box>
  );
}

function StatuteLine({ board }: { board: Board }) {
  const statute = board.statute;
  return (
    <Box sx={{ minWidth: 0, flex: 1 }}>
      <Typography variant="subtitle2" component="h3">
        Statute of limitations
      </Typography>
      {statute ? (
        <Typography variant="body2">
          Filing deadline {formatLocalDate(statute.deadline)} ({daysLeftText(statute.daysLeft)}) · {statute.state},{' '}
          {statute.periodMonths} months{' '}
          {statute.source === 'default' ? '(shipped default: verify with counsel)' : "(the clinic's period)"}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No deadline: {board.statuteMissing ?? 'unknown'}
        </Typography>
      )}
    </Box>
  );
}

/** The alerts strip on a case (clinic and attorney alike): open alerts, limits used, the filing deadline. */
export function CaseAlertsStrip({ caseId }: { caseId: number }) {
  const phone = usePhoneLayout();
  const { data, loading, error, refetch } = useQuery(CaseAlertsQuery, { variables: { caseId } });
  // An alert raised or cleared, or a bill that moves the limits used: the board is read again, live.
  useSubscription(CaseActivitySubscription, {
    variables: { caseId },
    onData: ({ data: event }) => {
      const items = event.data?.caseActivity.items ?? [];
      if (items.some((item) => item.kind === 'alert' || item.kind === 'billing')) refetchInBackground(refetch);
    },
  });
  if (loading && !data) return <Skeleton variant="rounded" height={72} role="status" aria-label="Loading alerts" />;
  if (error || !data)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => refetchInBackground(refetch)}>
            Retry
          </Button>
        }
      >
        Could not load the case&apos;s alerts: {errorMessageOf(error)}
      </Alert>
    );
  const board = data.caseAlertBoard;
  if (!phone)
    return (
      <Card component="section" aria-label="Case alerts" sx={{ p: 2 }}>
        <BoardDetails board={board} />
      </Card>
    );
  // On phones the strip folds into one line, so the case's tabs stay on the first screen.
  return (
    <Accordion component="section" aria-label="Case alerts" disableGutters variant="outlined" sx={{ borderRadius: 2 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
            {foldedAlertsTitle(board)}
          </Typography>
          {board.statute && (
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              · filing deadline {daysLeftText(board.statute.daysLeft)}
            </Typography>
          )}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <BoardDetails board={board} />
      </AccordionDetails>
    </Accordion>
  );
}

/** "No open alerts", "Treatment gap", or "3 open alerts": the folded strip's headline. */
export function foldedAlertsTitle(board: Board): string {
  if (board.alerts.length === 0) return 'No open alerts';
  if (board.alerts.length === 1) return board.alerts[0].title;
  return `${board.alerts.length} open alerts`;
}

function BoardDetails({ board }: { board: Board }) {
  return (
    <Stack spacing={1.5}>
      {board.alerts.length === 0 ? (
        <Typography color="text.secondary">No open alerts on this case.</Typography>
      ) : (
        board.alerts.map((alert) => (
          <Alert key={alert.id} severity={alertSeverityColor[alert.severity]} sx={{ overflowWrap: 'anywhere' }}>
            <AlertTitle>{alert.title}</AlertTitle>
            {alert.message}
          </Alert>
        ))
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <StatuteLine board={board} />
        <CoverageBars board={board} />
      </Stack>
    </Stack>
  );
}
