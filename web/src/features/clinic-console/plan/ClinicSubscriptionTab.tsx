import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { SectionCard } from '../../../components/SectionCard';
import { formatDateTime, formatLocalDate, formatMoney, humanize } from '../../../lib/format';
import { serverMessage } from '../../../lib/graphqlErrors';
import { BillingStatusChip } from '../../admin/clinics/BillingStatusChip';
import { ClinicCardSection } from '../billing/ClinicCardSection';
import { ClinicInvoicesSection } from '../billing/ClinicInvoicesSection';
import { ClinicPaymentsSection } from '../billing/ClinicPaymentsSection';
import { useClinicSubscription } from './useClinicSubscription';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div" sx={{ fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The subscription (plan, status, frequency, amounts), then the balance and card, the invoices and the payments. */
export function ClinicSubscriptionTab() {
  const { data, error, refetch } = useClinicSubscription();
  if (error)
    return (
      <ErrorState
        title="Could not load your subscription"
        message={serverMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  const subscription = data?.clinicSubscription;
  if (!subscription) return <LoadingState label="Loading your subscription..." />;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <SectionCard title="Subscription">
        <Box sx={{ px: 2.5, py: 2 }}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}>
            <Fact label="Plan">{subscription.plan.name}</Fact>
            <Fact label="Billing status">
              <BillingStatusChip status={subscription.billingStatus} />
            </Fact>
            <Fact label="Billed">{humanize(subscription.billingFrequency)}</Fact>
            <Fact label="Monthly amount">{formatMoney(subscription.monthlyRate)}</Fact>
            <Fact label="Annual amount">{formatMoney(subscription.annualRate)}</Fact>
            <Fact label="Next billing date">
              {subscription.nextBillingDate ? formatLocalDate(subscription.nextBillingDate) : 'Not scheduled'}
            </Fact>
            {subscription.trialEndsAt && <Fact label="Trial ends">{formatDateTime(subscription.trialEndsAt)}</Fact>}
          </Box>
        </Box>
      </SectionCard>
      <ClinicCardSection />
      <ClinicInvoicesSection />
      <ClinicPaymentsSection />
    </Box>
  );
}
