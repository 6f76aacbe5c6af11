import { useQuery } from '@apollo/client/react';
import { FieldArray, useFormikContext } from 'formik';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { formatMoney } from '../../lib/format';
import type { NoteValues } from './noteForm';
import { NoteFeeScheduleQuery } from './treatmentNoteQueries';

/** The error Formik holds for a field path, from the server's names ("procedures.0.code"). */
function errorAt(errors: Record<string, unknown>, path: string): string | undefined {
  const value = errors[path];
  return typeof value === 'string' ? value : undefined;
}

/** The procedures performed: codes of the clinic's active fee schedule, with units, modifiers and pointers. */
export function ProcedureLines() {
  const { values, setFieldValue, errors } = useFormikContext<NoteValues>();
  const { data } = useQuery(NoteFeeScheduleQuery);
  const schedule = data?.feeSchedule ?? [];
  const flatErrors = errors as Record<string, unknown>;

  return (
    <FieldArray name="procedures">
      {({ push, remove }) => (
        <Stack spacing={2}>
          {values.procedures.map((procedure, index) => {
            const field = `procedures.${index}`;
            return (
              <Paper key={index} variant="outlined" sx={{ p: 2 }} aria-label={`Procedure ${index + 1}`} role="group">
                <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
                  <Grid size={{ xs: 12, md: 5 }}>
                    <TextField
                      select
                      fullWidth
                      label="Procedure"
                      value={procedure.code}
                      onChange={(event) => {
                        const item = schedule.find((line) => line.procedureCode === event.target.value);
                        void setFieldValue(`${field}.code`, event.target.value);
                        if (item) void setFieldValue(`${field}.units`, String(item.defaultUnits));
                      }}
                      error={Boolean(errorAt(flatErrors, `${field}.code`))}
                      helperText={errorAt(flatErrors, `${field}.code`)}
                    >
                      {schedule.map((line) => (
                        <MenuItem key={line.id} value={line.procedureCode}>
                          {line.procedureCode} {line.description} ({formatMoney(line.fee)})
                        </MenuItem>
                      ))}
                    </TextField>
                  </Grid>
                  <Grid size={{ xs: 6, md: 2 }}>
                    <TextField
                      fullWidth
                      label="Units"
                      inputMode="numeric"
                      value={procedure.units}
                      onChange={(event) => void setFieldValue(`${field}.units`, event.target.value)}
                      error={Boolean(errorAt(flatErrors, `${field}.units`))}
                      helperText={errorAt(flatErrors, `${field}.units`)}
                    />
                  </Grid>
                  <Grid size={{ xs: 6, md: 2 }}>
                    <TextField
                      fullWidth
                      label="Modifiers"
                      placeholder="GP, 59"
                      value={procedure.modifiers}
                      onChange={(event) => void setFieldValue(`${field}.modifiers`, event.target.value)}
                      error={Boolean(errorAt(flatErrors, `${field}.modifiers`))}
                      helperText={errorAt(flatErrors, `${field}.modifiers`)}
                    />
                  </Grid>
                  <Grid size={{ xs: 10, md: 2 }}>
                    <FormLabel component="legend" sx={{ fontSize: 12 }}>
                      Diagnosis pointers
                    </FormLabel>
                    <FormGroup row>
                      {values.diagnoses.slice(0, 4).map((diagnosis, position) => {
                        const pointer = position + 1;
                        const checked = procedure.diagnosisPointers.includes(pointer);
                        return (
                          <FormControlLabel
                            key={diagnosis.code}
                            label={String(pointer)}
                            control={
                              <Checkbox
                                size="small"
                                checked={checked}
                                slotProps={{ input: { 'aria-label': `Points to ${pointer}. ${diagnosis.code}` } }}
                                onChange={() =>
                                  void setFieldValue(
                                    `${field}.diagnosisPointers`,
                                    checked
                                      ? procedure.diagnosisPointers.filter((p) => p !== pointer)
                                      : [...procedure.diagnosisPointers, pointer].sort(),
                                  )
                                }
                              />
                            }
                          />
                        );
                      })}
                    </FormGroup>
                    {values.diagnoses.length === 0 && (
                      <Typography variant="caption" color="text.secondary">
                        Add diagnoses first
                      </Typography>
                    )}
                    {errorAt(flatErrors, `${field}.diagnosisPointers`) && (
                      <FormHelperText error>{errorAt(flatErrors, `${field}.diagnosisPointers`)}</FormHelperText>
                    )}
                  </Grid>
                  <Grid size={{ xs: 2, md: 1 }}>
                    <IconButton aria-label={`Remove procedure ${index + 1}`} onClick={() => remove(index)}>
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Grid>
                </Grid>
              </Paper>
            );
          })}
          {typeof flatErrors.procedures === 'string' && <FormHelperText error>{flatErrors.procedures}</FormHelperText>}
          <div>
            <Button
              variant="outlined"
              disabled={schedule.length === 0}
              onClick={() =>
                push({
                  code: '',
                  units: '1',
                  modifiers: '',
                  diagnosisPointers: values.diagnoses.length ? [1] : [],
                })
              }
            >
              Add procedure
            </Button>
            {data && schedule.length === 0 && (
              <FormHelperText>Your clinic admin adds procedure codes in Clinic Settings, Fee schedule.</FormHelperText>
            )}
          </div>
        </Stack>
      )}
    </FieldArray>
  );
}
