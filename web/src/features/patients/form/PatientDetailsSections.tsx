import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { SectionCard } from '../../../components/SectionCard';
import { todayLocalDate } from '../../../lib/localDate';
import { FormTextField } from './FormTextField';
import type { PatientDetailsValues } from './patientDetails';

interface FieldSpec {
  name: keyof PatientDetailsValues;
  label: string;
  type?: 'email' | 'tel' | 'date';
  /** Takes the whole row. */
  wide?: boolean;
  multiline?: boolean;
  /** A choice of these values (value, label) instead of free text. */
  options?: readonly (readonly [string, string])[];
}

const sections: ReadonlyArray<{ title: string; fields: readonly FieldSpec[] }> = [
  {
    title: 'Personal Information',
    fields: [
      { name: 'firstName', label: 'First Name' },
      { name: 'lastName', label: 'Last Name' },
      { name: 'dateOfBirth', label: 'Date of Birth', type: 'date' },
      {
        name: 'sex',
        label: 'Sex (as on insurance claims)',
        options: [
          ['', 'Not recorded'],
          ['female', 'Female'],
          ['male', 'Male'],
          ['unknown', 'Unknown'],
        ],
      },
    ],
  },
  {
    title: 'Contact Information',
    fields: [
      { name: 'email', label: 'Email', type: 'email' },
      { name: 'phone', label: 'Phone', type: 'tel' },
    ],
  },
  {
    title: 'Address',
    fields: [
      { name: 'address', label: 'Street Address', wide: true },
      { name: 'city', label: 'City' },
      { name: 'state', label: 'State' },
      { name: 'zipCode', label: 'ZIP Code' },
    ],
  },
  {
    title: 'Emergency Contact',
    fields: [
      { name: 'emergencyContact', label: 'Emergency Contact Name' },
      { name: 'emergencyPhone', label: 'Emergency Contact Phone', type: 'tel' },
      { name: 'emergencyRelation', label: 'Relationship' },
    ],
  },
  {
    title: 'Insurance',
    fields: [
      { name: 'insuranceProvider', label: 'Insurance Provider' },
      { name: 'insurancePolicyNumber', label: 'Policy Number' },
    ],
  },
  {
    title: 'Notes',
    fields: [{ name: 'notes', label: 'Notes', wide: true, multiline: true }],
  },
];

/** A date input always shows its format, so its label stays above it; no date after today can be picked. */
const dateSlotProps = { inputLabel: { shrink: true }, htmlInput: { max: todayLocalDate() } };

/** The sections of patient details that Create Patient and Edit Patient share, inside a Formik form. */
export function PatientDetailsSections({ requiredFields }: { requiredFields: ReadonlySet<string> }) {
  return sections.map((section) => (
    <SectionCard key={section.title} title={section.title}>
      <Box sx={{ p: 2.5 }}>
        <Grid container spacing={2}>
          {section.fields.map((field) => (
            <Grid key={field.name} size={{ xs: 12, sm: field.wide ? 12 : 6 }}>
              <FormTextField
                name={field.name}
                label={field.label}
                type={field.type}
                required={requiredFields.has(field.name)}
                multiline={field.multiline}
                minRows={field.multiline ? 4 : undefined}
                slotProps={
                  field.type === 'date'
                    ? dateSlotProps
                    : field.options
                      ? { select: { displayEmpty: true }, inputLabel: { shrink: true } }
                      : undefined
                }
                select={Boolean(field.options)}
              >
                {field.options?.map(([value, label]) => (
                  <MenuItem key={value} value={value}>
                    {label}
                  </MenuItem>
                ))}
              </FormTextField>
            </Grid>
          ))}
        </Grid>
      </Box>
    </SectionCard>
  ));
}
