import { useId } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';

/** Where a case's itemized statement is served, per format (the clinic's and the case attorney's alike). */
export const statementUrl = (caseId: number, format: 'pdf' | 'csv') => `/api/cases/${caseId}/statement.${format}`;

/** "Download statement": the case's itemized statement as PDF (for a demand package) or CSV (for a spreadsheet). */
export function StatementDownloadButtons({ caseId }: { caseId: number }) {
  const labelId = useId();
  // A group named "Download statement" holding links named by their visible format (PDF, CSV).
  return (
    <Stack
      role="group"
      aria-labelledby={labelId}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
        Download statement
      </Typography>
      <Button
        component="a"
        href={statementUrl(caseId, 'pdf')}
        download
        size="small"
        variant="outlined"
        startIcon={<DownloadOutlinedIcon />}
      >
        PDF
      </Button>
      <Button
        component="a"
        href={statementUrl(caseId, 'csv')}
        download
        size="small"
        variant="outlined"
        startIcon={<DownloadOutlinedIcon />}
      >
        CSV
      </Button>
    </Stack>
  );
}
