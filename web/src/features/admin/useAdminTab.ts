import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_TAB_PARAM, adminTabOf, type AdminTab } from './adminTabs';

/** The open tab, read from and written to the address (`?tab=waitlist`), so a reload or a shared link keeps it. */
export function useAdminTab() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = adminTabOf(searchParams.get(ADMIN_TAB_PARAM));

  const openTab = useCallback(
    (next: AdminTab) =>
      setSearchParams(
        (params) => {
          const updated = new URLSearchParams(params);
          updated.set(ADMIN_TAB_PARAM, next);
          return updated;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return { tab, openTab };
}
