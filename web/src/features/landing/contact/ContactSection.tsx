import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import BusinessCenterOutlinedIcon from '@mui/icons-material/BusinessCenterOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import { LandingSection } from '../LandingSection';
import { ContactForm } from './ContactForm';
import { ContactSent } from './ContactSent';

const topics = [
  {
    Icon: BusinessCenterOutlinedIcon,
    title: 'Enterprise and multi-location',
    detail: 'Pricing and rollout for groups.',
  },
  { Icon: GroupsOutlinedIcon, title: 'A demo for your team', detail: 'A walkthrough with your own workflow.' },
  { Icon: HandshakeOutlinedIcon, title: 'Attorney partnerships', detail: 'Bring the law firms you work with.' },
];

type View = { kind: 'form'; returning: boolean } | { kind: 'sent'; name: string; email: string };

export function ContactSection() {
  const [view, setView] = useState<View>({ kind: 'form', returning: false });

  return (
    <LandingSection
      id="contact"
      eyebrow="Contact"
      title="Talk to our team"
      intro="Questions about Enterprise, a demo for your practice, or working with your attorneys? Send us a note."
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
            {topics.map(({ Icon, title, detail }) => (
              <Box component="li" key={title} sx={{ display: 'flex', gap: 1.5 }}>
                <Icon aria-hidden sx={{ color: 'primary.main', mt: 0.25 }} />
                <Box>
                  <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {detail}
                  </Typography>
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
        <Card>
          <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
            {view.kind === 'form' ? (
              <ContactForm
                focusOnMount={view.returning}
                onSent={({ name, email }) => setView({ kind: 'sent', name, email })}
              />
            ) : (
              <ContactSent
                name={view.name}
                email={view.email}
                onSendAnother={() => setView({ kind: 'form', returning: true })}
              />
            )}
          </CardContent>
        </Card>
      </Box>
    </LandingSection>
  );
}
