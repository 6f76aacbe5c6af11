import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatLocalDate, formatMoney } from '../../../lib/format';
import { BillingStatusChip } from './BillingStatusChip';
import type { ClinicCardData } from './clinicQueries';
import { UsageBar } from './UsageBar';
import { formatStorage, gbToBytes } from './usageRules';

interface ClinicCardProps {
  card: ClinicCardData;
  /** Whether the user may use the console's Billing area: without it, no billing status or billing facts. */
  billing: boolean;
  onManage: (card: ClinicCardData) => void;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * One clinic: plan, billing status, users, active cases and storage against the plan, billing, and Manage.
 * Without the Billing area the card shows no billing status and no billing facts (decision 493): the API
 * sends none, and "Not set" would misstate them.
 */
export function ClinicCard({ card, billing, onManage }: ClinicCardProps) {
  const titleId = useId();
  const { clinic, plan, usage } = card;
  const place = [clinic.city, clinic.state].filter(Boolean).join(', ');

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Typography id={titleId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {clinic.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ minHeight: 20 }}>
          {place || clinic.email || ' '}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ my: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
          <Chip size="small" color="primary" label={plan.name} />
          {billing && <BillingStatusChip status={clinic.billingStatus} />}
          {!clinic.isActive && <Chip size="small" variant="outlined" label="Inactive" />}
        </Stack>
        <Stack spacing={1.5}>
          <UsageBar label="Users" used={usage.users} limit={plan.maxUsers ?? null} />
          <UsageBar label="Active cases" used={usage.activeCases} limit={plan.maxActiveCases ?? null} />
          <UsageBar
            label="Storage"
            used={usage.storageBytes}
            limit={gbToBytes(plan.storageGb)}
            describe={formatStorage}
          />
        </Stack>
        {billing && (
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, mt: 2 }}>
            <Fact label="Monthly billing" value={clinic.monthlyRate ? formatMoney(clinic.monthlyRate) : 'Not set'} />
            <Fact
              label="Next billing"
              value={clinic.nextBillingDate ? formatLocalDate(clinic.nextBillingDate) : 'Not scheduled'}
            />
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="outlined" size="small" onClick={() => onManage(card)} aria-describedby={titleId}>
          Manage
        </Button>
      </CardActions>
    </Card>
  );
}
