import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useToast } from '../../app/toast/toastContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SectionCard } from '../../components/SectionCard';
import type { TreatmentNoteFieldsFragment, TreatmentNoteType } from '../../gql/graphql';
import { formFieldErrorsOf } from '../../lib/formFieldErrors';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { FormTextField } from '../patients/form/FormTextField';
import { DiagnosisPicker } from './DiagnosisPicker';
import {
  noteInputOf,
  noteTypeLabels,
  noteValuesOf,
  vitalSignFields,
  withoutDiagnosis,
  type NoteValues,
} from './noteForm';
import { ProcedureLines } from './ProcedureLines';
import { TreatmentNoteSignMutation, TreatmentNoteUpdateMutation } from './treatmentNoteQueries';

type Intent = 'save' | 'sign';

/** The draft note's S, O, A and P, pain, vitals, treatments, diagnoses and procedures; Save draft and Sign. */
export function NoteEditorForm({ note }: { note: TreatmentNoteFieldsFragment }) {
  const showToast = useToast();
  const [save] = useMutation(TreatmentNoteUpdateMutation);
  const [sign] = useMutation(TreatmentNoteSignMutation);
  const [confirmSign, setConfirmSign] = useState<(() => void) | null>(null);

  const submit = async (values: NoteValues, helpers: FormikHelpers<NoteValues>, intent: Intent) => {
    try {
      await save({ variables: { id: note.id, input: noteInputOf(values) } });
      if (intent === 'sign') {
        await sign({ variables: { id: note.id } });
        showToast({ title: 'Note signed', description: 'It is locked; corrections are addenda.', severity: 'success' });
      } else {
        showToast({ title: 'Draft saved', severity: 'success' });
        helpers.resetForm({ values });
      }
    } catch (error) {
      helpers.setErrors(formFieldErrorsOf(error, {}, ['BAD_USER_INPUT']));
      showToast({
        title: intent === 'sign' ? 'Not signed' : 'Not saved',
        description: errorMessageOf(error),
        severity: 'error',
      });
    }
  };

  return (
    <Formik<NoteValues>
      initialValues={noteValuesOf(note)}
      onSubmit={(values, helpers) => submit(values, helpers, 'save')}
    >
      {(form) => {
        const { values, setFieldValue, setValues, errors, isSubmitting } = form;
        const flatErrors = errors as Record<string, unknown>;
        const errorOf = (path: string) =>
          typeof flatErrors[path] === 'string' ? (flatErrors[path] as string) : undefined;
        return (
          <Form noValidate aria-label="Treatment note">
            <Stack spacing={3}>
              <SectionCard title="SOAP">
                <Box sx={{ px: 2.5, py: 2 }}>
                  <Grid container spacing={2}>
                    <Grid size={{ xs: 12, sm: 6 }}>
                      <TextField
                        select
                        fullWidth
                        label="Note type"
                        value={values.noteType}
                        onChange={(event) => void setFieldValue('noteType', event.target.value as TreatmentNoteType)}
                      >
                        {Object.entries(noteTypeLabels).map(([value, label]) => (
                          <MenuItem key={value} value={value}>
                            {label}
                          </MenuItem>
                        ))}
                      </TextField>
                    </Grid>
                    <Grid size={12}>
                      <FormTextField name="subjective" label="Subjective" multiline minRows={3} />
                    </Grid>
                    <Grid size={12}>
                      <FormTextField name="objective" label="Objective" multiline minRows={3} />
                    </Grid>
                    <Grid size={12}>
                      <FormTextField name="assessment" label="Assessment" multiline minRows={2} />
                    </Grid>
                    <Grid size={12}>
                      <FormTextField name="plan" label="Plan" multiline minRows={2} />
                    </Grid>
                  </Grid>
                </Box>
              </SectionCard>

              <SectionCard title="Pain and vital signs">
                <Box sx={{ px: 2.5, py: 2 }}>
                  <Typography id="pain-scale-label" gutterBottom>
                    Pain scale: {values.painScale === null ? 'not recorded' : `${values.painScale} / 10`}
                  </Typography>
                  <Stack direction="row" spacing={2} sx={{ alignItems: 'center', maxWidth: 520, px: 1 }}>
                    <Slider
                      aria-labelledby="pain-scale-label"
                      value={values.painScale ?? 0}
                      min={0}
                      max={10}
                      step={1}
                      marks
                      valueLabelDisplay="auto"
                      onChange={(_event, value) => void setFieldValue('painScale', value as number)}
                    />
                    {values.painScale !== null && (
                      <Button size="small" onClick={() => void setFieldValue('painScale', null)}>
                        Clear
                      </Button>
                    )}
                  </Stack>
                  {errorOf('painScale') && (
                    <Typography color="error" variant="caption">
                      {errorOf('painScale')}
                    </Typography>
                  )}
                  <Grid container spacing={2} sx={{ mt: 1 }}>
                    {vitalSignFields.map(({ name, label, whole }) => (
                      <Grid key={name} size={{ xs: 6, sm: 3 }}>
                        <TextField
                          fullWidth
                          label={label}
                          inputMode={whole ? 'numeric' : 'decimal'}
                          value={values.vitalSigns[name]}
                          onChange={(event) => void setFieldValue(`vitalSigns.${name}`, event.target.value)}
                          error={Boolean(errorOf(`vitalSigns.${name}`))}
                          helperText={errorOf(`vitalSigns.${name}`)}
                        />
                      </Grid>
                    ))}
                  </Grid>
                  {errorOf('vitalSigns') && (
                    <Typography color="error" variant="caption">
                      {errorOf('vitalSigns')}
                    </Typography>
                  )}
                </Box>
              </SectionCard>

              <SectionCard title="Treatment and coding">
                <Box sx={{ px: 2.5, py: 2 }}>
                  <Stack spacing={3}>
                    <FormTextField name="treatmentsProvided" label="Treatments provided" multiline minRows={2} />
                    <DiagnosisPicker
                      value={values.diagnoses}
                      error={errorOf('diagnosisCodes')}
                      onAdd={(diagnosis) => void setFieldValue('diagnoses', [...values.diagnoses, diagnosis])}
                      onRemove={(index) => void setValues({ ...values, ...withoutDiagnosis(values, index) })}
                    />
                    <ProcedureLines />
                  </Stack>
                </Box>
              </SectionCard>

              <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 2 }}>
                <Button type="submit" variant="outlined" disabled={isSubmitting}>
                  Save draft
                </Button>
                <Button
                  variant="contained"
                  disabled={isSubmitting}
                  onClick={() =>
                    setConfirmSign(() => () => {
                      form.setSubmitting(true);
                      void submit(values, form, 'sign').finally(() => form.setSubmitting(false));
                    })
                  }
                >
                  Sign note
                </Button>
              </Box>
            </Stack>
            <ConfirmDialog
              open={confirmSign !== null}
              title="Sign this note?"
              message="Signing locks this note: it can no longer be changed, and a correction becomes an addendum."
              confirmLabel="Sign"
              onCancel={() => setConfirmSign(null)}
              onConfirm={() => {
                confirmSign?.();
                setConfirmSign(null);
              }}
            />
          </Form>
        );
      }}
    </Formik>
  );
}
