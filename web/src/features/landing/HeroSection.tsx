import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { GetHelpLink } from '../intake/GetHelpLink';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import { HeroCaseRecord } from './HeroCaseRecord';
import { scrollToSection } from './scrollToSection';

const promises = ['14-day free trial', '40% off your first year on the waitlist', '500+ practices on the waitlist'];

/** The pitch: the clinic and the attorney on one live case record, with the calls to action. */
export function HeroSection() {
  return (
    <Box
      sx={{
        background: (theme) =>
          `linear-gradient(160deg, ${theme.palette.background.paper} 0%, ${theme.palette.background.default} 45%, #e3edf9 100%)`,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 11 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 8 },
            alignItems: 'center',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <Box>
            <Typography variant="h1" sx={{ fontSize: { xs: '2.5rem', md: '3.5rem' }, color: 'primary.dark' }}>
              Casebridge
            </Typography>
            <Typography
              component="p"
              sx={{ mt: 1.5, fontWeight: 600, fontSize: { xs: '1.25rem', md: '1.5rem' }, lineHeight: 1.35 }}
            >
              Case management for personal-injury chiropractic clinics and the attorneys they work with
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 2, fontSize: { md: '1.0625rem' } }}>
              Your clinic and your patients&apos; attorneys work on one live case record: treatment, documents,
              messages, bills and settlement. Every update reaches both sides the moment it happens, so nobody chases
              faxes, phone calls or spreadsheets again.
            </Typography>
            <Box sx={{ display: 'flex', gap: 1.5, mt: 4, flexWrap: 'wrap' }}>
              <Button variant="contained" size="large" onClick={() => scrollToSection('waitlist')}>
                Join the Waitlist
              </Button>
              <Button variant="outlined" size="large" onClick={() => scrollToSection('demo')}>
                See the Demo
              </Button>
            </Box>
            <GetHelpLink />
            <Box
              component="ul"
              sx={{ listStyle: 'none', p: 0, m: 0, mt: 3, display: 'flex', flexWrap: 'wrap', gap: 2 }}
            >
              {promises.map((promise) => (
                <Box component="li" key={promise} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                  <CheckCircleOutlinedIcon aria-hidden sx={{ fontSize: 18, color: 'success.main' }} />
                  <Typography variant="body2" color="text.secondary">
                    {promise}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
          <HeroCaseRecord />
        </Box>
      </Container>
    </Box>
  );
}
