import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { PredictionModelsQuery } from '../../../gql/graphql';
import { formatPredicted, predictionTitles } from './predictionFormat';

type Model = PredictionModelsQuery['predictionModels'][number];

/**
 * Predicted against actual for the back-test's held-out cases (the diagonal is a perfect model). Its own
 * chunk: the tab loads it lazily, as the Revenue tab's charts are.
 */
export default function BacktestChart({ model, width }: { model: Model; width?: number }) {
  const points = model.backtest?.points ?? [];
  const title = predictionTitles[model.type] ?? model.type;
  const format = (value: number | null) => (value === null ? '' : formatPredicted(model.type, value));
  return (
    <Box role="figure" aria-label={`${title}: predicted against actual for ${points.length} held-out cases`}>
      <ScatterChart
        width={width}
        height={260}
        xAxis={[{ label: 'Actual', valueFormatter: format }]}
        yAxis={[{ label: 'Predicted', valueFormatter: format, width: 70 }]}
        series={[
          {
            label: title,
            data: points.map((point, id) => ({ id, x: point.actual, y: point.predicted })),
            valueFormatter: (value) => (value ? `actual ${format(value.x)}, predicted ${format(value.y)}` : ''),
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
