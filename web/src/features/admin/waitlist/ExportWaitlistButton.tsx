import Button from '@mui/material/Button';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useWaitlistExport } from './useWaitlistExport';

/** Export Data: the whole waitlist as a JSON file. */
export function ExportWaitlistButton() {
  const { exportWaitlist, exporting } = useWaitlistExport();
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<FileDownloadOutlinedIcon />}
      onClick={() => void exportWaitlist()}
      disabled={exporting}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {exporting ? 'Exporting...' : 'Export Data'}
    </Button>
  );
}
