import type { ChipProps } from '@mui/material/Chip';
import { humanize } from '../../lib/format';

/** Patient status is free text on the server ("intake" by default, "active", "inactive", ...). */
export function patientStatusLabel(status: string): string {
  return humanize(status);
}

export function patientStatusColor(status: string): ChipProps['color'] {
  switch (status) {
    case 'active':
      return 'success';
    case 'intake':
      return 'info';
    default:
      return 'default';
  }
}
