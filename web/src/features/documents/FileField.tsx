import { useId, type Ref } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { alpha } from '@mui/material/styles';
import { focusRing } from '../../theme';
import { formatFileSize } from './fileSize';

/**
 * The real input stays in the accessibility tree and takes focus; a label drawn as an outlined button
 * is its visible part. (A MUI Button as the label would be a second, nested control around the input.)
 */
const visuallyHidden = {
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  width: 1,
  overflow: 'hidden',
  position: 'absolute',
  whiteSpace: 'nowrap',
  bottom: 0,
  left: 0,
} as const;

interface FileFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  inputRef: Ref<HTMLInputElement>;
  /** The input's `accept` list, e.g. ".pdf,.png"; a hint for the browser's chooser only. */
  accept?: string;
  error?: string;
  helperText?: string;
  disabled?: boolean;
}

/** Choose File, then the chosen file's name and size, or the reason it cannot be uploaded. */
export function FileField({ file, onChange, inputRef, accept, error, helperText, disabled }: FileFieldProps) {
  const helperId = useId();
  const message = error ?? helperText;

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Box
          component="label"
          sx={(theme) => {
            const color = error ? theme.palette.error.main : theme.palette.primary.main;
            return {
              display: 'inline-flex',
              alignItems: 'center',
              gap: 1,
              px: 2,
              py: '5px',
              border: 1,
              borderColor: alpha(color, 0.5),
              borderRadius: 2,
              color,
              typography: 'button',
              cursor: disabled ? 'default' : 'pointer',
              opacity: disabled ? 0.5 : 1,
              '&:hover': disabled ? undefined : { borderColor: color, backgroundColor: alpha(color, 0.04) },
              '&:has(input:focus-visible)': focusRing,
            };
          }}
        >
          <AttachFileIcon fontSize="small" />
          Choose File
          <Box
            component="input"
            ref={inputRef}
            type="file"
            name="file"
            accept={accept}
            disabled={disabled}
            aria-describedby={message ? helperId : undefined}
            aria-invalid={Boolean(error)}
            onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
            sx={visuallyHidden}
          />
        </Box>
        <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>
          {file ? `${file.name} · ${formatFileSize(file.size)}` : 'No file chosen'}
        </Typography>
      </Box>
      {message && (
        <FormHelperText id={helperId} error={Boolean(error)}>
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}
