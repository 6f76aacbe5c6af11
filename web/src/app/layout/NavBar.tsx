import { useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import CodeIcon from '@mui/icons-material/Code';
import { UnreadMessagesBadge } from '../../features/messages/unread/UnreadMessagesBadge';
import { useUnreadMessageCount } from '../../features/messages/unread/useUnreadMessageCount';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import type { CurrentUser } from '../auth/currentUser';
import { paths } from '../paths';
import { HelpSupportLink } from '../../features/support/HelpSupportLink';
import { AccountSummary } from './AccountSummary';
import { NavDrawer } from './NavDrawer';
import { MoreNavMenu } from './MoreNavMenu';
import { isNavLinkActive, navSectionsFor } from './navLinks';

interface NavBarProps {
  user: CurrentUser | null;
  userLoading: boolean;
  onLogOut: () => void;
  loggingOut: boolean;
}

/**
 * The bar above every page but the landing page. A visitor who is not signed in (at /superadmin, an
 * invitation or reset link, a page they were refused) sees only the brand and Log in: the sections
 * are for signed-in users.
 */
export function NavBar({ user, userLoading, onLogOut, loggingOut }: NavBarProps) {
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const sections = user ? navSectionsFor(user.role) : { primary: [], more: [] };
  const unreadMessages = useUnreadMessageCount(user?.id ?? null);
  const badgeDescriptionId = useId();

  return (
    <AppBar position="sticky">
      <Toolbar sx={{ gap: 1 }}>
        {user && (
          <IconButton
            edge="start"
            aria-label="Open navigation menu"
            onClick={() => setDrawerOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Typography
          component={RouterLink}
          to={user ? paths.dashboard : paths.landing}
          variant="h6"
          color="primary"
          sx={{ textDecoration: 'none', mr: 2, fontWeight: 700 }}
        >
          Casebridge
        </Typography>

        {user && (
          <Box
            component="nav"
            aria-label="Main navigation"
            // The links scroll sideways when they outnumber the width, so the account and Log out stay in view.
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.25, flex: 1, minWidth: 0, overflowX: 'auto' }}
          >
            {sections.primary.map((link) => {
              const active = isNavLinkActive(link, pathname);
              const badgeCount = link.badge === 'unreadMessages' ? unreadMessages : 0;
              return (
                <Button
                  key={link.to}
                  component={RouterLink}
                  to={link.to}
                  aria-current={active ? 'page' : undefined}
                  aria-describedby={badgeCount > 0 ? badgeDescriptionId : undefined}
                  color={active ? 'primary' : 'inherit'}
                  sx={{
                    color: active ? 'primary.main' : 'text.secondary',
                    bgcolor: active ? 'action.selected' : 'transparent',
                    whiteSpace: 'nowrap',
                    flexShrink: 0,
                    minWidth: 0,
                    px: 1,
                    // Room inside the button for the badge, which sits past the label's end.
                    pr: badgeCount > 0 ? 3 : undefined,
                  }}
                >
                  <UnreadMessagesBadge count={badgeCount} descriptionId={badgeDescriptionId}>
                    {link.label}
                  </UnreadMessagesBadge>
                </Button>
              );
            })}
            <MoreNavMenu links={sections.more} pathname={pathname} />
          </Box>
        )}

        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, ml: 'auto', flexShrink: 0 }}>
          {user && <NotificationBell />}
          <HelpSupportLink user={user} variant="icon" />
          {user && (
            <IconButton
              component={RouterLink}
              to={paths.developers}
              aria-label="Developers: API and webhooks"
              sx={{ display: { xs: 'none', lg: 'inline-flex' } }}
            >
              <CodeIcon />
            </IconButton>
          )}
          {user && (
            <Box sx={{ display: { xs: 'none', sm: 'block' }, textAlign: 'right' }}>
              <AccountSummary user={user} />
            </Box>
          )}
          {user && (
            <Button variant="outlined" onClick={onLogOut} disabled={loggingOut}>
              Log out
            </Button>
          )}
          {!user && !userLoading && (
            <Button variant="contained" component={RouterLink} to={paths.login}>
              Log in
            </Button>
          )}
        </Box>
      </Toolbar>
      {user && (
        <NavDrawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          sections={sections}
          pathname={pathname}
          user={user}
          unreadMessages={unreadMessages}
        />
      )}
    </AppBar>
  );
}
