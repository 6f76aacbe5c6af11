import { useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { SectionCard } from '../../components/SectionCard';
import { NewReminderDialog } from './NewReminderDialog';
import { ReminderConsentForm, type ContactOnFile } from './ReminderConsentForm';
import { RemindersList } from './RemindersList';

/** The patient page's Reminders: consent and opt-outs, the reminders sent or planned, New reminder. */
export function PatientRemindersSection({ patientId, contact }: { patientId: number; contact: ContactOnFile }) {
  const [creating, setCreating] = useState(false);
  return (
    <SectionCard title="Reminders" action={<Button onClick={() => setCreating(true)}>New reminder</Button>}>
      <Stack spacing={2}>
        <ReminderConsentForm patientId={patientId} contact={contact} />
        <Divider />
        <RemindersList patientId={patientId} title="Patient reminders" />
      </Stack>
      <NewReminderDialog patientId={patientId} open={creating} onClose={() => setCreating(false)} />
    </SectionCard>
  );
}
