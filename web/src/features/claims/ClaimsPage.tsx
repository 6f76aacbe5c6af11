import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import type { ClaimStatus } from '../../gql/graphql';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { LoadMoreButton } from '../cases/list/LoadMoreButton';
import { claimStatuses, claimStatusLabels } from './claimLabels';
import { InsuranceClaimsQuery } from './claimOperations';
import { ClaimTable } from './ClaimTable';

const pageSize = 20;

/** Insurance Claims (/claims): every claim in scope, newest first, by status and by claim number or patient. */
export function ClaimsPage() {
  const [status, setStatus] = useState<ClaimStatus | ''>('');
  const [search, setSearch] = useState('');
  const filter = { status: status || null, search: search.trim() || null };
  const { data, error, loading, fetchMore, refetch } = useQuery(InsuranceClaimsQuery, {
    variables: { filter, first: pageSize },
    notifyOnNetworkStatusChange: true,
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const connection = data?.insuranceClaims;

  const loadMore = async () => {
    if (!connection?.pageInfo.endCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after: connection.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          insuranceClaims: {
            ...fetchMoreResult.insuranceClaims,
            nodes: [...previous.insuranceClaims.nodes, ...fetchMoreResult.insuranceClaims.nodes],
          },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  };

  const content = () => {
    if (error)
      return (
        <ErrorState title="Could not load claims" message={errorMessageOf(error)} onRetry={() => void refetch()} />
      );
    if (!connection) return loading ? <LoadingState label="Loading claims..." /> : null;
    if (connection.nodes.length === 0)
      return (
        <EmptyState
          title={status || search ? 'No claims match' : 'No insurance claims yet'}
          description="Claims are made from a case's coded bill lines, on its Insurance tab."
        />
      );
    return (
      <>
        <ClaimTable claims={connection.nodes} label="Insurance claims" />
        {connection.pageInfo.hasNextPage && (
          <Box sx={{ p: 2 }}>
            <LoadMoreButton what="claims" loading={loadingMore} onClick={() => void loadMore()} />
          </Box>
        )}
      </>
    );
  };

  return (
    <>
      <PageHeader title="Insurance Claims" subtitle="Claims to the cases' insurers, from draft to payment." />
      <SectionCard
        title="Claims"
        action={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <TextField
              size="small"
              label="Search claim number or patient"
              value={search}
              sx={{ minWidth: 280 }}
              onChange={(event) => setSearch(event.target.value)}
            />
            <TextField
              select
              size="small"
              label="Status"
              value={status}
              onChange={(event) => setStatus(event.target.value as ClaimStatus | '')}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 140 }}
            >
              <MenuItem value="">All</MenuItem>
              {claimStatuses.map((value) => (
                <MenuItem key={value} value={value}>
                  {claimStatusLabels[value]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        }
      >
        {content()}
      </SectionCard>
    </>
  );
}

export default ClaimsPage;
