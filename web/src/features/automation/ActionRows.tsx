import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { FieldArray, getIn, useFormikContext } from 'formik';
import type { AutomationActionType } from '../../gql/graphql';
import { FormTextField } from '../patients/form/FormTextField';
import { ResettingSelect } from './ResettingSelect';
import { actionFields, actionLabels } from './automationLabels';
import type { RuleFormValues } from './ruleForm';

const maxActions = 5;
/** The labels the server's registry also uses, until its choices arrive. */
const fallbackChoices = (Object.keys(actionLabels) as AutomationActionType[]).map((type) => ({
  type,
  label: actionLabels[type],
}));
const unassigned = '';

interface ActionRowsProps {
  disabled: boolean;
  /** The actions the server offers (its labels). */
  choices: readonly { type: AutomationActionType; label: string }[];
  assignees: readonly { id: string; name: string }[];
}

function TargetField({
  index,
  type,
  disabled,
  assignees,
}: {
  index: number;
  type: AutomationActionType;
  disabled: boolean;
  assignees: ActionRowsProps['assignees'];
}) {
  const name = `actions.${index}.target`;
  const label = actionFields[type].target;
  if (!label) return null;
  if (type === 'create_task')
    return (
      <Box sx={{ minWidth: 220 }}>
        <FormTextField name={name} label={label} select disabled={disabled}>
          <MenuItem value={unassigned}>Nobody (unassigned)</MenuItem>
          {assignees.map((person) => (
            <MenuItem key={person.id} value={person.id}>
              {person.name}
            </MenuItem>
          ))}
        </FormTextField>
      </Box>
    );
  if (type === 'send_message')
    return (
      <Box sx={{ minWidth: 220 }}>
        <FormTextField name={name} label={label} select disabled={disabled}>
          <MenuItem value="attorney">The case's attorney</MenuItem>
          <MenuItem value="internal">Internal (clinic only)</MenuItem>
        </FormTextField>
      </Box>
    );
  return (
    <Box sx={{ minWidth: 220 }}>
      <FormTextField name={name} label={label} disabled={disabled} />
    </Box>
  );
}

/** "Then": one or more actions, run in order; each with its target and text. */
export function ActionRows({ disabled, choices, assignees }: ActionRowsProps) {
  const { values, errors, setFieldValue } = useFormikContext<RuleFormValues>();
  const listError: unknown = getIn(errors, 'actions');
  return (
    <FieldArray name="actions">
      {({ push, remove }) => (
        <Stack spacing={2}>
          {values.actions.map((action, index) => (
            <Paper key={index} variant="outlined" sx={{ p: 2 }} component="fieldset" aria-label={`Action ${index + 1}`}>
              <Stack spacing={2}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
                  <Box sx={{ minWidth: 240 }}>
                    <ResettingSelect
                      name={`actions.${index}.type`}
                      label={`Action ${index + 1}`}
                      disabled={disabled}
                      options={(choices.length ? choices : fallbackChoices).map((choice) => ({
                        value: choice.type,
                        label: choice.label,
                      }))}
                      onPick={(value) => {
                        const type = value as AutomationActionType;
                        void setFieldValue(`actions.${index}`, {
                          type,
                          target: type === 'send_message' ? 'internal' : '',
                          template: '',
                        });
                      }}
                    />
                  </Box>
                  <TargetField index={index} type={action.type} disabled={disabled} assignees={assignees} />
                  {!disabled && values.actions.length > 1 && (
                    <IconButton aria-label={`Remove action ${index + 1}`} onClick={() => remove(index)}>
                      <DeleteOutlineIcon />
                    </IconButton>
                  )}
                </Stack>
                <FormTextField
                  name={`actions.${index}.template`}
                  label={actionFields[action.type].template}
                  required={actionFields[action.type].templateRequired}
                  disabled={disabled}
                  multiline={action.type === 'send_message'}
                  minRows={action.type === 'send_message' ? 2 : undefined}
                  helperText="{case_number} is replaced by the case's number"
                />
              </Stack>
            </Paper>
          ))}
          {typeof listError === 'string' && <Typography color="error">{listError}</Typography>}
          {!disabled && values.actions.length < maxActions && (
            <Button
              startIcon={<AddIcon />}
              sx={{ alignSelf: 'flex-start' }}
              onClick={() => push({ type: 'notify_attorney', target: '', template: '' })}
            >
              Add action
            </Button>
          )}
        </Stack>
      )}
    </FieldArray>
  );
}
