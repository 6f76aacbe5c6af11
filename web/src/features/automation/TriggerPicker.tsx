import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { FormTextField } from '../patients/form/FormTextField';
import { isTimeTrigger, triggerTypes, triggerWords } from './automationLabels';
import type { RuleFormValues } from './ruleForm';

/** The trigger as a sentence: "No visit for [14] days (cases in treatment)". */
export function TriggerPicker({ disabled }: { disabled: boolean }) {
  const { values } = useFormikContext<RuleFormValues>();
  const words = triggerWords[values.triggerType];
  return (
    <Stack spacing={2}>
      <Box sx={{ maxWidth: 420 }}>
        <FormTextField name="triggerType" label="When" select required disabled={disabled}>
          {triggerTypes.map((trigger) => (
            <MenuItem key={trigger} value={trigger}>
              {triggerWords[trigger].after
                ? `${triggerWords[trigger].before} N ${triggerWords[trigger].after}`
                : triggerWords[trigger].before}
            </MenuItem>
          ))}
        </FormTextField>
      </Box>
      {isTimeTrigger(values.triggerType) && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography>{words.before}</Typography>
          <Box sx={{ width: 110 }}>
            <FormTextField
              name="triggerDays"
              label="Days"
              required
              disabled={disabled}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Box>
          <Typography>{words.after}</Typography>
        </Stack>
      )}
    </Stack>
  );
}
