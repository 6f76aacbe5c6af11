import { useQuery } from '@apollo/client/react';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { graphql } from '../../../gql';
import { serverMessage } from '../../../lib/graphqlErrors';
import { refetchInBackground } from '../../../lib/refetchInBackground';
import { AttorneyFigures } from './AttorneyFigures';
import { CasesByClinicCard } from './CasesByClinicCard';
import { WaitingOnYouCard } from './WaitingOnYouCard';
import { AlertsCard } from '../../alerts/AlertsCard';

export const AttorneyDashboardQuery = graphql(`
  query AttorneyDashboard {
    attorneyDashboard {
      clinics {
        clinicId
        clinicName
        activeCases
        totalCases
        recentCases {
          id
          caseNumber
          patientName
          status
        }
      }
      waiting {
        kind
        caseId
        caseNumber
        patientName
        clinicName
        occurredAt
        summary
        link
      }
      waitingCounts {
        counterOffers
        newDocuments
        unreadMessages
        submittedBills
      }
    }
  }
`);

/** An attorney's own dashboard: their figures, what waits on them, and their cases grouped by clinic. */
export function AttorneyDashboard() {
  const { data, loading, error, refetch } = useQuery(AttorneyDashboardQuery);

  return (
    <Stack spacing={3}>
      <AttorneyFigures />
      {loading && !data ? (
        <LoadingState label="Loading your dashboard..." />
      ) : error || !data ? (
        <ErrorState
          title="Could not load your dashboard"
          message={serverMessage(error)}
          onRetry={() => refetchInBackground(refetch)}
        />
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 7 }}>
            <WaitingOnYouCard items={data.attorneyDashboard.waiting} counts={data.attorneyDashboard.waitingCounts} />
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            <CasesByClinicCard clinics={data.attorneyDashboard.clinics} />
          </Grid>
          <Grid size={12}>
            <AlertsCard />
          </Grid>
        </Grid>
      )}
    </Stack>
  );
}
