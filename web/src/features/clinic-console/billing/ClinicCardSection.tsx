import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import { useCurrentUser } from '../../../app/auth/useCurrentUser';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { SectionCard } from '../../../components/SectionCard';
import { formatMoney } from '../../../lib/format';
import { serverMessage } from '../../../lib/graphqlErrors';
import { ClinicBillingQuery } from './clinicBillingQueries';
import { UpdateCardDialog } from './UpdateCardDialog';
import { usePayNow } from './usePayNow';

/** Negative means owed (the engine's convention); the words say which way it goes. */
function balanceWords(balance: string): string {
  if (balance.startsWith('-')) return `${formatMoney(balance.slice(1))} owed`;
  return balance === '0.00' ? 'Nothing owed' : `${formatMoney(balance)} in credit`;
}

/** The clinic's balance and the card its subscription is charged to, with Update card and, when owed, Pay now. */
export function ClinicCardSection() {
  const { data, error, refetch } = useQuery(ClinicBillingQuery, { fetchPolicy: 'cache-and-network' });
  const { user } = useCurrentUser();
  const { payNow, paying } = usePayNow(user?.clinicId ?? null);
  const [updating, setUpdating] = useState(false);
  const billing = data?.clinicBilling;
  const owed = billing?.balance.startsWith('-') ?? false;
  return (
    <SectionCard
      title="Balance and payment method"
      action={
        billing && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            {owed && billing.card && (
              <Button variant="contained" color="success" disabled={paying} onClick={() => void payNow()}>
                {paying ? 'Paying...' : 'Pay now'}
              </Button>
            )}
            <Button
              variant={owed ? 'outlined' : 'contained'}
              startIcon={<CreditCardIcon />}
              onClick={() => setUpdating(true)}
            >
              Update card
            </Button>
          </Box>
        )
      }
    >
      {error ? (
        <ErrorState title="Could not load your billing" message={serverMessage(error)} onRetry={() => void refetch()} />
      ) : !billing ? (
        <LoadingState label="Loading your billing..." />
      ) : (
        <Box sx={{ px: 2.5, py: 2, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' }, gap: 2 }}>
          <Box>
            <Typography variant="body2" color="text.secondary">
              Balance
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>{balanceWords(billing.balance)}</Typography>
          </Box>
          <Box>
            <Typography variant="body2" color="text.secondary">
              Card on file
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>
              {billing.card
                ? `${billing.card.brand} ending in ${billing.card.last4}, expires ${String(billing.card.expMonth).padStart(2, '0')}/${billing.card.expYear}`
                : 'No card on file: add one so your subscription can renew'}
            </Typography>
          </Box>
        </Box>
      )}
      {billing && (
        <UpdateCardDialog
          open={updating}
          onClose={() => setUpdating(false)}
          paymentProvider={billing.paymentProvider}
        />
      )}
    </SectionCard>
  );
}
