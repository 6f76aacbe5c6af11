import { useFormikContext } from 'formik';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { FormTextField } from '../../patients/form/FormTextField';
import { weekdayLabels, type ProfileValues } from './profileSchema';

/** One row per weekday: Open switch, then opening and closing times (hidden while closed). */
export function BusinessHoursFields() {
  const { values, setFieldValue } = useFormikContext<ProfileValues>();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        Business hours (in the clinic's time zone)
      </Typography>
      {values.businessHours.map((day, index) => {
        const label = weekdayLabels[day.day];
        return (
          <Box
            key={day.day}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr 1fr', sm: '120px 110px 150px 150px' },
              alignItems: 'center',
              gap: 1.5,
              py: 0.75,
            }}
          >
            <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
            <FormControlLabel
              control={
                <Switch
                  checked={!day.closed}
                  onChange={(event) => void setFieldValue(`businessHours.${index}.closed`, !event.target.checked)}
                  slotProps={{ input: { 'aria-label': `${label} open` } }}
                />
              }
              label={day.closed ? 'Closed' : 'Open'}
            />
            {!day.closed && (
              <>
                <FormTextField
                  name={`businessHours.${index}.opens`}
                  label={`${label} opens`}
                  type="time"
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <FormTextField
                  name={`businessHours.${index}.closes`}
                  label={`${label} closes`}
                  type="time"
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
