import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { SectionCard } from '../../../components/SectionCard';
import { serverMessage } from '../../../lib/graphqlErrors';
import { refetchInBackground } from '../../../lib/refetchInBackground';
import { BulkOperationsDialog } from './bulk-operations/BulkOperationsDialog';
import { SystemSettingsQuery } from './settingsQueries';
import { SystemSettingsForm } from './SystemSettingsForm';

/** The Settings tab: platform settings that take effect when saved, and the bulk operations. */
export function SettingsTab() {
  const [bulkOpen, setBulkOpen] = useState(false);
  const { data, error, refetch } = useQuery(SystemSettingsQuery, { fetchPolicy: 'cache-and-network' });

  return (
    <Stack spacing={3}>
      <SectionCard title="Platform Settings">
        {data ? (
          <SystemSettingsForm settings={data.systemSettings} />
        ) : error ? (
          <ErrorState
            title="Could not load the settings"
            message={serverMessage(error)}
            onRetry={() => refetchInBackground(refetch)}
          />
        ) : (
          <LoadingState label="Loading the settings..." />
        )}
      </SectionCard>
      <SectionCard
        title="Bulk Operations"
        action={
          <Button variant="outlined" onClick={() => setBulkOpen(true)}>
            Bulk Operations
          </Button>
        }
      >
        <Box sx={{ p: 2.5 }}>
          <Typography variant="body2" color="text.secondary">
            Deactivate users with no login for 90 days, or archive cases closed more than 1 year ago. Each shows how
            many records it would change and asks you to confirm.
          </Typography>
        </Box>
      </SectionCard>
      <BulkOperationsDialog open={bulkOpen} onClose={() => setBulkOpen(false)} />
    </Stack>
  );
}
