import { lazy, Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingState } from '../../../components/LoadingState';
import { SectionCard } from '../../../components/SectionCard';
import { formatDateTime } from '../../../lib/format';
import type { PredictionModelsQuery } from '../../../gql/graphql';
import { formatPercent, formatPredicted, predictionTitles } from './predictionFormat';

const BacktestChart = lazy(() => import('./BacktestChart'));

type Model = PredictionModelsQuery['predictionModels'][number];

/** The published accuracy: per type, the 5-fold back-test on the scope's closed cases, and its chart. */
export function BacktestSection({
  models,
  action,
  chartWidth,
}: {
  models: Model[];
  action?: ReactNode;
  chartWidth?: number;
}) {
  const charted = models.filter(
    (model) => (model.backtest?.points.length ?? 0) > 0 && model.type !== 'clinic_payment_days',
  );
  return (
    <SectionCard title="Accuracy (back-test on your closed cases)" action={action}>
      {models.length === 0 ? (
        <EmptyState
          title="No models yet"
          description="Models are fitted once your cases have closed cases to learn from."
        />
      ) : (
        <>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Back-test per prediction">
              <TableHead>
                <TableRow>
                  <TableCell>Prediction</TableCell>
                  <TableCell>Model</TableCell>
                  <TableCell align="right">Closed cases</TableCell>
                  <TableCell align="right">Mean absolute error</TableCell>
                  <TableCell align="right">Truth inside the 90% range</TableCell>
                  <TableCell>Fitted</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {models.map((model) => (
                  <TableRow key={model.type}>
                    <TableCell>{predictionTitles[model.type] ?? model.type}</TableCell>
                    <TableCell>
                      {model.modelVersion}
                      <Typography variant="caption" color="text.secondary" component="p">
                        {model.algorithm}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">{model.trainingSize}</TableCell>
                    <TableCell align="right">
                      {model.backtest
                        ? `${formatPredicted(model.type, model.backtest.mae)}${
                            model.backtest.maePercentOfMean === null
                              ? ''
                              : ` (${model.backtest.maePercentOfMean.toFixed(0)}% of the mean)`
                          }`
                        : (model.insufficientReason ?? 'Not enough cases to test')}
                    </TableCell>
                    <TableCell align="right">
                      {model.backtest ? `${formatPercent(model.backtest.coverage)} of ${model.backtest.n}` : '—'}
                    </TableCell>
                    <TableCell>{formatDateTime(model.fittedAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2.5, py: 1.5 }}>
            Each closed case was predicted by a model fitted without it (5-fold cross-validation); its 90% range came
            from the other folds’ errors.
          </Typography>
          {charted.length > 0 && (
            <Suspense fallback={<LoadingState label="Loading charts..." />}>
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, p: 2 }}>
                {charted.map((model) => (
                  <Box key={model.type}>
                    <Typography variant="subtitle2" component="h3">
                      {predictionTitles[model.type]}: predicted vs actual
                    </Typography>
                    <BacktestChart model={model} width={chartWidth} />
                  </Box>
                ))}
              </Box>
            </Suspense>
          )}
        </>
      )}
    </SectionCard>
  );
}
