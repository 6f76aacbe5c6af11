import Chip from '@mui/material/Chip';
import { patientStatusColor, patientStatusLabel } from './labels';

export function PatientStatusChip({ status }: { status: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={patientStatusLabel(status)}
      color={patientStatusColor(status)}
      sx={{ flexShrink: 0 }}
    />
  );
}
