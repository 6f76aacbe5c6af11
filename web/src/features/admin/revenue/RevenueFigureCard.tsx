import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

interface RevenueFigureCardProps {
  label: string;
  value: ReactNode;
  /** One line of context under the value (counts, why there is no value). */
  detail?: ReactNode;
  /** What the figure means, in words a finance person can check. */
  definition?: string;
}

/** One revenue figure with its definition underneath, so no figure is shown without its meaning. */
export function RevenueFigureCard({ label, value, detail, definition }: RevenueFigureCardProps) {
  return (
    <Card component="section" aria-label={label} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h3" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
        {detail && (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {detail}
          </Typography>
        )}
        {definition && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {definition}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
