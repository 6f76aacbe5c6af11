import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import {
  caseSortOptions,
  caseStatusFilterOptions,
  caseTypeFilterOptions,
  type CaseListLayout,
  type CaseListParams,
} from './caseListParams';
import { CaseSearchField } from './CaseSearchField';

interface CaseListToolbarProps {
  params: CaseListParams;
  onChange: (changes: Partial<CaseListParams>) => void;
  onSearch: (search: string) => void;
}

interface SelectFieldProps<Value extends string> {
  label: string;
  value: Value;
  options: ReadonlyArray<{ value: Value; label: string }>;
  onChange: (value: Value) => void;
}

function SelectField<Value extends string>({ label, value, options, onChange }: SelectFieldProps<Value>) {
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as Value)}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Search, status and type filters, sort field and direction, and the Cards/List switch. */
export function CaseListToolbar({ params, onChange, onSearch }: CaseListToolbarProps) {
  const ascending = params.direction === 'asc';

  return (
    <Grid container spacing={2} sx={{ alignItems: 'center' }}>
      <Grid size={{ xs: 12, md: 3 }}>
        <CaseSearchField value={params.search} onSearch={onSearch} />
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <SelectField
          label="Status"
          value={params.status}
          options={caseStatusFilterOptions}
          onChange={(status) => onChange({ status })}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <SelectField
          label="Case Type"
          value={params.caseType}
          options={caseTypeFilterOptions}
          onChange={(caseType) => onChange({ caseType })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <SelectField
            label="Sort by"
            value={params.sortBy}
            options={caseSortOptions}
            onChange={(sortBy) => onChange({ sortBy })}
          />
          <ToggleButton
            value="asc"
            selected={ascending}
            onChange={() => onChange({ direction: ascending ? 'desc' : 'asc' })}
            aria-label="Sort ascending"
            title={ascending ? 'Ascending: switch to descending' : 'Descending: switch to ascending'}
            size="small"
            sx={{ height: 40, flexShrink: 0 }}
          >
            {ascending ? <ArrowUpwardIcon fontSize="small" /> : <ArrowDownwardIcon fontSize="small" />}
          </ToggleButton>
        </Box>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 2 }} sx={{ display: 'flex', justifyContent: { sm: 'flex-end' } }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={params.layout}
          onChange={(_event, layout: CaseListLayout | null) => layout && onChange({ layout })}
          aria-label="View"
        >
          <ToggleButton value="cards">
            <GridViewIcon fontSize="small" sx={{ mr: 0.5 }} aria-hidden />
            Cards
          </ToggleButton>
          <ToggleButton value="list">
            <ViewListIcon fontSize="small" sx={{ mr: 0.5 }} aria-hidden />
            List
          </ToggleButton>
        </ToggleButtonGroup>
      </Grid>
    </Grid>
  );
}
