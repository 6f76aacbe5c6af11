import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import JoinInnerIcon from '@mui/icons-material/JoinInner';

/** The Casebridge name with its mark (two records joined), as shown in the header and footer. */
export function BrandMark({ inverted = false }: { inverted?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        aria-hidden
        sx={{
          width: 32,
          height: 32,
          borderRadius: '8px',
          display: 'grid',
          placeItems: 'center',
          bgcolor: inverted ? 'common.white' : 'primary.main',
          color: inverted ? 'primary.main' : 'primary.contrastText',
        }}
      >
        <JoinInnerIcon fontSize="small" />
      </Box>
      <Typography
        component="p"
        variant="h6"
        sx={{ fontWeight: 700, fontSize: '1.125rem', color: inverted ? 'common.white' : 'text.primary' }}
      >
        Casebridge
      </Typography>
    </Box>
  );
}
