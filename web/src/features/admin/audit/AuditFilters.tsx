import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type AuditFilterValues, dateOrderError, hasAuditFilters, noAuditFilters } from './auditFilters';
import { auditLabel } from './auditFormat';
import { AuditLogFilterOptionsQuery } from './auditQueries';

/** The spec's choices, shown until the log's own list arrives (and if it cannot be loaded). */
const fallbackOptions = {
  actions: ['create', 'delete', 'login', 'update'],
  entityTypes: ['case', 'clinic', 'patient', 'user'],
};

interface AuditFiltersProps {
  values: AuditFilterValues;
  onChange: (values: AuditFilterValues) => void;
}

function ChoiceField({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  choices: readonly string[];
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 170 }}
    >
      <MenuItem value="">Any</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {auditLabel(choice)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Action, entity, a range of UTC days and who acted; every change filters the list at once. One
 * wrapping row (the theme makes fields full width by default).
 */
export function AuditFilters({ values, onChange }: AuditFiltersProps) {
  const { data } = useQuery(AuditLogFilterOptionsQuery, { fetchPolicy: 'cache-and-network' });
  const options = data?.auditLogFilterOptions ?? fallbackOptions;
  const set = (field: keyof AuditFilterValues) => (value: string) => onChange({ ...values, [field]: value });
  const dateError = dateOrderError(values);

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <ChoiceField label="Action" value={values.action} choices={options.actions} onChange={set('action')} />
      <ChoiceField
        label="Entity"
        value={values.entityType}
        choices={options.entityTypes}
        onChange={set('entityType')}
      />
      <TextField
        type="date"
        size="small"
        fullWidth={false}
        label="From (UTC)"
        value={values.from}
        onChange={(event) => set('from')(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        fullWidth={false}
        label="To (UTC)"
        value={values.to}
        onChange={(event) => set('to')(event.target.value)}
        error={dateError !== null}
        helperText={dateError ?? undefined}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="search"
        size="small"
        fullWidth={false}
        label="Actor"
        placeholder="Name or email"
        value={values.actor}
        onChange={(event) => set('actor')(event.target.value)}
      />
      {hasAuditFilters(values) && (
        <Button onClick={() => onChange(noAuditFilters)} sx={{ alignSelf: 'center' }}>
          Clear filters
        </Button>
      )}
    </Stack>
  );
}
