import { Link as RouterLink } from 'react-router-dom';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/EmptyState';
import { SectionCard } from '../../../components/SectionCard';
import type { AiInsightsQuery } from '../../../gql/graphql';

type Recommendation = AiInsightsQuery['aiInsights']['recommendations'][number];

const kindLabels: Record<string, { label: string; color: 'warning' | 'error' | 'info' | 'secondary' }> = {
  treatment_gap: { label: 'Treatment gap', color: 'warning' },
  bill_aging: { label: 'Bill aging', color: 'error' },
  attorney_review: { label: 'Attorney review', color: 'info' },
  policy_limit: { label: 'Policy limit', color: 'secondary' },
};

/** What needs doing, most urgent first, each linking to its case. */
export function RecommendationList({ recommendations }: { recommendations: Recommendation[] }) {
  return (
    <SectionCard title="Recommendations">
      {recommendations.length === 0 ? (
        <EmptyState
          title="Nothing needs attention"
          description="No treatment gaps, bills unpaid past 90 days, long attorney reviews or coverage limits near."
        />
      ) : (
        <List aria-label="Recommendations, most urgent first" disablePadding>
          {recommendations.map((item) => {
            const kind = kindLabels[item.kind] ?? { label: item.kind, color: 'info' as const };
            return (
              <ListItem key={`${item.kind}-${item.caseId}`} divider sx={{ alignItems: 'flex-start', py: 1.5 }}>
                <Stack spacing={0.5} sx={{ minWidth: 0 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Chip size="small" label={kind.label} color={kind.color} variant="outlined" />
                    <Link component={RouterLink} to={`/cases/${item.caseId}`} sx={{ fontWeight: 600 }}>
                      {item.caseNumber}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {item.patientName}
                    </Typography>
                  </Stack>
                  <Typography variant="body2">{item.message}</Typography>
                </Stack>
              </ListItem>
            );
          })}
        </List>
      )}
    </SectionCard>
  );
}
