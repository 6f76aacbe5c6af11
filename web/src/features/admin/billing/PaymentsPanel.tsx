import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import type { PaymentHistoryRange } from '../../../gql/graphql';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { useConnectionPages } from '../../../lib/useConnectionPages';
import { LoadMoreButton } from '../../cases/list/LoadMoreButton';
import { paymentRanges } from './billingFormat';
import { BILLING_PAGE_SIZE, PaymentHistoryQuery } from './billingQueries';
import { PaymentsTable } from './PaymentsTable';

/** The Payments tab: the period's charges and refunds, newest first. */
export function PaymentsPanel() {
  const [range, setRange] = useState<PaymentHistoryRange>('month');
  const result = useQuery(PaymentHistoryQuery, {
    variables: { range, first: BILLING_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const { connection, error, loading, loadingMore, loadMore, retry } = useConnectionPages(
    result,
    'paymentHistory',
    'payments',
  );
  const label = paymentRanges.find((option) => option.value === range)!.label;

  return (
    <>
      <Box sx={{ px: 2.5, pt: 2, pb: 1.5 }}>
        <TextField
          select
          size="small"
          label="Period"
          value={range}
          onChange={(event) => setRange(event.target.value as PaymentHistoryRange)}
          sx={{ minWidth: 200 }}
        >
          {paymentRanges.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {error ? (
        <ErrorState title="Could not load the payments" message={errorMessageOf(error)} onRetry={retry} />
      ) : loading || !connection ? (
        <LoadingState label="Loading the payments..." />
      ) : connection.nodes.length === 0 ? (
        <EmptyState title={`No payments ${label.toLowerCase()}.`} />
      ) : (
        <PaymentsTable payments={connection.nodes} label={`Payments ${label.toLowerCase()}`} />
      )}
      {connection?.pageInfo.hasNextPage && (
        <Box sx={{ py: 2 }}>
          <LoadMoreButton what="payments" loading={loadingMore} onClick={loadMore} />
        </Box>
      )}
    </>
  );
}
