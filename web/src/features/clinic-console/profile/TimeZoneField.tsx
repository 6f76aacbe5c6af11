import { useFormikContext } from 'formik';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { visibleFieldError } from '../../../lib/formikErrors';
import { timeZones, type ProfileValues } from './profileSchema';

/** The clinic's IANA time zone, searched by typing ("Chicago"). */
export function TimeZoneField() {
  const form = useFormikContext<ProfileValues>();
  const error = visibleFieldError(form, 'timeZone');
  return (
    <Autocomplete
      options={timeZones}
      value={form.values.timeZone || null}
      onChange={(_event, zone) => void form.setFieldValue('timeZone', zone ?? '')}
      onBlur={() => void form.setFieldTouched('timeZone', true)}
      renderInput={(params) => (
        <TextField
          {...params}
          name="timeZone"
          label="Time zone"
          required
          error={Boolean(error)}
          helperText={error ?? 'Appointments and business hours use this zone'}
        />
      )}
    />
  );
}
