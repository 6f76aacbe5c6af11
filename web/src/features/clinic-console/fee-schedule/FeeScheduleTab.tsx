import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RecordTable } from '../../../components/DataTable/RecordTable';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { SectionCard } from '../../../components/SectionCard';
import type { FeeScheduleItemFieldsFragment } from '../../../gql/graphql';
import { formatMoney } from '../../../lib/format';
import { serverMessage } from '../../../lib/graphqlErrors';
import { ClinicFeeScheduleQuery } from './feeScheduleQueries';
import { FeeScheduleItemDialog } from './FeeScheduleItemDialog';

const columns: DataTableColumn<FeeScheduleItemFieldsFragment>[] = [
  { id: 'code', header: 'Code', key: true, rowHeader: true, accessor: (row) => row.procedureCode },
  { id: 'description', header: 'Description', key: true, accessor: (row) => row.description },
  { id: 'fee', header: 'Fee per unit', align: 'right', key: true, accessor: (row) => formatMoney(row.fee) },
  { id: 'units', header: 'Default units', align: 'right', accessor: (row) => row.defaultUnits, wideOnly: true },
  { id: 'active', header: 'Active', accessor: (row) => (row.isActive ? 'Yes' : 'No') },
];

/** The clinic console's Fee schedule: the procedure codes notes bill, in the clinic's own words and fees. */
export function FeeScheduleTab() {
  const { data, loading, error, refetch } = useQuery(ClinicFeeScheduleQuery, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<FeeScheduleItemFieldsFragment | 'new' | null>(null);

  if (error)
    return (
      <ErrorState
        title="Could not load the fee schedule"
        message={serverMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  if (loading && !data) return <LoadingState label="Loading the fee schedule..." />;
  const items = data?.feeSchedule ?? [];

  return (
    <SectionCard
      title="Fee schedule"
      action={
        <Button variant="contained" size="small" onClick={() => setEditing('new')}>
          Add procedure code
        </Button>
      }
    >
      <Box sx={{ px: 1, pb: 1 }}>
        {items.length ? (
          <RecordTable
            label="Fee schedule"
            columns={columns}
            rows={items}
            getRowId={(row) => row.id}
            renderActions={(row) => (
              <Button size="small" onClick={() => setEditing(row)} aria-label={`Edit ${row.procedureCode}`}>
                Edit
              </Button>
            )}
          />
        ) : (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            No procedure codes yet. Add the codes your providers bill, with your own descriptions and fees.
          </Typography>
        )}
      </Box>
      <FeeScheduleItemDialog
        item={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={() => void refetch()}
      />
    </SectionCard>
  );
}
