import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../../components/SectionCard';
import { formatDateTime } from '../../../lib/format';
import type { CaseAnalysisFieldsFragment } from '../../../gql/graphql';
import { analysisTypeLabel } from './analysisTypes';

function Bullets({ title, items, empty }: { title: string; items: string[]; empty: string }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {items.map((item) => (
            <Typography key={item} component="li" variant="body2">
              {item}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** One analysis as stored: its headline and confidence, insights, recommendations and the figures it read. */
export function AnalysisResult({ analysis }: { analysis: CaseAnalysisFieldsFragment }) {
  const title = `${analysisTypeLabel(analysis.analysisType)} — ${formatDateTime(analysis.createdAt)}`;
  if (analysis.status === 'failed') {
    return (
      <SectionCard title={title}>
        <Box sx={{ p: 2.5 }}>
          <Typography color="error">{analysis.error}</Typography>
        </Box>
      </SectionCard>
    );
  }
  return (
    <SectionCard title={title}>
      <Stack spacing={2} sx={{ p: 2.5 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography variant="overline" color="text.secondary">
            {analysis.prediction?.label}
          </Typography>
          <Typography variant="h4" component="p" aria-label="Headline">
            {analysis.prediction?.value}
          </Typography>
          {analysis.confidence !== null && (
            <Chip size="small" label={`Confidence ${Math.round(analysis.confidence * 100)}%`} />
          )}
        </Stack>
        <Bullets title="Insights" items={analysis.insights} empty="No findings." />
        <Bullets title="Recommendations" items={analysis.recommendations} empty="Nothing to do." />
        <Box>
          <Typography variant="subtitle2" component="h3">
            Data points
          </Typography>
          <Box
            component="dl"
            aria-label="Data points"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'minmax(0, max-content) auto',
              columnGap: 3,
              rowGap: 0.5,
              m: 0,
            }}
          >
            {analysis.dataPoints.map((point) => (
              <Box key={point.key} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {point.label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {point.value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
        {analysis.requestedByName && (
          <Typography variant="caption" color="text.secondary">
            Run by {analysis.requestedByName}
          </Typography>
        )}
      </Stack>
    </SectionCard>
  );
}
