import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { RecordTable } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { SectionCard } from '../../../components/SectionCard';
import type { SalesPayoutsQuery, SalesRepresentativeFieldsFragment } from '../../../gql/graphql';
import { formatDateTime, formatLocalDate, formatMoney } from '../../../lib/format';
import { SalesPayoutsQuery as PayoutsQuery } from './salesQueries';
import { useSalesActions } from './useSalesActions';

type Rep = SalesRepresentativeFieldsFragment;
type Payout = SalesPayoutsQuery['salesPayouts'][number];

/** Process Payout per rep (their approved commissions, clawbacks netted), and past payouts with their statements. */
export function PayoutsPanel({ reps }: { reps: readonly Rep[] }) {
  const { data } = useQuery(PayoutsQuery);
  const { processPayout } = useSalesActions();
  const [busy, setBusy] = useState<number | null>(null);
  return (
    <Stack spacing={2}>
      <SectionCard title="Ready to pay">
        <RecordTable<Rep>
          label="Payable commissions by representative"
          rows={reps}
          getRowId={(rep) => rep.id}
          getRowLabel={(rep) => `${rep.firstName} ${rep.lastName}`}
          columns={[
            {
              id: 'name',
              header: 'Representative',
              accessor: (rep) => `${rep.firstName} ${rep.lastName}`,
              key: true,
              rowHeader: true,
            },
            {
              id: 'pending',
              header: 'Pending approval',
              accessor: (rep) => formatMoney(rep.pendingAmount),
              align: 'right',
            },
            {
              id: 'payable',
              header: 'Approved to pay',
              accessor: (rep) => formatMoney(rep.payableAmount),
              align: 'right',
              key: true,
            },
            {
              id: 'earned',
              header: 'Paid so far',
              accessor: (rep) => formatMoney(rep.totalEarned),
              align: 'right',
              wideOnly: true,
            },
          ]}
          renderActions={(rep) =>
            Number(rep.payableAmount) > 0 ? (
              <Button
                size="small"
                variant="contained"
                disabled={busy === rep.id}
                aria-label={`Process Payout for ${rep.firstName} ${rep.lastName}`}
                onClick={async () => {
                  setBusy(rep.id);
                  await processPayout(rep.id);
                  setBusy(null);
                }}
              >
                Process Payout
              </Button>
            ) : null
          }
        />
      </SectionCard>
      <SectionCard title="Payouts">
        {data && data.salesPayouts.length === 0 ? (
          <EmptyState
            title="No payouts yet"
            description="Process Payout pays a representative's approved commissions."
          />
        ) : (
          <RecordTable<Payout>
            label="Payouts"
            rows={data?.salesPayouts ?? []}
            getRowId={(payout) => payout.id}
            getRowLabel={(payout) => `Payout ${payout.id} to ${payout.salesRepName}`}
            columns={[
              { id: 'rep', header: 'Representative', accessor: (p) => p.salesRepName, key: true, rowHeader: true },
              {
                id: 'period',
                header: 'Sales from',
                accessor: (p) => `${formatLocalDate(p.periodStart)} to ${formatLocalDate(p.periodEnd)}`,
                wideOnly: true,
              },
              { id: 'count', header: 'Lines', accessor: (p) => p.commissionCount, align: 'right', wideOnly: true },
              { id: 'total', header: 'Total', accessor: (p) => formatMoney(p.total), align: 'right', key: true },
              {
                id: 'processed',
                header: 'Processed',
                accessor: (p) => `${formatDateTime(p.processedAt)} by ${p.processedByName}`,
              },
            ]}
            renderActions={(payout) => (
              <Link href={`/api/admin/sales/payouts/${payout.id}/statement.pdf`} target="_blank" rel="noopener">
                Statement PDF
              </Link>
            )}
          />
        )}
      </SectionCard>
    </Stack>
  );
}
