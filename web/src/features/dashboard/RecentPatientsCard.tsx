import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { paths } from '../../app/paths';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { SectionCard } from '../../components/SectionCard';
import { graphql } from '../../gql';
import { serverMessage } from '../../lib/graphqlErrors';
import { refetchInBackground } from '../../lib/refetchInBackground';
import { patientStatusColor, patientStatusLabel } from '../patients/labels';

export const RecentPatientsQuery = graphql(`
  query RecentPatients {
    recentPatients(limit: 5) {
      id
      fullName
      phone
      email
      status
    }
  }
`);

export function RecentPatientsCard() {
  const { data, loading, error, refetch } = useQuery(RecentPatientsQuery);

  return (
    <SectionCard title="Recent Patients">
      {loading ? (
        <LoadingState label="Loading patients..." />
      ) : error || !data ? (
        <ErrorState
          title="Could not load recent patients"
          message={serverMessage(error)}
          onRetry={() => refetchInBackground(refetch)}
        />
      ) : data.recentPatients.length === 0 ? (
        <EmptyState title="No patients yet" />
      ) : (
        <List disablePadding>
          {data.recentPatients.map((patient) => (
            <ListItem disablePadding key={patient.id}>
              <ListItemButton
                component={RouterLink}
                to={paths.patientDetail(patient.id)}
                divider
                sx={{ borderRadius: 0, px: 2.5, py: 1.5, gap: 2 }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }} noWrap>
                    {patient.fullName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {patient.phone ?? patient.email ?? 'No contact details'}
                  </Typography>
                </Box>
                <Chip
                  size="small"
                  variant="outlined"
                  label={patientStatusLabel(patient.status)}
                  color={patientStatusColor(patient.status)}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
