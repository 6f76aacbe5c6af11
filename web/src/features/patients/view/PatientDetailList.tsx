import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface PatientDetail {
  label: string;
  value: string | null | undefined;
}

const NOT_RECORDED = 'Not recorded';

/** Label and value pairs of a read-only record, as a description list; an empty value says so. */
export function PatientDetailList({ details }: { details: readonly PatientDetail[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.25 },
        m: 0,
        px: 2.5,
        py: 2,
      }}
    >
      {details.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography
            component="dt"
            variant="body2"
            color="text.secondary"
            sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}
          >
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, overflowWrap: 'anywhere', color: value ? 'text.primary' : 'text.secondary' }}
          >
            {value || NOT_RECORDED}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
