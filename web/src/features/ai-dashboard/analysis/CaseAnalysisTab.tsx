import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useToast } from '../../../app/toast/toastContext';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { SectionCard } from '../../../components/SectionCard';
import type { AnalysisType } from '../../../gql/graphql';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { AiCasePicker } from '../AiCasePicker';
import { useAiCaseParam } from '../useAiCaseParam';
import { useAiFeature } from '../insights/useAiFeature';
import { AnalysisHistory } from './AnalysisHistory';
import { AnalysisResult } from './AnalysisResult';
import { analysisTypeOptions } from './analysisTypes';
import { CaseAnalysesQuery, CaseAnalyzeMutation } from './caseAnalysisQueries';

/** The spec's texts for the two outcomes of a run. */
const failedToast = { title: 'Analysis Failed', description: 'Failed to complete AI case analysis.' } as const;

/** Case Analysis: pick a case and an analysis, run it, read the result; the case's past analyses below. */
export function CaseAnalysisTab() {
  const feature = useAiFeature('caseAnalysis');
  const { caseId, selectedCase, caseMissing, setCase } = useAiCaseParam();
  const [analysisType, setAnalysisType] = useState<AnalysisType>('treatment_progress');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const showToast = useToast();
  const history = useQuery(CaseAnalysesQuery, {
    variables: { caseId: caseId ?? 0 },
    skip: caseId === null || !feature.on,
    fetchPolicy: 'cache-and-network',
  });
  const [analyze, { loading: running }] = useMutation(CaseAnalyzeMutation);

  const analyses = history.data?.caseAnalyses ?? [];
  const shown = analyses.find((analysis) => analysis.id === selectedId) ?? analyses[0] ?? null;

  async function run() {
    if (caseId === null) return;
    try {
      const result = await analyze({ variables: { input: { caseId, analysisType } } });
      const analysis = result.data?.caseAnalyze;
      await history.refetch();
      if (analysis) setSelectedId(analysis.id);
      if (analysis && analysis.status === 'complete')
        showToast({ title: 'Analysis Complete', description: analysis.prediction?.value, severity: 'success' });
      else showToast({ ...failedToast, severity: 'error' });
    } catch (error) {
      const message = errorMessageOf(error);
      showToast({ title: failedToast.title, description: message || failedToast.description, severity: 'error' });
    }
  }

  if (!feature.ready) return <LoadingState label="Loading case analysis..." />;
  if (feature.offReason) return <Alert severity="info">{feature.offReason}</Alert>;

  return (
    <Stack spacing={3}>
      <SectionCard title="Analyze a case">
        <Grid container spacing={2} sx={{ p: 2.5, alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <AiCasePicker
              value={selectedCase}
              onChange={(next) => {
                setSelectedId(null);
                setCase(next);
              }}
              error={caseMissing ? 'Case not found' : undefined}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField
              select
              fullWidth
              label="Analysis type"
              value={analysisType}
              onChange={(event) => setAnalysisType(event.target.value as AnalysisType)}
              helperText={analysisTypeOptions.find((option) => option.value === analysisType)?.description}
            >
              {analysisTypeOptions.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <Button
              variant="contained"
              size="large"
              fullWidth
              onClick={() => void run()}
              disabled={caseId === null || caseMissing || running}
            >
              {running ? 'Analyzing…' : 'Run analysis'}
            </Button>
          </Grid>
        </Grid>
      </SectionCard>
      {caseId === null ? (
        <Alert severity="info">Choose a case to analyze it and see its past analyses.</Alert>
      ) : history.error && !history.data ? (
        <ErrorState title="Could not load the case’s analyses" message={errorMessageOf(history.error)} />
      ) : !history.data ? (
        <LoadingState label="Loading past analyses..." />
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 8 }}>
            {shown ? (
              <AnalysisResult analysis={shown} />
            ) : (
              <Alert severity="info">No analysis of this case yet: choose a type and run one.</Alert>
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <AnalysisHistory analyses={analyses} selectedId={shown?.id ?? null} onSelect={setSelectedId} />
          </Grid>
        </Grid>
      )}
    </Stack>
  );
}
