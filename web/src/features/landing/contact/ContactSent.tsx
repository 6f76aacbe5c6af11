import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';

interface ContactSentProps {
  name: string;
  email: string;
  onSendAnother: () => void;
}

/** The confirmation that replaces the form once the message is stored. */
export function ContactSent({ name, email, onSendAnother }: ContactSentProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <Box sx={{ textAlign: 'center', py: { xs: 2, sm: 4 } }}>
      <MarkEmailReadOutlinedIcon aria-hidden sx={{ fontSize: 56, color: 'success.main' }} />
      <Typography ref={heading} tabIndex={-1} variant="h3" sx={{ mt: 1, fontSize: '1.5rem', outline: 'none' }}>
        Thanks, we&apos;ll get back to you
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, maxWidth: 440, mx: 'auto' }}>
        Your message is with our team, {name}. We&apos;ll reply to <strong>{email}</strong>.
      </Typography>
      <Button variant="outlined" onClick={onSendAnother} sx={{ mt: 3 }}>
        Send Another Message
      </Button>
    </Box>
  );
}
