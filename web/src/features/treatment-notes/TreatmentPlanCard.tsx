import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { SectionCard } from '../../components/SectionCard';
import { StatCard } from '../../components/StatCard';
import { formatLocalDate, humanize } from '../../lib/format';
import { serverMessage } from '../../lib/graphqlErrors';
import { CaseTreatmentPlanQuery } from './treatmentNoteQueries';
import { TreatmentPlanDialog } from './TreatmentPlanDialog';

/** The case's plan of care with planned against actual visits and re-exams (clinic users). */
export function TreatmentPlanCard({ caseId }: { caseId: number }) {
  const { data, loading, error, refetch } = useQuery(CaseTreatmentPlanQuery, {
    variables: { caseId },
    fetchPolicy: 'cache-and-network',
  });
  const [dialog, setDialog] = useState<'new' | 'change' | null>(null);

  if (error)
    return <ErrorState title="Could not load the plan" message={serverMessage(error)} onRetry={() => void refetch()} />;
  if (loading && !data) return <LoadingState label="Loading the treatment plan..." />;
  const plan = data?.caseTreatmentPlan ?? null;
  const progress = plan?.progress;
  const percent =
    progress && progress.visitsPlannedToDate > 0
      ? Math.min(100, Math.round((progress.visitsCompleted / progress.visitsPlannedToDate) * 100))
      : 0;

  return (
    <SectionCard
      title="Treatment plan"
      action={
        <Stack direction="row" spacing={1}>
          {plan && (
            <Button size="small" onClick={() => setDialog('change')}>
              Change plan
            </Button>
          )}
          {(!plan || plan.status !== 'active') && (
            <Button size="small" variant="contained" onClick={() => setDialog('new')}>
              Add plan
            </Button>
          )}
        </Stack>
      }
    >
      <Box sx={{ px: 2.5, py: 2 }}>
        {!plan || !progress ? (
          <Typography color="text.secondary">No treatment plan yet.</Typography>
        ) : (
          <Stack spacing={2}>
            <Typography>
              {plan.visitsPerWeek} visits a week for {plan.weeks} weeks, {formatLocalDate(plan.startDate)} to{' '}
              {formatLocalDate(progress.endDate)} · {humanize(plan.status)}
            </Typography>
            {plan.goals && <Typography sx={{ whiteSpace: 'pre-wrap' }}>Goals: {plan.goals}</Typography>}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <StatCard label="Visits completed" value={String(progress.visitsCompleted)} />
              <StatCard label="Planned to date" value={String(progress.visitsPlannedToDate)} />
              <StatCard label="Planned in all" value={String(progress.visitsPlannedTotal)} />
              <StatCard label="Re-exams done / due" value={`${progress.reExamsDone} / ${progress.reExamsDue}`} />
            </Stack>
            <Box>
              <Typography variant="body2" id={`plan-progress-${plan.id}`}>
                Visits against plan to date: {percent}%
              </Typography>
              <LinearProgress
                variant="determinate"
                value={percent}
                aria-labelledby={`plan-progress-${plan.id}`}
                sx={{ height: 8, borderRadius: 1 }}
              />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {plan.reExamDates.length
                ? `Re-exams: ${plan.reExamDates.map(formatLocalDate).join(', ')}`
                : 'No re-exam dates set.'}
              {progress.nextReExamDate ? ` Next: ${formatLocalDate(progress.nextReExamDate)}.` : ''}
            </Typography>
          </Stack>
        )}
      </Box>
      <TreatmentPlanDialog
        caseId={caseId}
        plan={dialog === 'change' ? plan : null}
        open={dialog !== null}
        onClose={() => setDialog(null)}
        onSaved={() => void refetch()}
      />
    </SectionCard>
  );
}
