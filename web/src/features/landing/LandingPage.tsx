import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { paths } from '../../app/paths';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { LoginDialog } from '../auth/LoginDialog';
import { ContactSection } from './contact/ContactSection';
import { DemoSection } from './demo/DemoSection';
import { FeaturesSection } from './FeaturesSection';
import { HeroSection } from './HeroSection';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';
import { PricingSection } from './pricing/PricingSection';
import { useLoginQueryParam } from './useLoginQueryParam';
import { WaitlistSection } from './waitlist/WaitlistSection';

/** The public landing page at / and /landing (no navigation bar): the pitch, the sections and the login dialog. */
export default function LandingPage() {
  useDocumentTitle('Personal-injury case management');
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const [loginOpen, setLoginOpen] = useState(false);
  const openLogin = useCallback(() => setLoginOpen(true), []);
  useLoginQueryParam(openLogin);

  const startLogin = () => (user ? navigate(paths.dashboard) : openLogin());

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <LandingHeader onLogin={startLogin} />
      <Box component="main" sx={{ flex: 1 }}>
        <HeroSection />
        <FeaturesSection />
        <DemoSection />
        <PricingSection />
        <WaitlistSection />
        <ContactSection />
      </Box>
      <LandingFooter onLogin={startLogin} />
      <LoginDialog open={loginOpen} onClose={() => setLoginOpen(false)} />
    </Box>
  );
}
