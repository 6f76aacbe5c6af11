import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { LoadingState } from '../../components/LoadingState';
import { useCurrentUser } from '../auth/useCurrentUser';
import { useLogout } from '../auth/useLogout';
import { NavBar } from './NavBar';

/** The frame of every route except the landing page: navigation bar above the page. */
export function Layout() {
  const { user, loading } = useCurrentUser();
  const { logOut, loggingOut } = useLogout();

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <NavBar user={user} userLoading={loading} onLogOut={() => void logOut()} loggingOut={loggingOut} />
      <Container component="main" maxWidth="lg" sx={{ flex: 1, py: { xs: 3, md: 4 } }}>
        {/* Keeps the navigation bar on screen while a page's code loads. */}
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
