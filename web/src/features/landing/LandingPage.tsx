import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { paths } from '../../app/paths';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { LoginDialog } from '../auth/LoginDialog';
import { useLoginQueryParam } from './useLoginQueryParam';

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
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container
          maxWidth="lg"
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', py: 1.5 }}
        >
          <Typography variant="h6" component="p" color="primary" sx={{ fontWeight: 700 }}>
            Casebridge
          </Typography>
          <Button variant="outlined" onClick={startLogin}>
            Login
          </Button>
        </Container>
      </Box>

      <Box
        component="main"
        sx={{
          flex: 1,
          display: 'flex',
          alignItems: 'center',
          background: (theme) => `linear-gradient(160deg, ${theme.palette.background.default} 0%, #e3edf9 100%)`,
        }}
      >
        <Container maxWidth="md" sx={{ py: { xs: 8, md: 14 }, textAlign: 'center' }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '2.5rem', md: '3.5rem' } }}>
            Casebridge
          </Typography>
          <Typography variant="h5" component="p" color="text.secondary" sx={{ mt: 2, fontWeight: 400 }}>
            Case management for personal-injury chiropractic clinics and the attorneys they work with
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 2, maxWidth: 620, mx: 'auto' }}>
            One shared record of every case: patient, treatment, documents, messages, bills and settlement.
          </Typography>
          <Button variant="contained" size="large" onClick={startLogin} sx={{ mt: 5, px: 5 }}>
            Login
          </Button>
        </Container>
      </Box>

      <LoginDialog open={loginOpen} onClose={() => setLoginOpen(false)} />
    </Box>
  );
}
