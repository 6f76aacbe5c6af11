import { useState } from 'react';
import Box from '@mui/material/Box';
import { SectionCard } from '../../../components/SectionCard';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { type AuditFilterValues, noAuditFilters } from './auditFilters';
import { AuditFilters } from './AuditFilters';
import { AuditLogList } from './AuditLogList';

/** How long typing in the actor box must pause before the list is asked again. */
export const ACTOR_SEARCH_DELAY_MS = 300;

/** The Audit tab: the whole audit log, newest first, filtered by action, entity, dates and actor. */
export function AuditTab() {
  const [filters, setFilters] = useState<AuditFilterValues>(noAuditFilters);
  const actor = useDebouncedValue(filters.actor.trim(), ACTOR_SEARCH_DELAY_MS);

  return (
    <SectionCard title="Audit Log">
      <Box sx={{ px: 2.5, pt: 2, pb: 1.5 }}>
        <AuditFilters values={filters} onChange={setFilters} />
      </Box>
      <AuditLogList filters={{ ...filters, actor }} />
    </SectionCard>
  );
}
