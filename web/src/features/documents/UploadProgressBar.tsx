import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { UploadProgress } from './uploadRequest';

interface UploadProgressBarProps {
  fileName: string;
  progress: UploadProgress;
  onCancel: () => void;
}

/** The share of the file sent so far, then "Processing" while the server checks and stores it; Cancel stops it. */
export function UploadProgressBar({ fileName, progress, onCancel }: UploadProgressBarProps) {
  const percent = progress.total ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : null;
  const sent = percent === 100;

  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
          <Typography variant="body2" noWrap>
            {sent ? `Processing ${fileName}...` : `Uploading ${fileName}...`}
          </Typography>
          {percent !== null && (
            <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {percent}%
            </Typography>
          )}
        </Box>
        <LinearProgress
          aria-label="Upload progress"
          variant={percent === null || sent ? 'indeterminate' : 'determinate'}
          value={percent ?? undefined}
        />
      </Box>
      <Button onClick={onCancel} color="inherit" variant="outlined" size="small">
        Cancel
      </Button>
    </Box>
  );
}
