import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { LandingSection } from '../LandingSection';
import { scrollToSection } from '../scrollToSection';
import { BillingPeriodToggle } from './BillingPeriodToggle';
import { PlanCard } from './PlanCard';
import type { BillingPeriod } from './planFormat';
import { ENTERPRISE_PLAN_CODE, LandingPlansQuery, type LandingPlan } from './plansQuery';

/** The plan shown raised as "Most popular" (marketing emphasis, not a price). */
const FEATURED_PLAN_CODE = 'professional';

/** Enterprise talks to sales (contact form); every other plan starts on the waitlist. */
function choosePlan(plan: LandingPlan) {
  scrollToSection(plan.code === ENTERPRISE_PLAN_CODE ? 'contact' : 'waitlist');
}

function PlanCards({ period }: { period: BillingPeriod }) {
  const { data, loading, error, refetch } = useQuery(LandingPlansQuery);

  if (loading && !data) return <LoadingState label="Loading plans..." />;
  if (error && !data)
    return (
      <ErrorState
        title="Pricing could not be loaded"
        message="Please check your connection and try again."
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  const plans = data?.plans ?? [];
  if (plans.length === 0)
    return (
      <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
        Pricing is not published yet. Join the waitlist to hear first.
      </Typography>
    );

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `repeat(${Math.min(plans.length, 3)}, minmax(0, 1fr))` },
      }}
    >
      {plans.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          period={period}
          featured={plan.code === FEATURED_PLAN_CODE}
          onChoose={choosePlan}
        />
      ))}
    </Box>
  );
}

/** Plans and prices from the API, annual by default, with the trial and the waitlist offer. */
export function PricingSection() {
  const [period, setPeriod] = useState<BillingPeriod>('annual');

  return (
    <LandingSection
      id="pricing"
      eyebrow="Pricing"
      title="Simple pricing for every practice"
      intro="Every plan starts with a 14-day free trial. No credit card needed to join the waitlist."
    >
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 4 }}>
        <BillingPeriodToggle value={period} onChange={setPeriod} />
      </Box>
      <PlanCards period={period} />
      <Box
        sx={{
          mt: 4,
          mx: 'auto',
          maxWidth: 760,
          p: 2.5,
          borderRadius: '14px',
          bgcolor: '#e3edf9',
          display: 'flex',
          gap: 2,
          alignItems: 'flex-start',
        }}
      >
        <LocalOfferOutlinedIcon aria-hidden sx={{ color: 'primary.dark', mt: 0.25 }} />
        <Box>
          <Typography sx={{ fontWeight: 700, color: 'primary.dark' }}>
            Waitlist offer: 40% off your first year
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.primary', mt: 0.5 }}>
            Join the waitlist now and your annual pricing is locked for life. Every plan includes a 14-day free trial.
          </Typography>
        </Box>
      </Box>
    </LandingSection>
  );
}
