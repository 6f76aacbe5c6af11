import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { CasePredictionsQuery } from '../../../gql/graphql';
import { formatEffect, formatPercent, formatPredicted, predictionTitles } from './predictionFormat';

export type CasePredictionView = CasePredictionsQuery['casePredictions']['predictions'][number];

/** One prediction: value, 90% range, confidence, the factors that moved it, the model; or why there is none. */
export function PredictionCard({ prediction }: { prediction: CasePredictionView }) {
  const title = predictionTitles[prediction.type] ?? prediction.type;
  const headingId = `prediction-${prediction.type}`;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={headingId} variant="subtitle2" component="h3" color="text.secondary">
          {title}
        </Typography>
        {prediction.value === null ? (
          <Typography variant="body2" sx={{ mt: 1.5 }}>
            {prediction.insufficientReason}
          </Typography>
        ) : (
          <>
            <Typography variant="h4" component="p" sx={{ mt: 0.5 }}>
              {formatPredicted(prediction.type, prediction.value)}
            </Typography>
            {prediction.rangeLow !== null && prediction.rangeHigh !== null && (
              <Typography variant="body2">
                90% range: {formatPredicted(prediction.type, prediction.rangeLow)} –{' '}
                {formatPredicted(prediction.type, prediction.rangeHigh)}
              </Typography>
            )}
            {prediction.confidence !== null && (
              <Typography variant="body2">Confidence: {formatPercent(prediction.confidence)}</Typography>
            )}
            {prediction.factors.length > 0 && (
              <Box sx={{ mt: 1.5 }}>
                <Typography variant="caption" color="text.secondary" component="p">
                  What moved it most
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label={`Factors of the ${title.toLowerCase()}`}>
                  {prediction.factors.map((factor) => (
                    <Typography component="li" variant="body2" key={factor.name}>
                      {factor.label}: {formatEffect(prediction.type, factor.effect)}
                    </Typography>
                  ))}
                </Box>
              </Box>
            )}
          </>
        )}
        {prediction.modelVersion && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
            Model {prediction.modelVersion}
            {prediction.trainingSize !== null && ` · ${prediction.trainingSize} closed cases`}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
