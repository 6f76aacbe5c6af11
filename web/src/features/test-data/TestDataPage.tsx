import { useQuery } from '@apollo/client/react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { NotFoundPage } from '../../app/NotFoundPage';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AdminAccessDenied } from '../admin/AdminAccessDenied';
import { DemoResetCard } from './DemoResetCard';
import { TestDataQuery } from './testDataQuery';

const codeOf = (error: unknown): string | undefined =>
  (error as { errors?: { extensions?: { code?: string } }[] } | undefined)?.errors?.[0]?.extensions?.code;

/** /test-data (PRODUCT 7): demo mode only (the server answers NOT_FOUND otherwise), the super admin only. */
export default function TestDataPage() {
  useDocumentTitle('Test Data');
  const { data, loading, error, refetch } = useQuery(TestDataQuery, { fetchPolicy: 'network-only' });
  if (loading && !data) return <LoadingState label="Counting the demo data..." />;
  if (error && !data) {
    if (codeOf(error) === 'NOT_FOUND') return <NotFoundPage />;
    if (codeOf(error) === 'FORBIDDEN') return <AdminAccessDenied title="Test Data" />;
    return <ErrorState message={errorMessageOf(error)} onRetry={() => void refetch().catch(() => undefined)} />;
  }
  const summary = data!.testDataSummary;
  return (
    <>
      <PageHeader
        title="Test Data"
        subtitle={
          summary.loaded
            ? `Demo data loaded ${summary.loadedAt ? new Date(summary.loadedAt as string).toLocaleString() : ''}`
            : 'No demo data set is loaded'
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {summary.counts.map((row) => (
          <Card variant="outlined" key={row.area} data-testid={`count-${row.area}`}>
            <CardContent>
              <Typography variant="body2" color="text.secondary">
                {row.label}
              </Typography>
              <Typography variant="h5" component="p">
                {row.count.toLocaleString()}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
      <Stack spacing={0.5} sx={{ mt: 3 }}>
        <Typography variant="h6" component="h2">
          Demo sign-ins (password demo-password)
        </Typography>
        {summary.logins.map((email) => (
          <Typography key={email} variant="body2" sx={{ wordBreak: 'break-all' }}>
            {email}
          </Typography>
        ))}
      </Stack>
      <DemoResetCard available={summary.reset.available} reason={summary.reset.reason ?? null} />
    </>
  );
}
