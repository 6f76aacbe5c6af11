import { useSearchParams } from 'react-router-dom';
import { TAB_PARAM, useTabParam } from '../../lib/useTabParam';
import { DEFAULT_ADMIN_TAB, adminTabs, type AdminTab } from './adminTabs';

/**
 * The open tab, read from and written to the address (`?tab=waitlist`), so a reload or a shared link
 * keeps it; among `tabs` (the caller's areas), with what the address asked for.
 */
export function useAdminTab(tabs: readonly { value: AdminTab }[] = adminTabs) {
  const [searchParams] = useSearchParams();
  const fallback = tabs.some((candidate) => candidate.value === DEFAULT_ADMIN_TAB)
    ? DEFAULT_ADMIN_TAB
    : (tabs[0]?.value ?? DEFAULT_ADMIN_TAB);
  return { ...useTabParam(tabs, fallback), requested: searchParams.get(TAB_PARAM) };
}
