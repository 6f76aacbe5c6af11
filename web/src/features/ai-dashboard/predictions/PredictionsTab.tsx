import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { useCurrentUser } from '../../../app/auth/useCurrentUser';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { useToastedAction } from '../../../lib/useToastedAction';
import { AiCasePicker } from '../AiCasePicker';
import { useAiCaseParam } from '../useAiCaseParam';
import { BacktestSection } from './BacktestSection';
import { NetToClinicCard } from './NetToClinicCard';
import { PredictionCard } from './PredictionCard';
import { CasePredictionsQuery, PredictionModelsQuery, PredictionRefitMutation } from './predictionDocuments';

/** Who may ask for a refit now (the server decides; this only hides a button that would be refused). */
const canRefit = (role: string | undefined) => role === 'clinic_admin' || role === 'attorney';

function CasePredictionsPanel({ caseId }: { caseId: number }) {
  const { data, loading, error, refetch } = useQuery(CasePredictionsQuery, { variables: { caseId } });
  if (loading && !data) return <LoadingState label="Predicting..." />;
  if (error || !data)
    return (
      <ErrorState title="Predictions unavailable" message={errorMessageOf(error)} onRetry={() => void refetch()} />
    );
  const { predictions, netToClinic, confidenceDefinition } = data.casePredictions;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {predictions.map((prediction) => (
          <PredictionCard key={prediction.type} prediction={prediction} />
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {confidenceDefinition}
      </Typography>
      {netToClinic && <NetToClinicCard net={netToClinic} />}
    </Box>
  );
}

/** The Predictions tab: a case's predictions (and net to clinic), and the models' published back-tests. */
export function PredictionsTab({ chartWidth }: { chartWidth?: number }) {
  const { caseId, selectedCase, caseMissing, setCase } = useAiCaseParam();
  const { user } = useCurrentUser();
  const models = useQuery(PredictionModelsQuery);
  const [refit, { loading: refitting }] = useMutation(PredictionRefitMutation);
  const requestRefit = useToastedAction(
    async () => (await refit()).data?.predictionRefit.queued ?? false,
    {
      success: (queued) => ({
        title: queued ? 'Refit queued' : 'A refit is already waiting',
        description: 'The models are refitted within a minute or two; unchanged data keeps the current version.',
        severity: 'success',
      }),
      failure: () => 'Failed to queue the refit',
    },
    () => false,
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ maxWidth: 420 }}>
        <AiCasePicker value={selectedCase} onChange={setCase} label="Case to predict" />
      </Box>
      {caseMissing && <ErrorState title="Case not found" message="This case is not among yours." />}
      {caseId === null ? (
        <EmptyState title="Choose a case" description="Pick one of your cases to see its predictions." />
      ) : (
        !caseMissing && <CasePredictionsPanel caseId={caseId} />
      )}
      {models.error ? (
        <ErrorState title="Accuracy unavailable" message={errorMessageOf(models.error)} />
      ) : models.loading && !models.data ? (
        <LoadingState label="Loading the models..." />
      ) : (
        <BacktestSection
          models={models.data?.predictionModels ?? []}
          chartWidth={chartWidth}
          action={
            canRefit(user?.role) && (
              <Button variant="outlined" size="small" disabled={refitting} onClick={() => void requestRefit()}>
                Refit models
              </Button>
            )
          }
        />
      )}
    </Box>
  );
}
