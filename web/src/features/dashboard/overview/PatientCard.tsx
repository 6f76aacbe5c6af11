import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { paths } from '../../../app/paths';
import { graphql } from '../../../gql';
import type { PatientCardFieldsFragment } from '../../../gql/graphql';
import { formatLocalDate } from '../../../lib/format';
import { PatientStatusChip } from '../../patients/PatientStatusChip';

graphql(`
  fragment PatientCardFields on Patient {
    id
    fullName
    phone
    email
    dateOfBirth
    status
  }
`);

/** One patient as a card, opening the patient. */
export function PatientCard({ patient }: { patient: PatientCardFieldsFragment }) {
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={paths.patientDetail(patient.id)} sx={{ height: '100%' }}>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, color: 'text.primary' }}>
              {patient.fullName}
            </Typography>
            <PatientStatusChip status={patient.status} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {[patient.phone, patient.email].filter(Boolean).join(' · ') || 'No contact details'}
          </Typography>
          {patient.dateOfBirth && (
            <Typography variant="body2" color="text.secondary">
              Born {formatLocalDate(patient.dateOfBirth)}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
