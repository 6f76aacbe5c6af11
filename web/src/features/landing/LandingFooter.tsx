import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useHydrated } from '../../lib/useHydrated';
import { BrandMark } from './BrandMark';
import { landingSections } from './landingSections';
import { scrollToSection } from './scrollToSection';

/** Brand, the section links again, and the fine print. */
export function LandingFooter({ onLogin }: { onLogin: () => void }) {
  // The visit's year, not the build's: the prerendered page leaves it out until hydration.
  const year = useHydrated() ? ` ${new Date().getFullYear()}` : '';

  return (
    <Box component="footer" sx={{ bgcolor: '#13243b', color: '#d7e0ec', pt: 6, pb: 4 }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            justifyContent: 'space-between',
            gap: 4,
          }}
        >
          <Box sx={{ maxWidth: 360 }}>
            <BrandMark inverted />
            <Typography variant="body2" sx={{ mt: 1.5, color: '#c3cedd' }}>
              One live case record for personal-injury chiropractic clinics and the attorneys they work with.
            </Typography>
          </Box>
          <Box
            component="nav"
            aria-label="Footer"
            sx={{ display: 'flex', flexWrap: 'wrap', alignContent: 'flex-start', gap: 0.5, mx: -1 }}
          >
            {landingSections.map((section) => (
              <Button
                key={section.id}
                onClick={() => scrollToSection(section.id)}
                sx={{ color: '#ffffff', '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.08)' } }}
              >
                {section.label}
              </Button>
            ))}
            <Button onClick={onLogin} sx={{ color: '#ffffff', '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.08)' } }}>
              Login
            </Button>
          </Box>
        </Box>
        <Box
          sx={{
            mt: 5,
            pt: 3,
            borderTop: '1px solid rgba(255, 255, 255, 0.16)',
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            justifyContent: 'space-between',
            gap: 1,
          }}
        >
          <Typography variant="body2" sx={{ color: '#c3cedd' }}>
            ©{year} Casebridge. All rights reserved.
          </Typography>
          <Typography variant="body2" sx={{ color: '#c3cedd' }}>
            Figures in the demo are sample data.
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
