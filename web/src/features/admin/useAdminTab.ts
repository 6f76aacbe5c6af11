import { useTabParam } from '../../lib/useTabParam';
import { DEFAULT_ADMIN_TAB, adminTabs } from './adminTabs';

/** The open tab, read from and written to the address (`?tab=waitlist`), so a reload or a shared link keeps it. */
export function useAdminTab() {
  return useTabParam(adminTabs, DEFAULT_ADMIN_TAB);
}
