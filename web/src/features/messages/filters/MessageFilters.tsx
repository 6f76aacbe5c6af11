import { useCallback } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { SearchField } from '../../../components/SearchField';
import type { MessageFilterParams } from './messageFilterParams';
import { useMarkAllRead } from './useMarkAllRead';

interface MessageFiltersProps {
  params: MessageFilterParams;
  onChange: (changes: Partial<MessageFilterParams>) => void;
}

/** Secure Messaging's search (subjects and texts, on the server), Unread only, and Mark all read. */
export function MessageFilters({ params, onChange }: MessageFiltersProps) {
  const { markAllRead, marking } = useMarkAllRead();
  // Stable, so a re-render while typing does not restart the search box's pause.
  const onSearch = useCallback((search: string) => onChange({ search }), [onChange]);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
      <Box sx={{ flex: '1 1 260px', maxWidth: 480, display: 'flex', '& > *': { flex: 1 } }}>
        <SearchField
          value={params.search}
          onSearch={onSearch}
          label="Search messages"
          placeholder="Subject or message text"
        />
      </Box>
      <FormControlLabel
        control={
          <Switch checked={params.unreadOnly} onChange={(event) => onChange({ unreadOnly: event.target.checked })} />
        }
        label="Unread only"
      />
      <Box sx={{ flex: 1 }} />
      <Button variant="outlined" startIcon={<DoneAllIcon />} onClick={() => void markAllRead()} disabled={marking}>
        {marking ? 'Marking...' : 'Mark all read'}
      </Button>
    </Box>
  );
}
