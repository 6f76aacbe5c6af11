import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/EmptyState';
import { RecordTable, type DataTableColumn } from '../../../components/DataTable';
import { SectionCard } from '../../../components/SectionCard';
import type { AiAutomationQuery } from '../../../gql/graphql';
import { countOf, formatDateTime } from '../../../lib/format';
import { backtestFigureLabel, formatBacktestValue, predictionTypeLabels } from './automationLabels';

type Refit = AiAutomationQuery['aiAutomation']['modelRefits'][number];

const columns: ReadonlyArray<DataTableColumn<Refit>> = [
  { id: 'type', header: 'Prediction', key: true, accessor: (refit) => predictionTypeLabels[refit.predictionType] },
  { id: 'version', header: 'Current version', key: true, accessor: (refit) => `v${refit.currentVersion}` },
  { id: 'fitted', header: 'Fitted', accessor: (refit) => formatDateTime(refit.fittedAt) },
  { id: 'training', header: 'Trained on', accessor: (refit) => countOf(refit.trainingSize, 'case') },
  { id: 'refits', header: 'Refits so far', accessor: (refit) => refit.refits },
  {
    id: 'backtest',
    header: 'Back-test',
    wideOnly: true,
    accessor: (refit) => refit.backtest.map((figure) => figure.name).join(' '),
    render: (refit) =>
      refit.backtest.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          None yet
        </Typography>
      ) : (
        refit.backtest.map((figure) => (
          <Typography key={figure.name} variant="body2">
            {backtestFigureLabel(figure.name)}: {formatBacktestValue(figure.value)}
          </Typography>
        ))
      ),
  },
];

const refitId = (refit: Refit) => refit.predictionType;
const refitLabel = (refit: Refit) => predictionTypeLabels[refit.predictionType];

/** The prediction models the refit job fitted on the caller's cases: one row per prediction type. */
export function ModelRefitsSection({ refits, predictionsOn }: { refits: Refit[]; predictionsOn: boolean }) {
  return (
    <SectionCard title="Model refits">
      {!predictionsOn && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2.5, pt: 2 }}>
          Predictions are turned off by the platform’s AI features setting: no model is refitted.
        </Typography>
      )}
      {refits.length === 0 ? (
        <EmptyState
          title="No model fitted yet"
          description="Models are fitted on the job queue from your closed cases; none has been fitted for your cases so far."
        />
      ) : (
        <RecordTable label="Model refits" columns={columns} rows={refits} getRowId={refitId} getRowLabel={refitLabel} />
      )}
    </SectionCard>
  );
}
