import { useQuery } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useToast } from '../../app/toast/toastContext';
import { SectionCard } from '../../components/SectionCard';
import { errorMessageOf } from '../../lib/graphqlErrors';
import type { AutomationRuleFieldsFragment, AutomationRuleInput } from '../../gql/graphql';
import { FormTextField } from '../patients/form/FormTextField';
import { ActionRows } from './ActionRows';
import { AutomationBuilderChoicesQuery } from './automationDocuments';
import { isTimeTrigger } from './automationLabels';
import { ConditionRows } from './ConditionRows';
import { ruleFormErrorsOf, ruleFormValuesOf, ruleInputOf, ruleSchema, type RuleFormValues } from './ruleForm';
import { RulePreview } from './RulePreview';
import { TriggerPicker } from './TriggerPicker';

const priorities = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** The rule as far as the preview can use it: a time trigger needs its days. */
function previewInputOf(values: RuleFormValues): AutomationRuleInput | null {
  const days = Number(values.triggerDays);
  if (isTimeTrigger(values.triggerType) && !(Number.isInteger(days) && days >= 1 && days <= 365)) return null;
  const input = ruleInputOf(values);
  return {
    ...input,
    name: input.name || 'Preview',
    conditions: (input.conditions ?? []).filter((condition) => condition.value),
  };
}

interface RuleBuilderProps {
  rule?: AutomationRuleFieldsFragment | null;
  /** Clinic admins edit; staff read. */
  canEdit: boolean;
  /** Saves the rule; throws the API's error for the form to show. */
  onSave: (input: AutomationRuleInput) => Promise<void>;
  onCancel?: () => void;
}

/**
 * The rule builder: When (a trigger in words), Only if (conditions), Then (actions), the rule's name,
 * priority and switch, and a live preview of what it would match today.
 */
export function RuleBuilder({ rule, canEdit, onSave, onCancel }: RuleBuilderProps) {
  const showToast = useToast();
  const { data } = useQuery(AutomationBuilderChoicesQuery);
  const choices = data?.automationActionChoices ?? [];
  const assignees = data?.taskAssignees ?? [];
  const disabled = !canEdit;

  return (
    <Formik<RuleFormValues>
      initialValues={ruleFormValuesOf(rule)}
      validationSchema={ruleSchema}
      enableReinitialize
      onSubmit={async (values, { setErrors }) => {
        try {
          await onSave(ruleInputOf(values));
        } catch (error) {
          const fieldErrors = ruleFormErrorsOf(error);
          if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
          showToast({
            title: 'Error',
            description: `Could not save the rule: ${errorMessageOf(error)}`,
            severity: 'error',
          });
        }
      }}
    >
      {({ values, isSubmitting, submitForm, setFieldValue }) => (
        <Form noValidate aria-label={rule ? `Rule ${rule.name}` : 'New rule'}>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, lg: 8 }}>
              <Stack spacing={3}>
                <SectionCard title="When">
                  <Box sx={{ px: 2.5, py: 2 }}>
                    <TriggerPicker disabled={disabled} />
                  </Box>
                </SectionCard>
                <SectionCard title="Only if">
                  <Box sx={{ px: 2.5, py: 2 }}>
                    <ConditionRows disabled={disabled} />
                  </Box>
                </SectionCard>
                <SectionCard title="Then">
                  <Box sx={{ px: 2.5, py: 2 }}>
                    <ActionRows disabled={disabled} choices={choices} assignees={assignees} />
                  </Box>
                </SectionCard>
                <SectionCard title="Rule">
                  <Stack spacing={2} sx={{ px: 2.5, py: 2 }}>
                    <FormTextField name="name" label="Name" required disabled={disabled} />
                    <FormTextField name="description" label="Description" multiline minRows={2} disabled={disabled} />
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                      <Box sx={{ width: 160 }}>
                        <FormTextField
                          name="priority"
                          label="Priority"
                          select
                          disabled={disabled}
                          helperText="1 runs first"
                        >
                          {priorities.map((priority) => (
                            <MenuItem key={priority} value={priority}>
                              {priority}
                            </MenuItem>
                          ))}
                        </FormTextField>
                      </Box>
                      <FormControlLabel
                        control={
                          <Switch
                            checked={values.isActive}
                            disabled={disabled}
                            onChange={(event) => void setFieldValue('isActive', event.target.checked)}
                            name="isActive"
                          />
                        }
                        label={values.isActive ? 'On' : 'Off'}
                      />
                    </Stack>
                  </Stack>
                </SectionCard>
                {canEdit && (
                  <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
                    {onCancel && (
                      <Button onClick={onCancel} disabled={isSubmitting}>
                        Cancel
                      </Button>
                    )}
                    <Button variant="contained" disabled={isSubmitting} onClick={() => void submitForm()}>
                      {isSubmitting ? 'Saving...' : 'Save rule'}
                    </Button>
                  </Stack>
                )}
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, lg: 4 }}>
              <SectionCard title="Preview">
                <RulePreview input={previewInputOf(values)} />
              </SectionCard>
            </Grid>
          </Grid>
        </Form>
      )}
    </Formik>
  );
}
