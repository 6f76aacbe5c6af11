import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';

interface WaitlistThankYouProps {
  name: string;
  email: string;
  onJoinAnother: () => void;
}

/** Shown after a successful signup; focus moves to its heading so screen readers announce it. */
export function WaitlistThankYou({ name, email, onJoinAnother }: WaitlistThankYouProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <Box sx={{ textAlign: 'center', py: { xs: 2, sm: 4 } }}>
      <CheckCircleIcon aria-hidden sx={{ fontSize: 56, color: 'success.main' }} />
      <Typography ref={heading} tabIndex={-1} variant="h3" sx={{ mt: 1, fontSize: '1.5rem', outline: 'none' }}>
        You&apos;re on the waitlist!
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, maxWidth: 440, mx: 'auto' }}>
        Thank you, {name}. We&apos;ll send early access information to <strong>{email}</strong>. Your waitlist offer,
        40% off the first year with annual pricing locked for life, is reserved.
      </Typography>
      <Button variant="outlined" size="large" onClick={onJoinAnother} sx={{ mt: 3 }}>
        Join Another Practice
      </Button>
    </Box>
  );
}
