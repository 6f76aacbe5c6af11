import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { Pill } from '../Pill';
import { annualSavingText, planInclusions, priceFor, type BillingPeriod } from './planFormat';
import { ENTERPRISE_PLAN_CODE, type LandingPlan } from './plansQuery';

interface PlanCardProps {
  plan: LandingPlan;
  period: BillingPeriod;
  /** Shown raised, with a "Most popular" badge. */
  featured: boolean;
  onChoose: (plan: LandingPlan) => void;
}

/** One plan: its price for the chosen period, what it includes and its call to action. */
export function PlanCard({ plan, period, featured, onChoose }: PlanCardProps) {
  const { amount, per } = priceFor(plan, period);
  const saving = period === 'annual' ? annualSavingText(plan) : null;
  const headingId = `plan-${plan.code}-heading`;
  const isEnterprise = plan.code === ENTERPRISE_PLAN_CODE;

  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderWidth: featured ? 2 : 1,
        borderColor: featured ? 'primary.main' : 'divider',
        boxShadow: featured ? '0 20px 40px -24px rgba(31, 95, 173, 0.45)' : 'none',
      }}
    >
      <CardContent sx={{ p: 3, flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, minHeight: 32 }}>
          <Typography id={headingId} variant="h3" sx={{ fontSize: '1.25rem' }}>
            {plan.name}
          </Typography>
          {featured && <Pill sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>Most popular</Pill>}
        </Box>

        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.5, mt: 2 }} data-testid="plan-price">
          <Typography component="p" sx={{ fontSize: '2.5rem', fontWeight: 700, lineHeight: 1.1 }}>
            {amount}
          </Typography>
          <Typography component="p" color="text.secondary">
            {per}
          </Typography>
        </Box>
        <Box sx={{ minHeight: 28, mt: 0.5 }}>
          {saving ? (
            <Typography variant="body2" sx={{ fontWeight: 700, color: 'success.main' }}>
              {saving}
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {period === 'annual' ? 'Billed once a year' : 'Billed monthly, cancel anytime'}
            </Typography>
          )}
        </Box>

        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, mb: 3, display: 'grid', gap: 1, flex: 1 }}>
          {planInclusions(plan).map((inclusion) => (
            <Box component="li" key={inclusion} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <CheckIcon aria-hidden sx={{ fontSize: 18, color: 'success.main' }} />
              <Typography variant="body2">{inclusion}</Typography>
            </Box>
          ))}
        </Box>

        <Button fullWidth size="large" variant={featured ? 'contained' : 'outlined'} onClick={() => onChoose(plan)}>
          {isEnterprise ? 'Contact Sales' : `Choose ${plan.name}`}
        </Button>
      </CardContent>
    </Card>
  );
}
