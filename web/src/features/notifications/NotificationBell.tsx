import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import { formatDateTime } from '../../lib/format';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotificationBell } from './useNotifications';

const MAX_SHOWN = 99;

/** "Notifications, 3 unread": the button's name carries the count for screen readers. */
export function bellLabel(unread: number): string {
  if (unread <= 0) return 'Notifications';
  return `Notifications, ${unread > MAX_SHOWN ? `more than ${MAX_SHOWN}` : unread} unread`;
}

/** The navigation bar's bell: live unread badge, the latest notifications, mark all read, the full page. */
export function NotificationBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const navigate = useNavigate();
  const { unread, notifications } = useNotificationBell(true);
  const markRead = useMarkNotificationRead();
  const [markAllRead, markingAll] = useMarkAllNotificationsRead();
  const close = () => setAnchor(null);

  const open = (id: number, link: string, isRead: boolean) => {
    close();
    if (!isRead) void markRead(id);
    void navigate(link);
  };

  return (
    <>
      <IconButton
        aria-label={bellLabel(unread)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="notification-bell"
      >
        {/* No badge at 0: MUI keeps an invisible badge's last count in the page, text axe finds missing from the name. */}
        {unread > 0 ? (
          <Badge
            badgeContent={unread}
            max={MAX_SHOWN}
            color="error"
            slotProps={{ badge: { 'aria-hidden': true, 'data-testid': 'notification-count' } as object }}
          >
            <NotificationsOutlinedIcon />
          </Badge>
        ) : (
          <NotificationsOutlinedIcon />
        )}
      </IconButton>
      {/* A popover, not a Menu: the heading and Mark all read sit outside the menu, which may hold only menu items. */}
      <Popover
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 360, maxWidth: '90vw' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Notifications
          </Typography>
          <Button size="small" onClick={() => void markAllRead()} disabled={unread === 0 || markingAll.loading}>
            Mark all read
          </Button>
        </Box>
        <Divider />
        <MenuList aria-label="Notifications" autoFocusItem>
          {notifications.length === 0 && (
            <MenuItem disabled>
              <ListItemText primary="You're all caught up" secondary="Nothing new yet." />
            </MenuItem>
          )}
          {notifications.map((n) => (
            <MenuItem
              key={n.id}
              onClick={() => open(n.id, n.link, n.readAt !== null)}
              sx={{ whiteSpace: 'normal', alignItems: 'flex-start', bgcolor: n.readAt ? undefined : 'action.hover' }}
            >
              <ListItemText
                primary={n.title}
                secondary={[n.body, formatDateTime(String(n.createdAt))].filter(Boolean).join(' · ')}
                slotProps={{ primary: { sx: { fontWeight: n.readAt ? 400 : 600 } } }}
              />
            </MenuItem>
          ))}
          <Divider />
          <MenuItem
            onClick={() => {
              close();
              void navigate('/notifications');
            }}
          >
            <ListItemText primary="See all notifications and e-mail settings" />
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}
