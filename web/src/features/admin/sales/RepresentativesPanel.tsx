import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { RecordTable } from '../../../components/DataTable';
import { SectionCard } from '../../../components/SectionCard';
import type { SalesRepresentativeFieldsFragment } from '../../../gql/graphql';
import { formatMoney } from '../../../lib/format';
import { RepresentativeDialog } from './RepresentativeDialog';
import { termsOf } from './salesFormat';

type Rep = SalesRepresentativeFieldsFragment;

/** The sales team with their terms and computed figures; Add and Edit open the representative form. */
export function RepresentativesPanel({ reps }: { reps: readonly Rep[] }) {
  const [editing, setEditing] = useState<{ rep: Rep | null } | null>(null);
  return (
    <SectionCard
      title="Representatives"
      action={
        <Button variant="contained" onClick={() => setEditing({ rep: null })}>
          Add Representative
        </Button>
      }
    >
      <RecordTable<Rep>
        label="Sales representatives"
        rows={reps}
        getRowId={(rep) => rep.id}
        getRowLabel={(rep) => `${rep.firstName} ${rep.lastName}`}
        columns={[
          {
            id: 'name',
            header: 'Name',
            accessor: (rep) => `${rep.firstName} ${rep.lastName}`,
            key: true,
            rowHeader: true,
          },
          { id: 'email', header: 'Email', accessor: (rep) => rep.email, wideOnly: true },
          { id: 'terms', header: 'Commission', accessor: (rep) => termsOf(rep), key: true },
          { id: 'territory', header: 'Territory', accessor: (rep) => rep.territory ?? '', wideOnly: true },
          {
            id: 'quota',
            header: 'Monthly quota',
            accessor: (rep) => formatMoney(rep.monthlyQuota),
            align: 'right',
            wideOnly: true,
          },
          { id: 'ytd', header: 'YTD sales', accessor: (rep) => formatMoney(rep.ytdSales), align: 'right', key: true },
          { id: 'earned', header: 'Total earned', accessor: (rep) => formatMoney(rep.totalEarned), align: 'right' },
          {
            id: 'status',
            header: 'Status',
            accessor: (rep) => (rep.isActive ? 'Active' : 'Inactive'),
            render: (rep) => (
              <Chip
                size="small"
                label={rep.isActive ? 'Active' : 'Inactive'}
                color={rep.isActive ? 'success' : 'default'}
              />
            ),
          },
        ]}
        renderActions={(rep) => (
          <Button size="small" onClick={() => setEditing({ rep })} aria-label={`Edit ${rep.firstName} ${rep.lastName}`}>
            Edit
          </Button>
        )}
      />
      <RepresentativeDialog open={editing !== null} rep={editing?.rep ?? null} onClose={() => setEditing(null)} />
    </SectionCard>
  );
}
