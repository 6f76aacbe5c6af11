import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CoverageFieldsFragment } from '../../gql/graphql';
import { formatLocalDate, formatMoney } from '../../lib/format';
import { errorMessageOf, fieldErrorsOf } from '../../lib/graphqlErrors';
import { claimPaths, coverageTypeLabels } from './claimLabels';
import { ClaimableLinesQuery, ClaimCreateMutation } from './claimOperations';

/** A claim holds at most six lines: one CMS-1500 form (the server says so too). */
const maxLines = 6;

interface NewClaimDialogProps {
  caseId: number;
  coverages: readonly CoverageFieldsFragment[];
  onClose: () => void;
}

/** Picks a coverage and the case's unclaimed coded bill lines, makes the draft and opens it. */
export function NewClaimDialog({ caseId, coverages, onClose }: NewClaimDialogProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(ClaimableLinesQuery, {
    variables: { caseId },
    fetchPolicy: 'network-only',
  });
  const [create, { loading: saving }] = useMutation(ClaimCreateMutation);
  const [coverageId, setCoverageId] = useState<number | ''>(coverages[0]?.id ?? '');
  const [chosen, setChosen] = useState<number[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const lines = data?.claimableLines ?? [];

  const toggle = (id: number) =>
    setChosen((current) => (current.includes(id) ? current.filter((line) => line !== id) : [...current, id]));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (coverageId === '') return setFieldErrors({ coverageId: 'Choose a coverage' });
    if (chosen.length === 0) return setFieldErrors({ billingLineIds: 'Choose at least one bill line' });
    setFieldErrors({});
    setFailure(null);
    try {
      const result = await create({ variables: { input: { caseId, coverageId, billingLineIds: chosen } } });
      const claim = result.data?.insuranceClaimCreate;
      onClose();
      if (claim) void navigate(claimPaths.detail(claim.id));
    } catch (failed) {
      setFieldErrors(fieldErrorsOf(failed));
      setFailure(errorMessageOf(failed));
    }
  };

  const total = lines
    .filter((line) => chosen.includes(line.billingLineId))
    .reduce((sum, line) => sum + Math.round(Number(line.amount) * 100), 0);

  return (
    <Dialog open onClose={() => !saving && onClose()} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="New claim">
        <DialogTitle id={titleId}>New Claim</DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <TextField
            select
            fullWidth
            label="Coverage"
            value={coverageId}
            onChange={(event) => setCoverageId(Number(event.target.value))}
            error={Boolean(fieldErrors.coverageId)}
            helperText={fieldErrors.coverageId}
            sx={{ mt: 1, mb: 2 }}
          >
            {coverages.map((coverage) => (
              <MenuItem key={coverage.id} value={coverage.id}>
                {coverage.carrierName} · {coverageTypeLabels[coverage.coverageType]}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="subtitle2" component="h3" id={`${titleId}-lines`}>
            Coded bill lines not yet claimed (at most {maxLines})
          </Typography>
          {error && <Alert severity="error">{errorMessageOf(error)}</Alert>}
          {loading && <Typography variant="body2">Loading bill lines...</Typography>}
          {!loading && lines.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              Every coded bill line of this case is on a claim already.
            </Typography>
          )}
          <FormGroup aria-labelledby={`${titleId}-lines`}>
            {lines.map((line) => (
              <FormControlLabel
                key={line.billingLineId}
                control={
                  <Checkbox
                    checked={chosen.includes(line.billingLineId)}
                    onChange={() => toggle(line.billingLineId)}
                    disabled={!chosen.includes(line.billingLineId) && chosen.length >= maxLines}
                  />
                }
                label={`${formatLocalDate(line.serviceDate)} · ${line.procedureCode} × ${line.units} · ${formatMoney(line.amount)} · ${line.diagnosisCodes.join(', ') || 'no diagnosis'}`}
              />
            ))}
          </FormGroup>
          {fieldErrors.billingLineIds && <FormHelperText error>{fieldErrors.billingLineIds}</FormHelperText>}
          <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
            Billed amount {formatMoney((total / 100).toFixed(2))}
          </Typography>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving || lines.length === 0}>
            {saving ? 'Creating...' : 'Create Draft Claim'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
