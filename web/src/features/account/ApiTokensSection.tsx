import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { RecordTable, type DataTableColumn } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { SectionCard } from '../../components/SectionCard';
import { useToast } from '../../app/toast/toastContext';
import type { ApiTokenFieldsFragment, ApiTokenStatus } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { ApiTokenRevokeMutation, ApiTokensQuery } from './apiTokenDocuments';
import { CreateApiTokenDialog } from './CreateApiTokenDialog';

const statusLabels: Record<ApiTokenStatus, string> = { active: 'Active', expired: 'Expired', revoked: 'Revoked' };

const columns: ReadonlyArray<DataTableColumn<ApiTokenFieldsFragment>> = [
  { id: 'name', header: 'Name', accessor: (token) => token.name, key: true, rowHeader: true },
  {
    id: 'prefix',
    header: 'Token',
    accessor: (token) => token.prefix,
    render: (token) => <code>{`${token.prefix}_…`}</code>,
  },
  { id: 'created', header: 'Created', accessor: (token) => formatDateTime(token.createdAt), wideOnly: true },
  { id: 'expires', header: 'Expires', accessor: (token) => formatDateTime(token.expiresAt), key: true },
  {
    id: 'lastUsed',
    header: 'Last used',
    accessor: (token) => (token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'Never'),
  },
  {
    id: 'status',
    header: 'Status',
    accessor: (token) => statusLabels[token.status],
    render: (token) => (
      <Chip
        size="small"
        variant="outlined"
        color={token.status === 'active' ? 'success' : 'default'}
        label={statusLabels[token.status]}
      />
    ),
    key: true,
  },
];

/** The signed-in user's API tokens: the list, Create token, and Revoke with a confirmation. */
export function ApiTokensSection() {
  const showToast = useToast();
  const { data, loading, error, refetch } = useQuery(ApiTokensQuery);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiTokenFieldsFragment | null>(null);
  const [revokeToken] = useMutation(ApiTokenRevokeMutation);

  const revoke = async (token: ApiTokenFieldsFragment) => {
    setRevoking(null);
    try {
      await revokeToken({ variables: { id: token.id } });
      showToast({ title: 'Token revoked', description: `${token.name} no longer works.`, severity: 'success' });
    } catch (failure) {
      showToast({
        title: 'Error',
        description: `Could not revoke the token: ${errorMessageOf(failure)}`,
        severity: 'error',
      });
    }
  };

  const tokens = data?.apiTokens ?? [];
  const createButton = (
    <Button variant="contained" onClick={() => setCreating(true)}>
      Create token
    </Button>
  );

  return (
    <SectionCard title="API tokens" action={tokens.length > 0 ? createButton : undefined}>
      {loading && !data ? (
        <LoadingState label="Loading your API tokens..." />
      ) : error && !data ? (
        <ErrorState
          title="Could not load your API tokens"
          message={errorMessageOf(error)}
          onRetry={() => void refetch()}
        />
      ) : tokens.length === 0 ? (
        <EmptyState
          title="No API tokens yet"
          description="A token lets a script or another system use Casebridge's GraphQL and REST API as you, with exactly your access."
          action={createButton}
        />
      ) : (
        <RecordTable
          label="API tokens"
          columns={columns}
          rows={tokens}
          getRowId={(token) => token.id}
          renderActions={(token) =>
            token.status === 'active' ? (
              <Button color="error" size="small" onClick={() => setRevoking(token)} aria-label={`Revoke ${token.name}`}>
                Revoke
              </Button>
            ) : null
          }
        />
      )}
      <CreateApiTokenDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke this token?"
        message={`${revoking?.name ?? ''} (${revoking?.prefix ?? ''}) stops working at once, for good. Anything that uses it will be refused.`}
        confirmLabel="Revoke"
        destructive
        onConfirm={() => revoking && void revoke(revoking)}
        onCancel={() => setRevoking(null)}
      />
    </SectionCard>
  );
}
