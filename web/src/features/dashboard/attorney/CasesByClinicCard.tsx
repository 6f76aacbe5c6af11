import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { paths } from '../../../app/paths';
import { EmptyState } from '../../../components/EmptyState';
import { SectionCard } from '../../../components/SectionCard';
import type { AttorneyDashboardQuery } from '../../../gql/graphql';
import { CaseLinkListItem } from '../../cases/CaseLinkListItem';

type ClinicCases = AttorneyDashboardQuery['attorneyDashboard']['clinics'][number];

/** The attorney's cases grouped by the clinic that treats the patient: counts and the latest active cases. */
export function CasesByClinicCard({ clinics }: { clinics: readonly ClinicCases[] }) {
  return (
    <SectionCard
      title="Your cases by clinic"
      action={
        <Button component={RouterLink} to={paths.cases} size="small">
          View all cases
        </Button>
      }
    >
      {clinics.length === 0 ? (
        <EmptyState title="No cases yet" description="Cases a clinic assigns to you appear here." />
      ) : (
        clinics.map((clinic) => (
          <Box key={clinic.clinicId} component="section" aria-label={clinic.clinicName}>
            <Box sx={{ px: 2.5, pt: 2, pb: 1 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {clinic.clinicName}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {`${clinic.activeCases} active of ${clinic.totalCases} ${clinic.totalCases === 1 ? 'case' : 'cases'}`}
              </Typography>
            </Box>
            <List disablePadding>
              {clinic.recentCases.map((kase) => (
                <CaseLinkListItem
                  key={kase.id}
                  caseId={kase.id}
                  caseNumber={kase.caseNumber}
                  status={kase.status}
                  details={kase.patientName}
                />
              ))}
            </List>
          </Box>
        ))
      )}
    </SectionCard>
  );
}
