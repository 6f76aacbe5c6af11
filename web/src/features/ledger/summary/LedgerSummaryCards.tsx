import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { StatCard } from '../../../components/StatCard';
import { formatLocalDate, formatMoney } from '../../../lib/format';
import type { CaseLedger } from '../ledgerFields';

const totalCardSize = { xs: 6, sm: 3, md: 2 } as const;

/** The balance first and largest, the four totals it is made of, and the settlement once recorded. */
export function LedgerSummaryCards({ ledger }: { ledger: CaseLedger }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        {/* The figure everyone comes for: its card is edged in the primary colour. */}
        <Box sx={{ height: '100%', '& .MuiCard-root': { border: 2, borderColor: 'primary.main' } }}>
          <StatCard
            label="Balance"
            value={formatMoney(ledger.balance)}
            detail="Charges minus payments, reductions and write-offs"
          />
        </Box>
      </Grid>
      <Grid size={totalCardSize}>
        <StatCard label="Total Charges" value={formatMoney(ledger.totalCharges)} />
      </Grid>
      <Grid size={totalCardSize}>
        <StatCard label="Payments" value={formatMoney(ledger.totalPayments)} />
      </Grid>
      <Grid size={totalCardSize}>
        <StatCard label="Reductions" value={formatMoney(ledger.totalReductions)} />
      </Grid>
      <Grid size={totalCardSize}>
        <StatCard label="Write-offs" value={formatMoney(ledger.totalWriteOffs)} />
      </Grid>
      {ledger.settlementAmount && (
        <Grid size={{ xs: 12, md: 4 }}>
          <StatCard
            label="Settlement"
            value={formatMoney(ledger.settlementAmount)}
            detail={ledger.settlementDate ? `Settled on ${formatLocalDate(ledger.settlementDate)}` : undefined}
          />
        </Grid>
      )}
    </Grid>
  );
}
