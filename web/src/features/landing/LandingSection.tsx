import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { headingIdOf, type LandingSectionId } from './landingSections';

interface LandingSectionProps {
  id: LandingSectionId;
  /** The small line above the heading. */
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  /** Alternate bands between white and the page background. */
  tinted?: boolean;
  children: ReactNode;
}

/**
 * One section of the landing page: a region named by its h2, focusable from script (the nav moves
 * focus here after scrolling) but not a Tab stop.
 */
export function LandingSection({ id, eyebrow, title, intro, tinted = false, children }: LandingSectionProps) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingIdOf(id)}
      tabIndex={-1}
      sx={{
        py: { xs: 7, md: 10 },
        bgcolor: tinted ? 'background.default' : 'background.paper',
        '&:focus': { outline: 'none' },
      }}
    >
      <Container maxWidth="lg">
        <Box sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: { xs: 4, md: 6 } }}>
          <Typography
            component="p"
            variant="overline"
            color="primary"
            sx={{ fontWeight: 700, letterSpacing: '0.12em' }}
          >
            {eyebrow}
          </Typography>
          <Typography id={headingIdOf(id)} variant="h2" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
            {title}
          </Typography>
          {intro && (
            <Typography color="text.secondary" sx={{ mt: 2, fontSize: { md: '1.0625rem' } }}>
              {intro}
            </Typography>
          )}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
