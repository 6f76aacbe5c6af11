import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import type { InvitationDeliveryFieldsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format';

/**
 * How an invitation went out. When the email was sent the link stays with the recipient; when it was
 * not (no mail server configured, or delivery failed), the operator gets the link to pass on.
 */
export function InvitationLinkPanel({
  email,
  delivery,
}: {
  email: string;
  delivery: InvitationDeliveryFieldsFragment;
}) {
  const [copied, setCopied] = useState(false);
  const expires = formatDateTime(delivery.expiresAt);

  if (delivery.emailSent || !delivery.link) {
    return (
      <Alert severity="success">
        An invitation to set a password was emailed to {email}. The link works once and expires {expires}.
      </Alert>
    );
  }

  const copy = async () => {
    await navigator.clipboard.writeText(delivery.link!);
    setCopied(true);
  };

  return (
    <Stack spacing={2}>
      <Alert severity="warning">
        {delivery.mailConfigured
          ? `The invitation email to ${email} could not be sent (${delivery.emailError ?? 'unknown reason'}).`
          : 'Email is not configured on this server, so no invitation email was sent.'}{' '}
        Send this link to {email} yourself: it lets them choose a password, works once and expires {expires}.
      </Alert>
      <TextField
        label="Invitation link"
        value={delivery.link}
        fullWidth
        slotProps={{
          htmlInput: { readOnly: true, onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.target.select() },
        }}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          Copy link
        </Button>
        {copied && (
          <Typography role="status" variant="body2" color="success.main">
            Copied
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
