import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { useToast } from '../../../app/toast/toastContext';
import { downloadFile } from '../../../lib/download';
import { monospaceFont } from './monospace';
import { recoveryCodesFileName, recoveryCodesText } from './recoveryCodesFile';
import { StepHeading } from './StepHeading';

interface RecoveryCodesStepProps {
  codes: readonly string[];
  /** The account the codes belong to, named in the saved file. */
  account: string;
  onContinue: () => void;
}

/** After the authenticator is set up: the single-use recovery codes, shown this once. */
export function RecoveryCodesStep({ codes, account, onContinue }: RecoveryCodesStepProps) {
  const showToast = useToast();
  const [saved, setSaved] = useState(false);
  const listLabel = useId();
  const text = recoveryCodesText(codes, account);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      showToast({ title: 'Recovery codes copied', severity: 'success' });
    } catch {
      // No clipboard (an insecure page) or permission refused.
      showToast({
        title: 'Could not copy',
        description: 'Download the codes instead, or select and copy them.',
        severity: 'error',
      });
    }
  };

  return (
    <Stack spacing={2}>
      <StepHeading focusOnMount>Save your recovery codes</StepHeading>
      <Typography color="text.secondary">
        If you lose your phone or authenticator app, sign in with one of these codes instead of a 6-digit code. Each
        code works once.
      </Typography>
      <Alert severity="warning">These codes are shown only now. Save them somewhere safe before you continue.</Alert>
      <Typography id={listLabel} variant="subtitle2" component="h3" sx={{ color: 'text.primary' }}>
        Recovery codes
      </Typography>
      <Box
        component="ul"
        aria-labelledby={listLabel}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 2,
          display: 'grid',
          // Two columns where a code fits twice on a line, one on a phone; a code never breaks.
          gridTemplateColumns: { xs: 'max-content', sm: 'repeat(2, max-content)' },
          justifyContent: 'space-evenly',
          columnGap: 3,
          rowGap: 1,
          fontFamily: monospaceFont,
          fontSize: '0.95rem',
          whiteSpace: 'nowrap',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          Copy
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => downloadFile(recoveryCodesFileName(), text, 'text/plain;charset=utf-8')}
        >
          Download
        </Button>
      </Box>
      <FormControlLabel
        control={<Checkbox checked={saved} onChange={(event) => setSaved(event.target.checked)} />}
        label="I have saved these codes"
      />
      <Button variant="contained" size="large" fullWidth disabled={!saved} onClick={onContinue}>
        Continue to the admin portal
      </Button>
    </Stack>
  );
}
