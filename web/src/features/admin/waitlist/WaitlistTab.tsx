import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { SectionCard } from '../../../components/SectionCard';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { ContactInbox } from '../contact/ContactInbox';
import { ExportWaitlistButton } from './ExportWaitlistButton';
import { WaitlistEntryList } from './WaitlistEntryList';
import { WaitlistSearchField } from './WaitlistSearchField';
import { WaitlistStatsCards } from './WaitlistStatsCards';

/** How long typing must pause before the search runs. */
export const SEARCH_DELAY_MS = 300;

/**
 * The Waitlist tab: the figures, the searchable list with its actions and the JSON export, and the
 * contact form's messages (the other way practices reach the operator before they are customers).
 */
export function WaitlistTab() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);

  return (
    <Stack spacing={3}>
      <WaitlistStatsCards />
      <SectionCard title="Waitlist Entries" action={<ExportWaitlistButton />}>
        <Box sx={{ px: 2.5, pt: 2, pb: 1.5 }}>
          <WaitlistSearchField value={searchText} onChange={setSearchText} />
        </Box>
        <WaitlistEntryList search={search || null} />
      </SectionCard>
      <ContactInbox />
    </Stack>
  );
}
