import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';

interface SectionCardProps {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}

/** A titled card holding one section of a page (a list, a table, a form). */
export function SectionCard({ title, action, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          px: 2.5,
          py: 1.5,
          minHeight: 64,
        }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Box>
      <Divider />
      {children}
    </Card>
  );
}
