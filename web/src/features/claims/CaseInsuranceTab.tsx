import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { RecordTable, type DataTableColumn } from '../../components/DataTable';
import { LoadingState } from '../../components/LoadingState';
import type { CoverageFieldsFragment } from '../../gql/graphql';
import { formatMoney } from '../../lib/format';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { coverageTypeLabels, insuredRelationshipLabels } from './claimLabels';
import { CaseCoveragesQuery, CoverageRemoveMutation, InsuranceClaimsQuery } from './claimOperations';
import { ClaimTable } from './ClaimTable';
import { CoverageDialog } from './CoverageDialog';
import { NewClaimDialog } from './NewClaimDialog';

const coverageColumns: ReadonlyArray<DataTableColumn<CoverageFieldsFragment>> = [
  { id: 'carrier', header: 'Carrier', key: true, accessor: (coverage) => coverage.carrierName },
  { id: 'type', header: 'Type', key: true, accessor: (coverage) => coverageTypeLabels[coverage.coverageType] },
  { id: 'payer', header: 'Payer ID', accessor: (coverage) => coverage.payerId ?? '—' },
  {
    id: 'policy',
    header: 'Policy / Member',
    accessor: (coverage) => [coverage.policyNumber, coverage.memberId].filter(Boolean).join(' / ') || '—',
  },
  {
    id: 'insured',
    header: 'Insured',
    accessor: (coverage) =>
      coverage.insuredRelationship === 'self'
        ? 'Patient'
        : `${coverage.insuredName ?? '—'} (${insuredRelationshipLabels[coverage.insuredRelationship]})`,
  },
  {
    id: 'limit',
    header: 'Limit',
    accessor: (coverage) => (coverage.limitAmount ? formatMoney(coverage.limitAmount) : '—'),
  },
  { id: 'adjuster', header: 'Adjuster', accessor: (coverage) => coverage.adjusterName ?? '—' },
];

type Editing = { coverage: CoverageFieldsFragment | null } | null;

/** The case's Insurance tab: its coverages (clinic users add, edit, remove) and its claims (New Claim). */
export function CaseInsuranceTab({ caseId }: { caseId: number }) {
  const { user } = useCurrentUser();
  const writes = user?.role === 'clinic_staff' || user?.role === 'clinic_admin';
  const coverages = useQuery(CaseCoveragesQuery, { variables: { caseId } });
  const claims = useQuery(InsuranceClaimsQuery, {
    variables: { filter: { caseId, status: null, search: null }, first: 50 },
  });
  const [remove] = useMutation(CoverageRemoveMutation, {
    refetchQueries: [{ query: CaseCoveragesQuery, variables: { caseId } }],
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [newClaim, setNewClaim] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const caseCoverages = coverages.data?.caseCoverages ?? [];

  const removeCoverage = async (coverage: CoverageFieldsFragment) => {
    setFailure(null);
    try {
      await remove({ variables: { id: coverage.id } });
    } catch (error) {
      setFailure(errorMessageOf(error));
    }
  };

  return (
    <Stack spacing={3}>
      <Box>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2">
            Coverages
          </Typography>
          {writes && (
            <Button variant="outlined" onClick={() => setEditing({ coverage: null })}>
              Add Coverage
            </Button>
          )}
        </Stack>
        {failure && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {failure}
          </Alert>
        )}
        {coverages.error && <Alert severity="error">{errorMessageOf(coverages.error)}</Alert>}
        {coverages.loading && !coverages.data && <LoadingState label="Loading coverages..." />}
        {coverages.data && caseCoverages.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            No coverage is recorded for this case.
          </Typography>
        )}
        {caseCoverages.length > 0 && (
          <RecordTable
            label="Coverages"
            columns={coverageColumns}
            rows={caseCoverages}
            getRowId={(coverage) => coverage.id}
            renderActions={
              writes
                ? (coverage) => (
                    <Stack direction="row" spacing={1}>
                      <Button size="small" onClick={() => setEditing({ coverage })}>
                        Edit
                      </Button>
                      <Button size="small" color="error" onClick={() => void removeCoverage(coverage)}>
                        Remove
                      </Button>
                    </Stack>
                  )
                : undefined
            }
          />
        )}
      </Box>
      <Box>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2">
            Claims
          </Typography>
          {writes && (
            <Button variant="contained" onClick={() => setNewClaim(true)} disabled={caseCoverages.length === 0}>
              New Claim
            </Button>
          )}
        </Stack>
        {claims.error && <Alert severity="error">{errorMessageOf(claims.error)}</Alert>}
        {claims.data && claims.data.insuranceClaims.nodes.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            No claims yet.{writes && caseCoverages.length === 0 && ' Add a coverage first.'}
          </Typography>
        )}
        {claims.data && claims.data.insuranceClaims.nodes.length > 0 && (
          <ClaimTable claims={claims.data.insuranceClaims.nodes} label="Claims of the case" />
        )}
      </Box>
      {editing && <CoverageDialog caseId={caseId} coverage={editing.coverage} onClose={() => setEditing(null)} />}
      {newClaim && <NewClaimDialog caseId={caseId} coverages={caseCoverages} onClose={() => setNewClaim(false)} />}
    </Stack>
  );
}
