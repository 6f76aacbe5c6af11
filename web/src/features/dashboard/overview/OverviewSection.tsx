import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { SectionCard } from '../../../components/SectionCard';
import { serverMessage } from '../../../lib/graphqlErrors';
import { LoadMoreButton } from '../../cases/list/LoadMoreButton';

interface OverviewSectionProps<Node extends { id: number }> {
  /** What the section lists, capitalised for its title ("Patients"). */
  title: string;
  pages: {
    connection?: { nodes: readonly Node[]; pageInfo: { hasNextPage: boolean }; totalCount: number };
    error?: unknown;
    loading: boolean;
    loadingMore: boolean;
    loadMore: () => void;
    retry: () => void;
  };
  renderCard: (node: Node) => ReactNode;
}

/** One read-only list of the platform overview, as cards, with its loading, error and empty states. */
export function OverviewSection<Node extends { id: number }>({ title, pages, renderCard }: OverviewSectionProps<Node>) {
  const what = title.toLowerCase();
  const { connection, error, loading, loadingMore, loadMore, retry } = pages;

  return (
    <SectionCard title={connection ? `${title} (${connection.totalCount})` : title}>
      <Box sx={{ p: { xs: 2, md: 2.5 } }}>
        {error ? (
          <ErrorState
            title={`Could not load ${what}`}
            message={serverMessage(error)}
            onRetry={retry}
            retryLabel="Reload"
          />
        ) : loading || !connection ? (
          <LoadingState label={`Loading ${what}...`} />
        ) : connection.nodes.length === 0 ? (
          <EmptyState title={`No ${what} yet`} />
        ) : (
          <Stack spacing={2}>
            <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={title}>
              {connection.nodes.map((node) => (
                <Grid key={node.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
                  {renderCard(node)}
                </Grid>
              ))}
            </Grid>
            {connection.pageInfo.hasNextPage && <LoadMoreButton what={what} loading={loadingMore} onClick={loadMore} />}
          </Stack>
        )}
      </Box>
    </SectionCard>
  );
}
