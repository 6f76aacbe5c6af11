import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

interface StatCardProps {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  /** One line under the figure saying what it is made of. */
  detail?: ReactNode;
  /** Where the figure's records are listed: the whole card links there. */
  to?: string;
}

export function StatCard({ label, value, icon, detail, to }: StatCardProps) {
  const content = (
    <CardContent
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        justifyContent: 'space-between',
        gap: 2,
        // The same bottom padding with or without the link's action area (MUI pads only a last child
        // more), so a linked card is as tall as the others and as its own loading placeholder.
        '&, &:last-child': { pb: 3 },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary" component="h2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="h4" component="p" sx={{ mt: 1 }}>
          {value}
        </Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {detail}
          </Typography>
        )}
      </Box>
      {icon && (
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 44,
            height: 44,
            borderRadius: 2,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            opacity: 0.9,
            flexShrink: 0,
          }}
        >
          {icon}
        </Box>
      )}
    </CardContent>
  );
  return (
    <Card component="section" aria-label={label} sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}
