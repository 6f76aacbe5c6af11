import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A small rounded label (status, badge). Plain text in a span: lighter than MUI's Chip, which the
 * landing page (the app's entry route) would otherwise have to load for a label that does nothing.
 */
export function Pill({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box
      component="span"
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.75,
          flex: 'none',
          px: 1.25,
          py: 0.25,
          borderRadius: 999,
          fontSize: '0.8125rem',
          fontWeight: 600,
          lineHeight: 1.6,
          whiteSpace: 'nowrap',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
