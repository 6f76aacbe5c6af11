import { useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { refreshUnreadCount } from '../messageCache';

/**
 * Asks the server for the badge's count again when a message list opens. Reads made elsewhere (another
 * browser tab, another device) reach no event, so the count kept live since the page loaded may be high.
 */
export function useResyncUnreadCount(): void {
  const client = useApolloClient();
  useEffect(() => refreshUnreadCount(client.cache), [client]);
}
