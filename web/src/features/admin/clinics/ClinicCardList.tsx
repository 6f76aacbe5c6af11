import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { LoadMoreButton } from '../../cases/list/LoadMoreButton';
import { ClinicCard } from './ClinicCard';
import type { ClinicCardData } from './clinicQueries';
import { useClinicConnection } from './useClinicConnection';

const clinics = (count: number) => `${count} ${count === 1 ? 'clinic' : 'clinics'}`;

/** The clinic cards in a responsive grid, with loading, error and empty states and 'Load more'. */
export function ClinicCardList({ billing, onManage }: { billing: boolean; onManage: (card: ClinicCardData) => void }) {
  const { connection, error, loading, loadingMore, loadMore, retry } = useClinicConnection();

  if (error) return <ErrorState title="Could not load the clinics" message={errorMessageOf(error)} onRetry={retry} />;
  if (loading || !connection) return <LoadingState label="Loading clinics..." />;
  if (connection.nodes.length === 0)
    return <EmptyState title="No clinics yet." description="Add the first clinic with Add New Clinic." />;

  return (
    <Box sx={{ p: 2.5 }}>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Showing {connection.nodes.length} of {clinics(connection.totalCount)}
      </Typography>
      <Grid container spacing={2}>
        {connection.nodes.map((card) => (
          <Grid key={card.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <ClinicCard card={card} billing={billing} onManage={onManage} />
          </Grid>
        ))}
      </Grid>
      {connection.pageInfo.hasNextPage && (
        <Box sx={{ pt: 2 }}>
          <LoadMoreButton what="clinics" loading={loadingMore} onClick={loadMore} />
        </Box>
      )}
    </Box>
  );
}
