import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { CurrentUser } from '../auth/currentUser';
import { AccountSummary } from './AccountSummary';
import { isNavLinkActive, type NavLink } from './navLinks';

interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  links: readonly NavLink[];
  pathname: string;
  user: CurrentUser | null;
}

/** The navigation links for narrow screens. */
export function NavDrawer({ open, onClose, links, pathname, user }: NavDrawerProps) {
  return (
    <Drawer anchor="left" open={open} onClose={onClose}>
      <Box sx={{ width: 272, p: 2 }}>
        <Typography variant="h6" component="p" color="primary" sx={{ px: 1, mb: 1 }}>
          Casebridge
        </Typography>
        {user && (
          <Box sx={{ px: 1, mb: 1 }}>
            <AccountSummary user={user} />
          </Box>
        )}
        <Divider sx={{ mb: 1 }} />
        <nav aria-label="Mobile navigation">
          <List disablePadding>
            {links.map((link) => {
              const active = isNavLinkActive(link, pathname);
              return (
                <ListItemButton
                  key={link.to}
                  component={RouterLink}
                  to={link.to}
                  selected={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={onClose}
                  sx={{ mb: 0.5 }}
                >
                  <ListItemText primary={link.label} />
                </ListItemButton>
              );
            })}
          </List>
        </nav>
      </Box>
    </Drawer>
  );
}
