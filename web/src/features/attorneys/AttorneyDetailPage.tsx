import { useParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../app/paths';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { serverMessage } from '../../lib/graphqlErrors';
import { parseRecordId } from '../../lib/recordId';
import { refetchInBackground } from '../../lib/refetchInBackground';
import { BackLink } from '../cases/BackLink';
import { AttorneyCaseList } from './AttorneyCaseList';
import { AttorneyDetailQuery } from './attorneyDetailQuery';
import { AttorneyProfileCard } from './AttorneyProfileCard';
import { ScorecardCards } from '../counsel/ScorecardCards';

function AttorneyNotFound() {
  return (
    <>
      <BackLink to={paths.cases} label="Back to Cases" />
      <PageHeader title="Attorney Not Found" />
      <Typography color="text.secondary">
        This attorney does not exist or you do not have access to their record.
      </Typography>
    </>
  );
}

export default function AttorneyDetailPage() {
  const idParam = parseRecordId(useParams().id);
  const attorneyId = idParam.kind === 'valid' ? idParam.id : undefined;
  const { data, loading, error, refetch } = useQuery(AttorneyDetailQuery, {
    variables: { id: attorneyId ?? 0 },
    skip: attorneyId === undefined,
  });

  if (attorneyId === undefined) return <AttorneyNotFound />;
  if (loading || error) {
    return (
      <>
        <PageHeader title="Attorney Detail" />
        {error ? (
          <ErrorState
            title="Could not load the attorney"
            message={serverMessage(error)}
            onRetry={() => refetchInBackground(refetch)}
          />
        ) : (
          <LoadingState label="Loading attorney..." />
        )}
      </>
    );
  }
  const attorney = data?.attorney;
  if (!attorney) return <AttorneyNotFound />;

  return (
    <>
      <PageHeader title={attorney.fullName} subtitle={attorney.firmName} />
      <Stack spacing={3}>
        <AttorneyProfileCard attorney={attorney} />
        <AttorneyCaseList caseCount={attorney.caseCount} cases={attorney.cases} />
        <ScorecardCards attorneyId={attorney.id} title="Scorecard" />
      </Stack>
    </>
  );
}
