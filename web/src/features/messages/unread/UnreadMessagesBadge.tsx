import type { ReactNode } from 'react';
import Badge from '@mui/material/Badge';

/** Above this the badge reads "99+" (the server counts up to 100). */
const MAX_SHOWN = 99;

/** Words for screen readers: "1 unread message", "12 unread messages", "more than 99 unread messages". */
export function unreadMessagesText(count: number): string {
  if (count > MAX_SHOWN) return `more than ${MAX_SHOWN} unread messages`;
  return count === 1 ? '1 unread message' : `${count} unread messages`;
}

interface UnreadMessagesBadgeProps {
  /** Unread messages; no badge when 0. */
  count: number;
  /**
   * Id for the count in words. The link sets `aria-describedby` to it, so its name stays "Messages"
   * and screen readers add "12 unread messages".
   */
  descriptionId: string;
  /** The label the badge sits on. */
  children: ReactNode;
}

/** The unread message count on a navigation link ("99+" above 99). */
export function UnreadMessagesBadge({ count, descriptionId, children }: UnreadMessagesBadgeProps) {
  if (count <= 0) return children;
  return (
    <Badge
      badgeContent={count}
      max={MAX_SHOWN}
      color="error"
      slotProps={{ badge: { 'aria-hidden': true } }}
      sx={{ '& .MuiBadge-badge': { right: -12 } }}
    >
      {children}
      <span id={descriptionId} hidden>
        {unreadMessagesText(count)}
      </span>
    </Badge>
  );
}
