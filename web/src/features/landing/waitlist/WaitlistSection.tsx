import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import { LandingSection } from '../LandingSection';
import { WaitlistForm } from './WaitlistForm';
import { WaitlistThankYou } from './WaitlistThankYou';

const benefits = [
  { title: '40% off your first year', detail: 'The early-bird discount for every practice on the waitlist.' },
  { title: 'Annual pricing locked for life', detail: 'Your annual price never goes up while you stay with us.' },
  { title: '14-day free trial', detail: 'Try every feature with your own team before you pay.' },
  { title: 'Guided onboarding', detail: 'We help you bring in your cases and invite your attorneys.' },
];

type View = { kind: 'form'; returning: boolean } | { kind: 'thanks'; name: string; email: string };

/** The waitlist: the offer beside the form, then a thank-you view that can start over for another practice. */
export function WaitlistSection() {
  const [view, setView] = useState<View>({ kind: 'form', returning: false });

  return (
    <LandingSection
      id="waitlist"
      eyebrow="Waitlist"
      title="Join the waitlist"
      intro="Casebridge is opening to practices in waves. Reserve your place and your early-bird pricing."
      tinted
    >
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 6 },
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '5fr 7fr' },
        }}
      >
        <Box sx={{ pt: { md: 2 } }}>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5 }}>
            {benefits.map((benefit) => (
              <Box component="li" key={benefit.title} sx={{ display: 'flex', gap: 1.5 }}>
                <CheckCircleOutlinedIcon aria-hidden sx={{ color: 'success.main', mt: 0.25 }} />
                <Box>
                  <Typography sx={{ fontWeight: 700 }}>{benefit.title}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {benefit.detail}
                  </Typography>
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
        <Card>
          <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
            {view.kind === 'form' ? (
              <WaitlistForm
                focusOnMount={view.returning}
                onJoined={({ name, email }) => setView({ kind: 'thanks', name, email })}
              />
            ) : (
              <WaitlistThankYou
                name={view.name}
                email={view.email}
                onJoinAnother={() => setView({ kind: 'form', returning: true })}
              />
            )}
          </CardContent>
        </Card>
      </Box>
    </LandingSection>
  );
}
