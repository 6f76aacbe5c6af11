import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import type { DiagnosisValue } from './noteForm';
import { DiagnosisCodeSearchQuery } from './treatmentNoteQueries';

interface DiagnosisPickerProps {
  value: DiagnosisValue[];
  onAdd: (diagnosis: DiagnosisValue) => void;
  onRemove: (index: number) => void;
  error?: string;
}

/**
 * The note's diagnoses in pointer order (1 to 12), each a chip; the search box finds ICD-10-CM codes
 * by code or words on the server (shipped and the clinic's own).
 */
export function DiagnosisPicker({ value, onAdd, onRemove, error }: DiagnosisPickerProps) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 250);
  const { data, loading } = useQuery(DiagnosisCodeSearchQuery, {
    variables: { search: debounced, first: 20 },
    skip: debounced.trim() === '',
  });
  const chosen = new Set(value.map((diagnosis) => diagnosis.code));
  const options = (data?.diagnosisCodes ?? []).filter((option) => !chosen.has(option.code));

  return (
    <Stack spacing={1}>
      {value.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label="Diagnoses in pointer order">
          {value.map((diagnosis, index) => (
            <Chip
              key={diagnosis.code}
              label={`${index + 1}. ${diagnosis.code}${diagnosis.description ? ` ${diagnosis.description}` : ''}`}
              onDelete={() => onRemove(index)}
              sx={{ maxWidth: '100%' }}
            />
          ))}
        </Stack>
      )}
      <Autocomplete
        options={options}
        loading={loading}
        value={null}
        inputValue={search}
        onInputChange={(_event, text, reason) => {
          if (reason !== 'reset') setSearch(text);
        }}
        onChange={(_event, option) => {
          if (!option) return;
          onAdd({ code: option.code, description: option.description });
          setSearch('');
        }}
        filterOptions={(all) => all}
        getOptionLabel={(option) => `${option.code} ${option.description}`}
        isOptionEqualToValue={(option, other) => option.code === other.code}
        noOptionsText={debounced.trim() === '' ? 'Type a code or words' : 'No code matches'}
        disabled={value.length >= 12}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Add a diagnosis (ICD-10-CM)"
            placeholder="e.g. S13.4 or cervical sprain"
            error={Boolean(error)}
            helperText={error ?? 'The order sets the diagnosis pointers (1 is the primary diagnosis).'}
          />
        )}
      />
    </Stack>
  );
}
