import type { ElementType } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import AutoModeOutlinedIcon from '@mui/icons-material/AutoModeOutlined';
import CheckIcon from '@mui/icons-material/Check';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import PhoneIphoneOutlinedIcon from '@mui/icons-material/PhoneIphoneOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { LandingSection } from './LandingSection';

interface Feature {
  title: string;
  description: string;
  points: readonly string[];
  Icon: ElementType;
}

/** The six promises of the landing page (spec, section 1). */
export const features: readonly Feature[] = [
  {
    title: 'Attorney collaboration',
    description: 'The attorney sees the case as you update it, without a single phone call.',
    points: ['Secure messaging', 'Document sharing', 'Case updates'],
    Icon: HandshakeOutlinedIcon,
  },
  {
    title: 'Secure records',
    description: 'Each person sees exactly what their role allows, and every action is on record.',
    points: ['Role-based access', 'Audit logs'],
    Icon: VerifiedUserOutlinedIcon,
  },
  {
    title: 'Automated workflows',
    description: 'The routine follow-up runs itself, so your front desk can focus on patients.',
    points: ['Billing', 'Reminders', 'Status updates'],
    Icon: AutoModeOutlinedIcon,
  },
  {
    title: 'Real-time analytics',
    description: 'Active cases, revenue and open balances, current to the minute.',
    points: ['Live dashboard', 'Case and revenue trends'],
    Icon: InsightsOutlinedIcon,
  },
  {
    title: 'Mobile ready',
    description: 'Check a case, answer a message or upload a document from any phone or tablet.',
    points: ['Works in any modern browser', 'No app to install'],
    Icon: PhoneIphoneOutlinedIcon,
  },
  {
    title: 'Smart billing',
    description: 'From the visit to the settlement check, every dollar is accounted for.',
    points: ['Auto invoicing', 'Payment tracking', 'Insurance tracking'],
    Icon: ReceiptLongOutlinedIcon,
  },
];

export function FeaturesSection() {
  return (
    <LandingSection
      id="features"
      eyebrow="Features"
      title="Everything a PI case needs, on both sides of the table"
      intro="Built for chiropractic clinics that treat personal-injury patients, and for the attorneys who represent them."
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {features.map(({ title, description, points, Icon }) => (
          <Card key={title} component="li" sx={{ height: '100%' }}>
            <CardContent sx={{ p: 3 }}>
              <Box
                aria-hidden
                sx={{
                  width: 48,
                  height: 48,
                  borderRadius: '14px',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: '#e3edf9',
                  color: 'primary.main',
                  mb: 2,
                }}
              >
                <Icon />
              </Box>
              <Typography variant="h3" sx={{ fontSize: '1.125rem' }}>
                {title}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {description}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 0.75 }}>
                {points.map((point) => (
                  <Box component="li" key={point} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <CheckIcon aria-hidden sx={{ fontSize: 18, color: 'success.main' }} />
                    <Typography variant="body2">{point}</Typography>
                  </Box>
                ))}
              </Box>
            </CardContent>
          </Card>
        ))}
      </Box>
    </LandingSection>
  );
}
