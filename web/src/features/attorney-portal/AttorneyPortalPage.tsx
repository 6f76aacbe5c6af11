import { useState } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { UploadDocumentDialog } from '../documents/UploadDocumentDialog';
import { AccessRestricted } from './AccessRestricted';
import { AllCasesCard } from './AllCasesCard';
import { ExportReportButton } from './ExportReportButton';
import { PortalSummaryCards } from './PortalSummaryCards';
import { RecentActivityCard } from './RecentActivityCard';
import { YourCasesCard } from './YourCasesCard';
import { ScorecardCards } from '../counsel/ScorecardCards';

const TITLE = 'Attorney Portal';

/** The portal's content; mounted only for attorneys, so nobody else sends its queries. */
function AttorneyPortal({ firstName }: { firstName: string }) {
  const [uploadOpen, setUploadOpen] = useState(false);

  return (
    <>
      <PageHeader
        title={TITLE}
        subtitle={`Welcome back, ${firstName}`}
        actions={
          <>
            <Button variant="contained" startIcon={<UploadFileOutlinedIcon />} onClick={() => setUploadOpen(true)}>
              Upload Document
            </Button>
            <ExportReportButton />
          </>
        }
      />
      <Stack spacing={3}>
        <PortalSummaryCards />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 6 }}>
            <YourCasesCard />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <RecentActivityCard />
          </Grid>
        </Grid>
        <AllCasesCard />
        <ScorecardCards attorneyId={null} title="My scorecard" />
      </Stack>
      <UploadDocumentDialog open={uploadOpen} onClose={() => setUploadOpen(false)} />
    </>
  );
}

/** /attorney-portal: the attorney's own figures, cases and messages; everyone else sees 'Access Restricted'. */
export default function AttorneyPortalPage() {
  const { user, loading } = useCurrentUser();

  if (loading) return <LoadingState label="Loading..." />;
  if (user?.role !== 'attorney') {
    return (
      <>
        <PageHeader title={TITLE} />
        <AccessRestricted />
      </>
    );
  }
  return <AttorneyPortal firstName={user.firstName} />;
}
