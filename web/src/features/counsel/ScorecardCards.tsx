import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { SectionCard } from '../../components/SectionCard';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { EmptyState } from '../../components/EmptyState';
import { serverMessage } from '../../lib/graphqlErrors';
import { refetchInBackground } from '../../lib/refetchInBackground';
import { AttorneyScorecardQuery, MyScorecardQuery } from './scorecardQueries';
import { ScorecardFigures } from './ScorecardFigures';
import { ScorecardTrendCharts } from './ScorecardTrendCharts';

type Period = 'month' | 'quarter';

/**
 * The scorecard, with its trend: one attorney at the caller's clinic (clinic users), or the signed-in
 * attorney at each clinic they work with ("My scorecard").
 */
export function ScorecardCards({
  attorneyId,
  title,
  chartWidth,
}: {
  /** null: the signed-in attorney's own. */
  attorneyId: number | null;
  title: string;
  chartWidth?: number;
}) {
  const [period, setPeriod] = useState<Period>('month');
  const one = useQuery(AttorneyScorecardQuery, {
    variables: { attorneyId: attorneyId ?? 0, period },
    skip: attorneyId === null,
  });
  const mine = useQuery(MyScorecardQuery, { variables: { period }, skip: attorneyId !== null });
  const { data, loading, error, refetch } = attorneyId === null ? mine : one;
  const cards =
    (data && 'attorneyScorecard' in data
      ? data.attorneyScorecard
      : data && 'myScorecard' in data
        ? data.myScorecard
        : null) ?? [];
  const toggle = (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={period}
      onChange={(_, next: Period | null) => next && setPeriod(next)}
      aria-label="Trend by"
    >
      <ToggleButton value="month">Monthly</ToggleButton>
      <ToggleButton value="quarter">Quarterly</ToggleButton>
    </ToggleButtonGroup>
  );
  return (
    <SectionCard title={title} action={toggle}>
      <Box sx={{ p: 2 }}>
        {error ? (
          <ErrorState
            title="Could not load the scorecard"
            message={serverMessage(error)}
            onRetry={() => refetchInBackground(refetch)}
          />
        ) : loading && !data ? (
          <LoadingState label="Loading scorecard..." />
        ) : cards.length === 0 ? (
          <EmptyState title="No cases together yet" description="The scorecard fills in as cases are shared." />
        ) : (
          <Stack spacing={4}>
            {cards.map((card) => (
              <Stack key={`${card.clinicId}:${card.attorneyId}`} spacing={2}>
                {attorneyId === null && (
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                    {card.clinicName}
                  </Typography>
                )}
                <ScorecardFigures card={card} />
                <ScorecardTrendCharts trend={card.trend ?? []} period={period} width={chartWidth} />
              </Stack>
            ))}
            <Typography variant="caption" color="text.secondary">
              Computed from the cases, ledgers, transfers and messages on record. Days to payment: settlement date to
              the first payment on or after it. Reduction: reductions and write-offs over charges, per closed case.
              Response time: a clinic message to the attorney until the attorney side next writes on the case.
            </Typography>
          </Stack>
        )}
      </Box>
    </SectionCard>
  );
}
