import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { periodKinds, shiftPeriod, todayUtc, type RevenuePeriodKindValue } from './revenuePeriods';

interface RevenuePeriodPickerProps {
  kind: RevenuePeriodKindValue;
  day: string;
  /** The period's name once known ("March 2025"). */
  label: string | null;
  onChange: (next: { kind: RevenuePeriodKindValue; day: string }) => void;
}

/** Month, quarter or year, and which one: back and forward a period at a time, never past the current one. */
export function RevenuePeriodPicker({ kind, day, label, onChange }: RevenuePeriodPickerProps) {
  const next = shiftPeriod(day, kind, 1);
  const isCurrent = next > todayUtc();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={kind}
        aria-label="Period length"
        onChange={(_event, value: RevenuePeriodKindValue | null) => value && onChange({ kind: value, day })}
      >
        {periodKinds.map(({ value, label: kindLabel }) => (
          <ToggleButton key={value} value={value}>
            {kindLabel}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <IconButton aria-label="Previous period" onClick={() => onChange({ kind, day: shiftPeriod(day, kind, -1) })}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography component="p" aria-live="polite" sx={{ minWidth: 110, textAlign: 'center', fontWeight: 600 }}>
          {label ?? '…'}
          {label && isCurrent ? ' (to date)' : ''}
        </Typography>
        <IconButton aria-label="Next period" disabled={isCurrent} onClick={() => onChange({ kind, day: next })}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}
