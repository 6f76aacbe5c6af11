import { Link as RouterLink, useParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import type { ClaimFieldsFragment } from '../../gql/graphql';
import { formatDateTime, formatLocalDate, formatMoney } from '../../lib/format';
import { errorMessageOf, hasErrorCode } from '../../lib/graphqlErrors';
import { parseRecordId } from '../../lib/recordId';
import { casePaths } from '../cases/casePaths';
import { ClaimActions } from './ClaimActions';
import { claimPaths, coverageTypeLabels } from './claimLabels';
import { ClaimLinesTable } from './ClaimLinesTable';
import { InsuranceClaimQuery } from './claimOperations';
import { ClaimStatusChip } from './ClaimStatusChip';

const money = (amount: string | null) => (amount === null ? '—' : formatMoney(amount));

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

function ClaimFacts({ claim }: { claim: ClaimFieldsFragment }) {
  return (
    <Box sx={{ p: 2.5, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
      <Fact label="Status">
        <ClaimStatusChip status={claim.status} />
      </Fact>
      <Fact label="Case">
        <Link component={RouterLink} to={casePaths.detail(claim.caseId)}>
          {claim.caseNumber}
        </Link>{' '}
        · {claim.patientName}
      </Fact>
      <Fact label="Payer">
        {claim.carrierName ?? '—'}
        {claim.coverageType && ` (${coverageTypeLabels[claim.coverageType]})`}
      </Fact>
      <Fact label="Submitted">{claim.submittedAt ? formatDateTime(claim.submittedAt) : 'Not yet'}</Fact>
      <Fact label="Billed">{formatMoney(claim.billedAmount)}</Fact>
      <Fact label="Allowed">{money(claim.allowedAmount)}</Fact>
      <Fact label="Paid">{money(claim.paidAmount)}</Fact>
      <Fact label="Payment date">{claim.paymentDate ? formatLocalDate(claim.paymentDate) : '—'}</Fact>
      <Fact label="Patient responsibility">{money(claim.patientResponsibility)}</Fact>
      <Fact label="Deductible">{money(claim.deductibleApplied)}</Fact>
      <Fact label="Copay">{money(claim.copayAmount)}</Fact>
      <Fact label="Coinsurance">{money(claim.coinsuranceAmount)}</Fact>
      {claim.denialReason && <Fact label="Denial reason">{claim.denialReason}</Fact>}
      {claim.appealNotes && <Fact label="Appeal notes">{claim.appealNotes}</Fact>}
    </Box>
  );
}

/** A claim (/claims/:id): its facts, amounts and lines, the moves its state allows, and its CMS-1500 and 837P. */
export function ClaimPage() {
  const params = useParams();
  const id = parseRecordId(params.id);
  const { data, error, loading, refetch } = useQuery(InsuranceClaimQuery, {
    variables: { id: id.kind === 'valid' ? id.id : 0 },
    skip: id.kind !== 'valid',
  });
  if (id.kind !== 'valid' || hasErrorCode(error, 'NOT_FOUND'))
    return <ErrorState title="Claim not found" message="It does not exist or is not one of yours." />;
  if (error)
    return (
      <ErrorState title="Could not load the claim" message={errorMessageOf(error)} onRetry={() => void refetch()} />
    );
  const claim = data?.insuranceClaim;
  if (!claim) return loading ? <LoadingState label="Loading the claim..." /> : null;

  return (
    <>
      <PageHeader
        title={`Claim ${claim.claimNumber}`}
        subtitle={
          <Link component={RouterLink} to={claimPaths.list}>
            All claims
          </Link>
        }
        actions={<ClaimActions claim={claim} />}
      />
      <Stack spacing={3}>
        <SectionCard
          title="Claim"
          action={
            claim.status !== 'draft' && (
              <Stack direction="row" spacing={1}>
                <Button variant="outlined" size="small" href={claim.cms1500Url} target="_blank" rel="noopener">
                  CMS-1500 PDF
                </Button>
                <Button variant="outlined" size="small" href={claim.x837Url} download>
                  Download 837P
                </Button>
              </Stack>
            )
          }
        >
          <ClaimFacts claim={claim} />
        </SectionCard>
        <SectionCard title="Service Lines">
          <ClaimLinesTable lines={claim.serviceLines} />
        </SectionCard>
      </Stack>
    </>
  );
}

export default ClaimPage;
