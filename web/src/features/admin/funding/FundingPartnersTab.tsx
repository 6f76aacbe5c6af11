import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import type { FundingPartnerFieldsFragment } from '../../../gql/graphql';
import { formatMoney } from '../../../lib/format';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { fundingTypeLabels } from '../../funding/fundingLabels';
import { FundingPartnerDialog } from './FundingPartnerDialog';
import { FundingPartnersQuery } from './fundingPartnerDocuments';

function PartnerCard({ partner, onEdit }: { partner: FundingPartnerFieldsFragment; onEdit: () => void }) {
  const range =
    partner.minimumAmount || partner.maximumAmount
      ? `${partner.minimumAmount ? formatMoney(partner.minimumAmount) : 'any'} to ${partner.maximumAmount ? formatMoney(partner.maximumAmount) : 'any'}`
      : 'Any amount';
  return (
    <Card variant="outlined" data-testid="funding-partner">
      <CardContent>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h3" sx={{ mr: 'auto', wordBreak: 'break-word' }}>
              {partner.companyName}
            </Typography>
            <Chip
              size="small"
              label={partner.isActive ? 'Active' : 'Inactive'}
              color={partner.isActive ? 'success' : 'default'}
            />
            <Chip size="small" label={partner.apiKeySet ? 'API key set' : 'API key not set'} variant="outlined" />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {partner.fundingTypes.map((type) => fundingTypeLabels[type] ?? type).join(', ') || 'No funding type'} ·{' '}
            {range}
            {partner.typicalRate ? ` · ${partner.typicalRate}% typical` : ''}
            {partner.approvalTimeHours !== null && partner.approvalTimeHours !== undefined
              ? ` · answers in ${partner.approvalTimeHours} h`
              : ''}
            {partner.instantQuoteApi ? ' · instant quotes' : ''}
          </Typography>
          {(partner.contactPerson || partner.email || partner.phone) && (
            <Typography variant="body2">
              {[partner.contactPerson, partner.email, partner.phone].filter(Boolean).join(' · ')}
            </Typography>
          )}
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
            <Typography variant="body2">Requests: {partner.requestCount}</Typography>
            <Typography variant="body2">Funded: {formatMoney(partner.totalFunded)}</Typography>
            <Typography variant="body2">
              Approval rate:{' '}
              {partner.averageApprovalRate === null || partner.averageApprovalRate === undefined
                ? '—'
                : `${partner.averageApprovalRate}%`}
            </Typography>
            <Typography variant="body2">Rating: {partner.rating ?? '—'}</Typography>
          </Box>
          <Box>
            <Button size="small" onClick={onEdit} aria-label={`Edit ${partner.companyName}`}>
              Edit
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The operator's funding partners: add and edit them; figures computed from their requests. */
export function FundingPartnersTab() {
  const { data, error, refetch } = useQuery(FundingPartnersQuery, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<FundingPartnerFieldsFragment | 'new' | null>(null);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h5" component="h2">
            Funding partners
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Pre-settlement and medical funding companies attorneys may ask. No fee or payment tied to referrals.
          </Typography>
        </Box>
        <Box sx={{ flexShrink: 0 }}>
          <Button variant="contained" onClick={() => setEditing('new')}>
            Add partner
          </Button>
        </Box>
      </Stack>
      {!data ? (
        error ? (
          <ErrorState
            title="Could not load the partners"
            message={errorMessageOf(error)}
            onRetry={() => void refetch()}
          />
        ) : (
          <LoadingState label="Loading partners..." />
        )
      ) : data.fundingPartners.length === 0 ? (
        <EmptyState title="No funding partners yet" description="Add the first partner attorneys can ask." />
      ) : (
        data.fundingPartners.map((partner) => (
          <PartnerCard key={partner.id} partner={partner} onEdit={() => setEditing(partner)} />
        ))
      )}
      {editing && (
        <FundingPartnerDialog partner={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
