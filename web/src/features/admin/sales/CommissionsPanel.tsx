import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { RecordTable } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { SectionCard } from '../../../components/SectionCard';
import type { SalesCommissionFieldsFragment, SalesCommissionRange } from '../../../gql/graphql';
import { formatLocalDate, formatMoney } from '../../../lib/format';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { CommissionStatusChip } from './CommissionStatusChip';
import { commissionRanges, saleTypeLabels } from './salesFormat';
import { SalesCommissionsQuery } from './salesQueries';
import { useSalesActions } from './useSalesActions';

type Commission = SalesCommissionFieldsFragment;

/** Commissions of a period, with Approve on the pending ones. */
export function CommissionsPanel() {
  const [range, setRange] = useState<SalesCommissionRange>('month' as SalesCommissionRange);
  const { data, error, refetch } = useQuery(SalesCommissionsQuery, { variables: { range } });
  const { approveCommission } = useSalesActions();
  const [busy, setBusy] = useState<number | null>(null);

  const rangePicker = (
    <TextField
      select
      size="small"
      label="Period"
      value={range}
      onChange={(event) => setRange(event.target.value as SalesCommissionRange)}
      sx={{ minWidth: 160 }}
    >
      {commissionRanges.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <SectionCard title="Commissions" action={rangePicker}>
      {error && !data ? (
        <ErrorState
          title="Could not load the commissions"
          message={errorMessageOf(error)}
          onRetry={() => void refetch()}
        />
      ) : !data ? (
        <LoadingState label="Loading commissions..." />
      ) : data.salesCommissions.length === 0 ? (
        <EmptyState
          title="No commissions in this period"
          description="Commissions appear when a sold clinic pays a subscription invoice."
        />
      ) : (
        <RecordTable<Commission>
          label="Commissions"
          rows={data.salesCommissions}
          getRowId={(row) => row.id}
          getRowLabel={(row) => `${row.salesRepName}, ${row.clinicName}, ${row.invoiceNumber}`}
          columns={[
            { id: 'date', header: 'Sale date', accessor: (row) => formatLocalDate(row.saleDate), key: true },
            { id: 'rep', header: 'Representative', accessor: (row) => row.salesRepName, key: true, rowHeader: true },
            { id: 'clinic', header: 'Clinic', accessor: (row) => row.clinicName },
            {
              id: 'plan',
              header: 'Plan',
              accessor: (row) => `${row.subscriptionPlan} ${row.billingFrequency ?? ''}`.trim(),
              wideOnly: true,
            },
            {
              id: 'type',
              header: 'Sale type',
              accessor: (row) =>
                row.kind === 'clawback' ? 'Clawback' : (saleTypeLabels[row.saleType] ?? row.saleType),
            },
            {
              id: 'sale',
              header: 'Sale amount',
              accessor: (row) => formatMoney(row.saleAmount),
              align: 'right',
              wideOnly: true,
            },
            {
              id: 'rate',
              header: 'Rate',
              accessor: (row) => (row.commissionRate === null ? 'Flat' : `${Number(row.commissionRate)}%`),
              align: 'right',
              wideOnly: true,
            },
            {
              id: 'amount',
              header: 'Commission',
              accessor: (row) => formatMoney(row.commissionAmount),
              align: 'right',
              key: true,
            },
            {
              id: 'status',
              header: 'Status',
              accessor: (row) => row.status,
              render: (row) => <CommissionStatusChip status={row.status} />,
            },
          ]}
          renderActions={(row) =>
            row.status === 'pending' && row.kind === 'sale' ? (
              <Button
                size="small"
                variant="outlined"
                disabled={busy === row.id}
                aria-label={`Approve the commission of ${row.salesRepName} on ${row.invoiceNumber}`}
                onClick={async () => {
                  setBusy(row.id);
                  await approveCommission(row.id);
                  setBusy(null);
                }}
              >
                Approve
              </Button>
            ) : null
          }
        />
      )}
    </SectionCard>
  );
}
