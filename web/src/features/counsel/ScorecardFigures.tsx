import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ScorecardFieldsFragment } from '../../gql/graphql';
import { days, hours, percent } from './scorecardFormat';

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <Box sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ mt: 0.5 }}>
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {detail}
      </Typography>
    </Box>
  );
}

/** The scorecard's headline figures for one attorney at one clinic, each with what it is made of. */
export function ScorecardFigures({ card }: { card: ScorecardFieldsFragment }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      <Figure
        label="Settlement to payment"
        value={days(card.avgDaysToPayment)}
        detail={`${card.paidSettlements} paid, ${card.awaitingPayment} awaiting payment`}
      />
      <Figure
        label="Average reduction"
        value={percent(card.avgReductionPercent)}
        detail={`Reductions and write-offs over ${card.reducedCases} closed case${card.reducedCases === 1 ? '' : 's'}`}
      />
      <Figure label="Cases open" value={String(card.casesOpen)} detail={`${card.casesClosed} closed`} />
      <Figure
        label="Withdrawals"
        value={String(card.withdrawals)}
        detail={`${percent(card.withdrawalRate)} of cases transferred away`}
      />
      <Figure
        label="Response time"
        value={hours(card.avgResponseHours)}
        detail={`Median ${hours(card.medianResponseHours)}; ${card.answeredMessages} answered, ${card.awaitingReply} waiting`}
      />
    </Box>
  );
}
