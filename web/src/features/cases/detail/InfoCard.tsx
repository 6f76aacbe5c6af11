import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** A small titled card holding one fact of a record (its patient, attorney, dates...). */
export function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="body2" color="text.secondary" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** A secondary line inside an InfoCard; shows nothing for a missing value. */
export function InfoLine({ children }: { children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  );
}
