import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { FieldArray, useFormikContext } from 'formik';
import type { AutomationConditionField } from '../../gql/graphql';
import { FormTextField } from '../patients/form/FormTextField';
import { ResettingSelect } from './ResettingSelect';
import { conditionFieldLabels, conditionValues, operatorLabels, operatorsOf } from './automationLabels';
import type { RuleFormValues } from './ruleForm';

const fields = Object.keys(conditionFieldLabels) as AutomationConditionField[];
const maxConditions = 10;

/** "Only if": tests on the case the rule fires on, all of which must hold. */
export function ConditionRows({ disabled }: { disabled: boolean }) {
  const { values, setFieldValue } = useFormikContext<RuleFormValues>();
  return (
    <FieldArray name="conditions">
      {({ push, remove }) => (
        <Stack spacing={2}>
          {values.conditions.length === 0 && (
            <Typography color="text.secondary">Every matching case (no conditions).</Typography>
          )}
          {values.conditions.map((condition, index) => {
            const choices = conditionValues[condition.field];
            return (
              <Stack
                key={index}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1.5}
                sx={{ alignItems: { sm: 'flex-start' } }}
              >
                <Box sx={{ minWidth: 180 }}>
                  <ResettingSelect
                    name={`conditions.${index}.field`}
                    label="Field"
                    disabled={disabled}
                    options={fields.map((field) => ({ value: field, label: conditionFieldLabels[field] }))}
                    onPick={(value) => {
                      const field = value as AutomationConditionField;
                      void setFieldValue(`conditions.${index}`, { field, operator: operatorsOf[field][0], value: '' });
                    }}
                  />
                </Box>
                <Box sx={{ minWidth: 120 }}>
                  <FormTextField name={`conditions.${index}.operator`} label="Test" select disabled={disabled}>
                    {operatorsOf[condition.field].map((operator) => (
                      <MenuItem key={operator} value={operator}>
                        {operatorLabels[operator]}
                      </MenuItem>
                    ))}
                  </FormTextField>
                </Box>
                <Box sx={{ minWidth: 200 }}>
                  <FormTextField
                    name={`conditions.${index}.value`}
                    label="Value"
                    select={Boolean(choices)}
                    disabled={disabled}
                  >
                    {choices &&
                      Object.entries(choices).map(([value, label]) => (
                        <MenuItem key={value} value={value}>
                          {label}
                        </MenuItem>
                      ))}
                  </FormTextField>
                </Box>
                {!disabled && (
                  <IconButton aria-label={`Remove condition ${index + 1}`} onClick={() => remove(index)}>
                    <DeleteOutlineIcon />
                  </IconButton>
                )}
              </Stack>
            );
          })}
          {!disabled && values.conditions.length < maxConditions && (
            <Button
              startIcon={<AddIcon />}
              sx={{ alignSelf: 'flex-start' }}
              onClick={() => push({ field: 'case_status', operator: 'is', value: '' })}
            >
              Add condition
            </Button>
          )}
        </Stack>
      )}
    </FieldArray>
  );
}
