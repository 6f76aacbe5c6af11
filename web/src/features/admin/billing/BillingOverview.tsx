import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { EmptyState } from '../../../components/EmptyState';
import { SectionCard } from '../../../components/SectionCard';
import type { AdminBillingSummaryQuery, SubscriptionStatusFilter } from '../../../gql/graphql';
import { PaymentsTable } from './PaymentsTable';

type Summary = AdminBillingSummaryQuery['operatorBillingSummary'];

const severityOf: Record<string, 'error' | 'warning' | 'info'> = {
  suspended: 'error',
  overdue_past_grace: 'error',
  failed_charges: 'warning',
  trials_ending: 'info',
};

/** Critical alerts (each opening the Subscriptions list it concerns) and the 5 most recent payments. */
export function BillingOverview({
  summary,
  onShowSubscriptions,
}: {
  summary: Summary;
  onShowSubscriptions: (status: SubscriptionStatusFilter) => void;
}) {
  return (
    <Stack spacing={3}>
      <SectionCard title="Critical Alerts">
        <Stack spacing={1.5} sx={{ p: 2.5 }}>
          {summary.alerts.length === 0 ? (
            <Alert severity="success">
              Nothing needs attention: no suspended or long-overdue clinics, failed charges or ending trials.
            </Alert>
          ) : (
            summary.alerts.map((alert) => (
              <Alert
                key={alert.kind}
                severity={severityOf[alert.kind] ?? 'warning'}
                action={
                  <Button color="inherit" size="small" onClick={() => onShowSubscriptions(alert.status)}>
                    View
                  </Button>
                }
              >
                {alert.message}
              </Alert>
            ))
          )}
        </Stack>
      </SectionCard>
      <SectionCard title="Recent Payments">
        {summary.recentPayments.length === 0 ? (
          <EmptyState title="No payments yet." description="Charges and refunds appear here as they happen." />
        ) : (
          <PaymentsTable payments={summary.recentPayments} label="Recent payments" />
        )}
      </SectionCard>
    </Stack>
  );
}
