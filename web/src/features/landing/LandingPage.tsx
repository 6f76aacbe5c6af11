import { lazy, Suspense, useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useHydrated } from '../../lib/useHydrated';
import { DemoSection } from './demo/DemoSection';
import { FeaturesSection } from './FeaturesSection';
import { HeroSection } from './HeroSection';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';
import { useLoginQueryParam } from './useLoginQueryParam';

const LandingLiveSections = lazy(() => import('./LandingLiveSections'));
const LandingLogin = lazy(() => import('./LandingLogin'));

/** Where the API's sections go until they have loaded (and in the prerendered page). */
const liveSectionsPlaceholder = <Box sx={{ minHeight: '100vh' }} aria-busy="true" />;

/**
 * The public landing page at / and /landing (no navigation bar): the pitch, the sections and the
 * login dialog. What needs the API (pricing, the forms, login) loads after the first paint. The build
 * prerenders the rest into the served HTML (scripts/prerender-landing.mjs), so it paints before any script runs.
 */
export default function LandingPage() {
  useDocumentTitle('Personal-injury case management');
  const [loginOpen, setLoginOpen] = useState(false);
  const [loginRequested, setLoginRequested] = useState(false);
  const openLogin = useCallback(() => {
    setLoginRequested(true);
    setLoginOpen(true);
  }, []);
  useLoginQueryParam(openLogin);
  const hydrated = useHydrated();

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <LandingHeader onLogin={openLogin} />
      <Box component="main" sx={{ flex: 1 }}>
        <HeroSection />
        <FeaturesSection />
        <DemoSection />
        <Suspense fallback={liveSectionsPlaceholder}>
          {hydrated ? <LandingLiveSections /> : liveSectionsPlaceholder}
        </Suspense>
      </Box>
      <LandingFooter onLogin={openLogin} />
      {loginRequested && (
        <Suspense fallback={null}>
          <LandingLogin open={loginOpen} onClose={() => setLoginOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
