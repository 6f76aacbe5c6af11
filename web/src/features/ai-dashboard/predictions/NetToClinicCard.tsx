import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../../components/SectionCard';
import { formatLocalDate } from '../../../lib/format';
import type { CasePredictionsQuery } from '../../../gql/graphql';
import { formatDollars, formatPercent } from './predictionFormat';

type NetToClinic = NonNullable<CasePredictionsQuery['casePredictions']['netToClinic']>;

const range = (low: number | null, high: number | null, format: (value: number) => string) =>
  low === null || high === null ? null : `90% range ${format(low)} – ${format(high)}`;
const days = (value: number) => `${Math.round(value)} days`;

function Figure({ label, value, detail }: { label: string; value: string; detail?: string | null }) {
  return (
    <Box sx={{ minWidth: 180 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
      {detail && (
        <Typography variant="caption" color="text.secondary" component="p">
          {detail}
        </Typography>
      )}
    </Box>
  );
}

/** The clinic's view: billed to date, the reduction this attorney is likely to ask, the net and when it comes. */
export function NetToClinicCard({ net }: { net: NetToClinic }) {
  return (
    <SectionCard title="Net to clinic">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, p: 2.5 }}>
        <Figure label="Billed to date" value={formatDollars(net.billedToDate)} />
        {net.reductionShare !== null && (
          <Figure
            label="Likely reduction"
            value={formatPercent(net.reductionShare)}
            detail={range(net.reductionShareLow, net.reductionShareHigh, formatPercent)}
          />
        )}
        {net.net !== null && (
          <Figure
            label="Likely net to the clinic"
            value={formatDollars(net.net)}
            detail={range(net.netLow, net.netHigh, formatDollars)}
          />
        )}
        {net.paymentDays !== null && (
          <Figure
            label={net.paymentDate ? 'Likely payment date' : 'Likely payment after settlement'}
            value={net.paymentDate ? formatLocalDate(net.paymentDate) : days(net.paymentDays)}
            detail={range(net.paymentDaysLow, net.paymentDaysHigh, days)}
          />
        )}
      </Box>
      {net.noHistoryReason && (
        <Typography variant="body2" sx={{ px: 2.5, pb: 2 }}>
          {net.noHistoryReason}
        </Typography>
      )}
    </SectionCard>
  );
}
