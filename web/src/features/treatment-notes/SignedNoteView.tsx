import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../components/SectionCard';
import type { TreatmentNoteFieldsFragment } from '../../gql/graphql';
import { noteTypeLabels, vitalSignFields } from './noteForm';

function Section({ title, text }: { title: string; text: string | null | undefined }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap' }} color={text ? 'text.primary' : 'text.secondary'}>
        {text || 'Not recorded'}
      </Typography>
    </Box>
  );
}

/** A note as read: every section, the coded diagnoses and procedures (a signed note, or a draft an attorney never sees). */
export function SignedNoteView({ note }: { note: TreatmentNoteFieldsFragment }) {
  const vitals = note.vitalSigns as Record<string, number | null | undefined>;
  const recordedVitals = vitalSignFields.filter(({ name }) => vitals[name] !== null && vitals[name] !== undefined);
  return (
    <Stack spacing={3}>
      <SectionCard title={`${noteTypeLabels[note.noteType]}, version ${note.version}`}>
        <Stack spacing={2} sx={{ px: 2.5, py: 2 }}>
          {note.addendumReason && <Section title="Reason for this addendum" text={note.addendumReason} />}
          <Section title="Subjective" text={note.subjective} />
          <Section title="Objective" text={note.objective} />
          <Section title="Assessment" text={note.assessment} />
          <Section title="Plan" text={note.plan} />
          <Section
            title="Pain scale"
            text={note.painScale === null || note.painScale === undefined ? null : `${note.painScale} / 10`}
          />
          <Section
            title="Vital signs"
            text={recordedVitals.map(({ name, label }) => `${label}: ${vitals[name]}`).join(' · ')}
          />
          <Section title="Treatments provided" text={note.treatmentsProvided} />
        </Stack>
      </SectionCard>
      <SectionCard title="Diagnoses and procedures">
        <Box sx={{ px: 2.5, py: 2, overflowX: 'auto' }}>
          <Table size="small" aria-label="Diagnoses">
            <TableHead>
              <TableRow>
                <TableCell>Pointer</TableCell>
                <TableCell>ICD-10-CM</TableCell>
                <TableCell>Description</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {note.diagnoses.map((diagnosis, index) => (
                <TableRow key={diagnosis.code}>
                  <TableCell>{index + 1}</TableCell>
                  <TableCell>{diagnosis.code}</TableCell>
                  <TableCell>{diagnosis.description ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Table size="small" aria-label="Procedures" sx={{ mt: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell>Code</TableCell>
                <TableCell>Description</TableCell>
                <TableCell align="right">Units</TableCell>
                <TableCell>Modifiers</TableCell>
                <TableCell>Pointers</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {note.procedures.map((procedure, index) => (
                <TableRow key={`${procedure.code}-${index}`}>
                  <TableCell>{procedure.code}</TableCell>
                  <TableCell>{procedure.description ?? ''}</TableCell>
                  <TableCell align="right">{procedure.units}</TableCell>
                  <TableCell>{procedure.modifiers.join(', ')}</TableCell>
                  <TableCell>{procedure.diagnosisPointers.join(', ')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </SectionCard>
    </Stack>
  );
}
