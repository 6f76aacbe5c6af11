import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Pill } from '../Pill';
import type { DemoScreen, DemoTone } from './demoSamples';

/** Dark text on light tints: every pairing keeps at least 4.5:1 contrast. */
const toneColors: Record<DemoTone, { bgcolor: string; color: string }> = {
  info: { bgcolor: '#e3edf9', color: '#164682' },
  success: { bgcolor: '#e3f4ea', color: '#1d5a37' },
  warning: { bgcolor: '#fdf1dc', color: '#7a4f0e' },
  neutral: { bgcolor: '#edf0f4', color: '#3f4a5a' },
};

/** One sample screen inside a window frame: a heading, figure tiles and a short list. */
export function DemoScreenPanel({ screen }: { screen: DemoScreen }) {
  return (
    <Box
      sx={{ border: 1, borderColor: 'divider', borderRadius: '14px', overflow: 'hidden', bgcolor: 'background.paper' }}
    >
      <Box
        aria-hidden
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.75,
          px: 2,
          py: 1.25,
          bgcolor: '#edf0f4',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {['#e57373', '#ffb74d', '#81c784'].map((dot) => (
          <Box key={dot} sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: dot }} />
        ))}
        <Typography
          variant="caption"
          sx={{ ml: 1.5, px: 1.5, py: 0.25, borderRadius: '6px', bgcolor: 'background.paper', color: 'text.secondary' }}
        >
          app.casebridge.com{screen.path}
        </Typography>
      </Box>

      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h3" sx={{ fontSize: { xs: '1.0625rem', sm: '1.25rem' } }}>
          {screen.heading}
        </Typography>

        <Box
          component="dl"
          sx={{
            m: 0,
            mt: 2,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              md: `repeat(${screen.stats.length}, minmax(0, 1fr))`,
            },
          }}
        >
          {screen.stats.map((stat) => (
            <Box key={stat.label} sx={{ border: 1, borderColor: 'divider', borderRadius: '10px', p: 1.5 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {stat.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: { xs: '1.25rem', sm: '1.5rem' } }}>
                {stat.value}
              </Typography>
            </Box>
          ))}
        </Box>

        <Typography variant="h4" sx={{ fontSize: '1rem', mt: 3, mb: 1 }}>
          {screen.listTitle}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {screen.rows.map((row) => (
            <Box
              component="li"
              key={row.primary}
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 2,
                py: 1.25,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {row.primary}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {row.secondary}
                </Typography>
              </Box>
              <Pill sx={toneColors[row.tone]}>{row.status}</Pill>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
