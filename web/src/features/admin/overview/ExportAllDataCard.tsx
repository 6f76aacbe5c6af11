import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import BackupOutlinedIcon from '@mui/icons-material/BackupOutlined';
import { SectionCard } from '../../../components/SectionCard';
import { useExportAllData } from './useExportAllData';

/** Export All Data: a JSON backup of every record on the platform, without credentials. */
export function ExportAllDataCard() {
  const { exportAllData, checking } = useExportAllData();
  return (
    <SectionCard title="Platform Backup">
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          Every record of every clinic as one JSON file: clinics, users, patients, cases, messages, documents&apos;
          details, billing, ledgers, the waitlist and the audit log. Passwords, sessions and other credentials are left
          out, as are the uploaded files themselves. The export is recorded in the audit log.
        </Typography>
        <Button
          variant="contained"
          startIcon={<BackupOutlinedIcon />}
          onClick={() => void exportAllData()}
          disabled={checking}
        >
          {checking ? 'Starting export...' : 'Export All Data'}
        </Button>
      </Box>
    </SectionCard>
  );
}
