import { useQuery } from '@apollo/client/react';
import Grid from '@mui/material/Grid';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import PaidOutlinedIcon from '@mui/icons-material/PaidOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { StatCard } from '../../../components/StatCard';
import { formatMoney } from '../../../lib/format';
import { serverMessage } from '../../../lib/graphqlErrors';
import { refetchInBackground } from '../../../lib/refetchInBackground';
import { BillingSummaryQuery } from './billingSummaryQuery';

function entries(count: number): string {
  return `${count} ${count === 1 ? 'entry' : 'entries'}`;
}

interface BillingSummaryCardsProps {
  /** Ask the server again this often (ms) while live updates are down; live events refresh it otherwise. */
  pollInterval?: number;
  /** The reader sees no pending drafts (attorneys), so what is outstanding is only submitted. */
  submittedOnly?: boolean;
}

/** Total Billed, Outstanding, Paid This Month and Denied, each with how many entries it counts. */
export function BillingSummaryCards({ pollInterval, submittedOnly = false }: BillingSummaryCardsProps) {
  const { data, error, refetch } = useQuery(BillingSummaryQuery, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    pollInterval,
  });

  if (error && !data) {
    return (
      <ErrorState
        title="Could not load billing figures"
        message={serverMessage(error)}
        onRetry={() => refetchInBackground(refetch)}
      />
    );
  }
  if (!data) return <LoadingState label="Loading billing figures..." />;

  const summary = data.billingSummary;
  const cards = [
    {
      label: 'Total Billed',
      value: formatMoney(summary.totalBilled),
      detail: `Across ${entries(summary.entryCount)}`,
      icon: <ReceiptLongOutlinedIcon />,
    },
    {
      label: 'Outstanding',
      value: formatMoney(summary.outstanding),
      detail: `${entries(summary.outstandingCount)} ${submittedOnly ? 'submitted, awaiting payment' : 'pending or submitted'}`,
      icon: <AccountBalanceWalletOutlinedIcon />,
    },
    {
      label: 'Paid This Month',
      value: formatMoney(summary.paidThisMonth),
      detail: `${entries(summary.paidThisMonthCount)} paid since the 1st`,
      icon: <PaidOutlinedIcon />,
    },
    {
      label: 'Denied',
      value: formatMoney(summary.denied),
      detail: `${entries(summary.deniedCount)} denied`,
      icon: <BlockOutlinedIcon />,
    },
  ];

  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.label} size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard {...card} />
        </Grid>
      ))}
    </Grid>
  );
}
