import Grid from '@mui/material/Grid';
import type { CaseSummaryFieldsFragment } from '../../../gql/graphql';
import { CaseCard } from './CaseCard';

export function CaseCardGrid({ cases }: { cases: readonly CaseSummaryFieldsFragment[] }) {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Cases">
      {cases.map((summary) => (
        <Grid key={summary.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
          <CaseCard summary={summary} />
        </Grid>
      ))}
    </Grid>
  );
}
