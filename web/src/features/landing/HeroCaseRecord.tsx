import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import GavelIcon from '@mui/icons-material/Gavel';
import LocalHospitalOutlinedIcon from '@mui/icons-material/LocalHospitalOutlined';
import { Pill } from './Pill';

interface TimelineItem {
  side: 'clinic' | 'attorney';
  what: string;
  when: string;
}

/** Sample entries only: the hero illustrates a shared record, it shows no real data. */
const timeline: readonly TimelineItem[] = [
  { side: 'clinic', what: 'Visit 12 recorded · re-exam due in 5 days', when: '9:40 AM' },
  { side: 'clinic', what: 'Bill sent to the lien ledger · $1,240.00', when: '10:05 AM' },
  { side: 'attorney', what: 'Requested a 15% reduction on the ledger', when: '11:20 AM' },
  { side: 'clinic', what: 'Reduction accepted · letter generated', when: '11:32 AM' },
];

const sideStyle = {
  clinic: { label: 'Clinic', Icon: LocalHospitalOutlinedIcon, color: 'secondary.main' },
  attorney: { label: 'Attorney', Icon: GavelIcon, color: 'primary.main' },
} as const;

/** An illustration of one live case record that both the clinic and the attorney work on. */
export function HeroCaseRecord() {
  return (
    <Paper
      variant="outlined"
      role="figure"
      aria-label="Sample case record shared by a clinic and an attorney"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: '16px', boxShadow: '0 24px 48px -24px rgba(31, 95, 173, 0.35)' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Box>
          <Typography component="p" variant="subtitle2" sx={{ fontWeight: 700 }}>
            CASE-2025-0142 · Auto accident
          </Typography>
          <Typography component="p" variant="body2" color="text.secondary">
            Sample patient · Riverside Chiropractic × Harper Law
          </Typography>
        </Box>
        <Pill sx={{ bgcolor: '#e3f4ea', color: '#1d5a37' }}>
          <Box
            component="span"
            aria-hidden
            sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'success.main' }}
          />
          Live
        </Pill>
      </Box>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2.5, display: 'grid', gap: 1.5 }}>
        {timeline.map((item) => {
          const { label, Icon, color } = sideStyle[item.side];
          return (
            <Box component="li" key={item.what} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <Box
                aria-hidden
                sx={{
                  flex: 'none',
                  width: 32,
                  height: 32,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: color,
                  color: 'common.white',
                }}
              >
                <Icon sx={{ fontSize: 18 }} />
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {item.what}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {label} · {item.when}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
        Sample data, for illustration
      </Typography>
    </Paper>
  );
}
