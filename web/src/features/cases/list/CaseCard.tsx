import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { CaseSummaryFieldsFragment } from '../../../gql/graphql';
import { formatLocalDate, truncateText } from '../../../lib/format';
import { casePaths } from '../casePaths';
import { CaseStatusChip } from '../CaseStatusChip';
import { caseTypeLabels } from '../labels';
import { CaseAiAnalysisButton } from './CaseAiLinks';

/** Spec: card text is cut at 100 characters. */
const CARD_DESCRIPTION_LENGTH = 100;

/** One case as a card: the card opens the case; 'AI Analysis' opens the AI Dashboard on it. */
export function CaseCard({ summary }: { summary: CaseSummaryFieldsFragment }) {
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea component={RouterLink} to={casePaths.detail(summary.id)} sx={{ flex: 1 }}>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, color: 'text.primary' }}>
              {summary.caseNumber}
            </Typography>
            <CaseStatusChip status={summary.status} />
          </Box>
          <Typography sx={{ mt: 0.5, fontWeight: 600 }}>{summary.patient.fullName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {caseTypeLabels[summary.caseType]} ·{' '}
            {summary.accidentDate ? `Accident ${formatLocalDate(summary.accidentDate)}` : 'Accident date not recorded'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Attorney: {summary.attorney?.fullName ?? 'Not assigned'}
          </Typography>
          {summary.description && (
            <Typography variant="body2" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
              {truncateText(summary.description, CARD_DESCRIPTION_LENGTH)}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
      <CardActions sx={{ px: 2, pb: 1.5 }}>
        <CaseAiAnalysisButton caseId={summary.id} caseNumber={summary.caseNumber} />
      </CardActions>
    </Card>
  );
}
