import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import type { ReductionAction } from '../../../gql/graphql';
import { formatDateTime, formatMoney } from '../../../lib/format';
import type { ReductionRequest } from '../ledgerFields';
import { subtractMoney } from '../../../lib/money';
import { ReductionResponseActions } from './ReductionResponseActions';
import { ReductionStatusChip } from './ReductionStatusChip';
import { askedReduction, formatPercentage, isOpenRequest } from './reductionFigures';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Typography>
    </>
  );
}

function askedLine(request: ReductionRequest): string {
  const reduction = formatMoney(askedReduction(request));
  return request.requestedPercentage ? `${formatPercentage(request.requestedPercentage)} (${reduction})` : reduction;
}

function answeredLine(request: ReductionRequest): string | null {
  if (!request.respondedByName) return null;
  return request.resolvedAt
    ? `${request.respondedByName}, ${formatDateTime(request.resolvedAt)}`
    : request.respondedByName;
}

interface ReductionRequestCardProps {
  request: ReductionRequest;
  /** The answers the signed-in user may give; offered only on the open request. */
  actions: readonly ReductionAction[];
}

/** One reduction request: who asked when, the ask, the counter, the agreement, notes and the letter. */
export function ReductionRequestCard({ request, actions }: ReductionRequestCardProps) {
  const answered = answeredLine(request);
  return (
    <Card variant="outlined" component="li" aria-label={`Reduction request of ${formatDateTime(request.createdAt)}`}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
          <ReductionStatusChip status={request.status} />
          <Typography variant="body2" color="text.secondary">
            Requested by {request.requestedByName} on {formatDateTime(request.createdAt)}
          </Typography>
        </Box>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
        >
          <Detail term="Balance at request">{formatMoney(request.originalAmount)}</Detail>
          <Detail term="Reduction asked">{askedLine(request)}</Detail>
          <Detail term="Proposed balance">{formatMoney(request.requestedAmount)}</Detail>
          {request.counterAmount && (
            <Detail term="Counter-offer">
              {`${formatMoney(request.counterAmount)} (a reduction of ${formatMoney(subtractMoney(request.originalAmount, request.counterAmount))})`}
            </Detail>
          )}
          {request.approvedAmount && <Detail term="Agreed balance">{formatMoney(request.approvedAmount)}</Detail>}
          <Detail term="Reason">{request.reason}</Detail>
          {request.clinicNotes && <Detail term="Clinic notes">{request.clinicNotes}</Detail>}
          {answered && <Detail term="Answered by">{answered}</Detail>}
        </Box>
        {(request.letterUrl || isOpenRequest(request)) && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 2 }}>
            {request.letterUrl && (
              <Button
                component="a"
                href={request.letterUrl}
                target="_blank"
                rel="noopener"
                size="small"
                startIcon={<PictureAsPdfOutlinedIcon />}
              >
                Reduction letter
              </Button>
            )}
            {isOpenRequest(request) && <ReductionResponseActions request={request} actions={actions} />}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
