import { useRef, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/Upload';
import { useToast } from '../../../app/toast/toastContext';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { SectionCard } from '../../../components/SectionCard';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { restErrorMessage } from '../../../lib/restJson';
import { CLINIC_LOGO_URL, ClinicLogoRemoveMutation, ClinicProfileQuery } from './clinicProfileQueries';
import { logoFileProblem, uploadClinicLogo } from './uploadClinicLogo';

/** The logo printed on every PDF the clinic issues: a preview, Upload (PNG or JPEG, 1 MB) and Remove. */
export function ClinicLogoCard({ logoUpdatedAt }: { logoUpdatedAt: string | null }) {
  const showToast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const [remove] = useMutation(ClinicLogoRemoveMutation);
  const client = useApolloClient();

  const upload = async (file: File) => {
    const problem = logoFileProblem(file);
    if (problem) {
      showToast({ title: 'Logo not uploaded', description: problem, severity: 'error' });
      return;
    }
    setBusy(true);
    try {
      await uploadClinicLogo(file);
      await client.refetchQueries({ include: [ClinicProfileQuery] });
      showToast({
        title: 'Logo uploaded',
        description: 'It now appears on your invoices and letters.',
        severity: 'success',
      });
    } catch (error) {
      showToast({ title: 'Logo not uploaded', description: restErrorMessage(error), severity: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionCard title="Logo">
      <Box sx={{ px: 2.5, py: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Printed at the top of every invoice and letter your clinic issues. PNG or JPEG, at most 1 MB.
        </Typography>
        <Box
          sx={{
            width: 220,
            height: 90,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            mb: 2,
            bgcolor: 'grey.50',
          }}
        >
          {logoUpdatedAt ? (
            <Box
              component="img"
              src={`${CLINIC_LOGO_URL}?v=${encodeURIComponent(logoUpdatedAt)}`}
              alt="Your clinic's logo"
              sx={{ maxWidth: 200, maxHeight: 80 }}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              No logo yet
            </Typography>
          )}
        </Box>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg"
          hidden
          aria-label="Logo file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" startIcon={<UploadIcon />} disabled={busy} onClick={() => input.current?.click()}>
            {busy ? 'Uploading...' : logoUpdatedAt ? 'Replace Logo' : 'Upload Logo'}
          </Button>
          {logoUpdatedAt && (
            <Button color="error" disabled={busy} onClick={() => setConfirmingRemove(true)}>
              Remove Logo
            </Button>
          )}
        </Stack>
      </Box>
      <ConfirmDialog
        open={confirmingRemove}
        title="Remove logo"
        message="Remove the logo? Your invoices and letters will show the clinic's name only."
        confirmLabel="Remove"
        destructive
        onCancel={() => setConfirmingRemove(false)}
        onConfirm={() => {
          setConfirmingRemove(false);
          remove().catch((error: unknown) =>
            showToast({
              title: 'Error',
              description: `Failed to remove the logo: ${errorMessageOf(error)}`,
              severity: 'error',
            }),
          );
        }}
      />
    </SectionCard>
  );
}
