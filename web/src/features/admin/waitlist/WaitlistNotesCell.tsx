import { useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useSaveWaitlistNotes } from './useSaveWaitlistNotes';

interface WaitlistNotesCellProps {
  entry: { id: number; name: string; notes?: string | null };
  /** The id of the element naming the row's entry, which describes the edit button. */
  describedBy: string;
}

/**
 * The operator's notes on an entry, edited in place: the pencil (or a click on the text) opens a
 * field; Enter, leaving the field or Save saves (Shift+Enter starts a new line); Escape or Cancel
 * puts the notes back. A refused save keeps the field open with the server's reason under it.
 */
export function WaitlistNotesCell({ entry, describedBy }: WaitlistNotesCellProps) {
  const saveNotes = useSaveWaitlistNotes();
  const notes = entry.notes ?? '';
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(notes);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Set while a save runs and once the editor closes, so the blur that follows Enter does not save twice.
  const busy = useRef(false);
  // Closed from the keyboard or the editor's buttons: the pencil gets the focus back.
  const refocus = useRef(false);

  const startEditing = () => {
    busy.current = false;
    setDraft(notes);
    setError(null);
    setEditing(true);
  };

  const close = (returnFocus: boolean) => {
    busy.current = true;
    refocus.current = returnFocus;
    setEditing(false);
    setError(null);
  };

  const save = async (returnFocus: boolean) => {
    if (busy.current) return;
    if (draft.trim() === notes.trim()) {
      close(returnFocus);
      return;
    }
    busy.current = true;
    setSaving(true);
    const result = await saveNotes(entry, draft);
    setSaving(false);
    if (result.saved) {
      close(returnFocus);
    } else {
      busy.current = false;
      setError(result.error);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void save(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Focus moving to this cell's own Save or Cancel button is not leaving the editor.
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    void save(false);
  };

  if (!editing) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, minWidth: 160 }}>
        <Typography
          variant="body2"
          color={notes ? 'text.primary' : 'text.secondary'}
          onClick={startEditing}
          title={notes || undefined}
          sx={{
            flex: 1,
            pt: 0.75,
            cursor: 'text',
            overflowWrap: 'anywhere',
            whiteSpace: 'pre-line',
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            fontStyle: notes ? undefined : 'italic',
          }}
        >
          {notes || 'No notes'}
        </Typography>
        <Tooltip title="Edit notes">
          <IconButton
            ref={(button) => {
              if (button && refocus.current) {
                refocus.current = false;
                button.focus();
              }
            }}
            size="small"
            aria-label="Edit notes"
            aria-describedby={describedBy}
            onClick={startEditing}
          >
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    );
  }

  // Mouse down on Save and Cancel keeps the focus in the field, so its blur does not save first.
  const keepFocus = (event: MouseEvent) => event.preventDefault();

  return (
    <Box onBlur={onBlur} sx={{ minWidth: 240 }}>
      <TextField
        size="small"
        multiline
        maxRows={6}
        autoFocus
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        error={Boolean(error)}
        helperText={error ?? 'Enter saves · Esc cancels'}
        slotProps={{
          htmlInput: { 'aria-label': `Notes on ${entry.name}`, readOnly: saving },
          formHelperText: { role: error ? 'alert' : undefined },
        }}
      />
      <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
        <Button
          size="small"
          variant="contained"
          onMouseDown={keepFocus}
          onClick={() => void save(true)}
          disabled={saving}
        >
          {saving ? 'Saving...' : 'Save'}
        </Button>
        <Button size="small" onMouseDown={keepFocus} onClick={() => close(true)} disabled={saving}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
}
