import { useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { SalesWaitlistQuery } from './salesQueries';
import { useSalesActions } from './useSalesActions';

interface RepOption {
  id: number;
  firstName: string;
  lastName: string;
  isActive: boolean;
}

/** Find a waitlist signup and turn it into a lead in one click, optionally assigned to a rep. */
export function ConvertWaitlistDialog({
  open,
  reps,
  convertedIds,
  onClose,
}: {
  open: boolean;
  reps: readonly RepOption[];
  /** Signups already leads: shown as such, not offered again. */
  convertedIds: ReadonlySet<number>;
  onClose: () => void;
}) {
  const titleId = useId();
  const [search, setSearch] = useState('');
  const [repId, setRepId] = useState<number | ''>('');
  const debounced = useDebouncedValue(search, 300);
  const { data } = useQuery(SalesWaitlistQuery, { variables: { search: debounced || null }, skip: !open });
  const { convertWaitlist } = useSalesActions();
  const [busy, setBusy] = useState<number | null>(null);
  const entries = data?.waitlistEntries.nodes ?? [];
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Convert from waitlist</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Search the waitlist"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            helperText="Name, practice or e-mail"
          />
          <TextField
            select
            label="Assign to"
            value={repId}
            onChange={(event) => setRepId(event.target.value === '' ? '' : Number(event.target.value))}
          >
            <MenuItem value="">Nobody yet</MenuItem>
            {reps
              .filter((rep) => rep.isActive)
              .map((rep) => (
                <MenuItem key={rep.id} value={rep.id}>
                  {rep.firstName} {rep.lastName}
                </MenuItem>
              ))}
          </TextField>
          {entries.length === 0 ? (
            <Typography color="text.secondary">No waitlist signup matches.</Typography>
          ) : (
            <List aria-label="Waitlist signups" dense>
              {entries.map((entry) => (
                <ListItem
                  key={entry.id}
                  aria-label={entry.name}
                  secondaryAction={
                    convertedIds.has(entry.id) ? (
                      <Typography variant="body2" color="text.secondary">
                        Already a lead
                      </Typography>
                    ) : (
                      <Button
                        size="small"
                        variant="outlined"
                        disabled={busy === entry.id}
                        aria-label={`Convert ${entry.name} to a lead`}
                        onClick={async () => {
                          setBusy(entry.id);
                          const outcome = await convertWaitlist(entry.id, repId === '' ? null : repId);
                          setBusy(null);
                          if (outcome.ok) onClose();
                        }}
                      >
                        Convert
                      </Button>
                    )
                  }
                >
                  <ListItemText
                    primary={`${entry.practiceName} (${entry.name})`}
                    secondary={`${entry.email} · ${entry.state}`}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
