import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { UnreadMessagesBadge } from '../../features/messages/unread/UnreadMessagesBadge';
import type { CurrentUser } from '../auth/currentUser';
import { paths } from '../paths';
import { HelpSupportLink } from '../../features/support/HelpSupportLink';
import { AccountSummary } from './AccountSummary';
import { isNavLinkActive, type NavLink, type NavSections } from './navLinks';

interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  sections: NavSections;
  pathname: string;
  user: CurrentUser | null;
  /** The count on links with an unread-messages badge. */
  unreadMessages: number;
}

/** The navigation links for narrow screens. */
export function NavDrawer({ open, onClose, sections, pathname, user, unreadMessages }: NavDrawerProps) {
  const badgeDescriptionId = useId();
  const item = (link: NavLink) => {
    const active = isNavLinkActive(link, pathname);
    const badgeCount = link.badge === 'unreadMessages' ? unreadMessages : 0;
    return (
      <ListItem disablePadding key={link.to}>
        <ListItemButton
          component={RouterLink}
          to={link.to}
          selected={active}
          aria-current={active ? 'page' : undefined}
          aria-describedby={badgeCount > 0 ? badgeDescriptionId : undefined}
          onClick={onClose}
          sx={{ mb: 0.5 }}
        >
          <ListItemText
            primary={
              <UnreadMessagesBadge count={badgeCount} descriptionId={badgeDescriptionId}>
                {link.label}
              </UnreadMessagesBadge>
            }
          />
        </ListItemButton>
      </ListItem>
    );
  };
  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': 'Navigation menu' } }}>
      <Box sx={{ width: 272, p: 2 }}>
        <Typography variant="h6" component="p" color="primary" sx={{ px: 1, mb: 1 }}>
          Casebridge
        </Typography>
        {user && (
          <Box sx={{ px: 1, mb: 1 }}>
            <AccountSummary user={user} onNavigate={onClose} />
            <Link component={RouterLink} to={paths.developers} onClick={onClose} variant="body2">
              Developers: API and webhooks
            </Link>
            <HelpSupportLink user={user} variant="link" onNavigate={onClose} />
          </Box>
        )}
        <Divider sx={{ mb: 1 }} />
        <nav aria-label="Mobile navigation">
          <List disablePadding>{sections.primary.map(item)}</List>
          {sections.more.length > 0 && (
            <List disablePadding subheader={<ListSubheader disableSticky>More</ListSubheader>}>
              {sections.more.map(item)}
            </List>
          )}
        </nav>
      </Box>
    </Drawer>
  );
}
