import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface CaseLinkedAreaTabProps {
  text: string;
  actionLabel: string;
  actionIcon: ReactNode;
  to: string;
}

/** A tab whose records live on another screen: says where, and opens that screen on this case. */
export function CaseLinkedAreaTab({ text, actionLabel, actionIcon, to }: CaseLinkedAreaTabProps) {
  return (
    <Box>
      <Typography color="text.secondary">{text}</Typography>
      <Button component={RouterLink} to={to} variant="contained" startIcon={actionIcon} sx={{ mt: 2 }}>
        {actionLabel}
      </Button>
    </Box>
  );
}
