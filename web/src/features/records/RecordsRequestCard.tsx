import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useToast } from '../../app/toast/toastContext';
import type { RecordsRequestFieldsFragment } from '../../gql/graphql';
import { errorMessageOf } from '../../lib/graphqlErrors';
import {
  RecordsRequestMarkSentMutation,
  RecordsRequestUpdateMutation,
  recordsWriteRefetches,
} from './recordsDocuments';
import { completionLabel, methodLabels, recordTypeLabels, statusColors, statusLabels } from './recordsFormat';
import { AnswerDialog, CancelDialog, ReceiptDialog } from './RecordsActionDialogs';

const when = (value: string | null | undefined) => (value ? new Date(value).toLocaleString() : null);

/** One request: what, from whom, its dates and follow-ups, the disclosure log, and the viewer's actions. */
export function RecordsRequestCard({
  request,
  showCase = false,
}: {
  request: RecordsRequestFieldsFragment;
  showCase?: boolean;
}) {
  const showToast = useToast();
  const [dialog, setDialog] = useState<'answer' | 'receipt' | 'cancel' | null>(null);
  const options = { refetchQueries: recordsWriteRefetches };
  const [markSent, { loading: marking }] = useMutation(RecordsRequestMarkSentMutation, options);
  const [update, { loading: updating }] = useMutation(RecordsRequestUpdateMutation, options);
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      showToast({ title: done, severity: 'success' });
    } catch (error) {
      showToast({ title: 'Error', description: errorMessageOf(error), severity: 'error' });
    }
  };
  const completion = completionLabel(request.completionHours);
  const { abilities } = request;

  return (
    <Card variant="outlined" data-testid={`records-request-${request.id}`}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {`${recordTypeLabels[request.recordType]} from ${request.providerName}`}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {`Request ${request.id} · ${methodLabels[request.requestMethod]} · ${request.patientName}`}
              {request.patientDateOfBirth ? ` (born ${request.patientDateOfBirth})` : ''}
              {request.firmName ? ` · ${request.firmName}` : ''}
            </Typography>
            {showCase && (
              <Link component={RouterLink} to={`/cases/${request.caseId}?tab=records`} variant="body2">
                {request.caseNumber}
              </Link>
            )}
          </Box>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <Chip size="small" label={statusLabels[request.status]} color={statusColors[request.status]} />
            {request.overdue && <Chip size="small" label="Overdue" color="error" />}
            {request.priority !== 'normal' && <Chip size="small" variant="outlined" label={request.priority} />}
          </Stack>
        </Stack>

        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, my: 1.5 }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            Due
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {request.dueDate}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            Sent
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {when(request.requestSentDate) ?? 'Not yet'}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            Follow-ups
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {`${request.followUpCount}${request.lastFollowUpDate ? `, last ${when(request.lastFollowUpDate)}` : ''}`}
            {request.nextReminderDate ? ` · next ${when(request.nextReminderDate)}` : ''}
          </Typography>
          {request.receivedDate && (
            <>
              <Typography component="dt" variant="body2" color="text.secondary">
                Received
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {when(request.receivedDate)}
                {completion ? ` (completed in ${completion})` : ''}
              </Typography>
            </>
          )}
          <Typography component="dt" variant="body2" color="text.secondary">
            Authorization
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            <Link href={request.authorizationUrl}>{request.authorizationFileName}</Link>
          </Typography>
          {request.requestedByName && (
            <>
              <Typography component="dt" variant="body2" color="text.secondary">
                Requested by
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {request.requestedByName}
                {request.assignedToName ? ` · assigned to ${request.assignedToName}` : ''}
              </Typography>
            </>
          )}
        </Box>
        {request.missingDocuments && (
          <Typography variant="body2" color="warning.main" sx={{ mb: 1 }}>
            {`Missing: ${request.missingDocuments}`}
          </Typography>
        )}
        {request.cancelReason && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {`Cancelled: ${request.cancelReason}`}
          </Typography>
        )}
        {request.notes && (
          <Typography variant="body2" sx={{ mb: 1, whiteSpace: 'pre-wrap' }}>
            {request.notes}
          </Typography>
        )}

        {request.disclosures.length > 0 && (
          <Box sx={{ mb: 1 }}>
            <Typography variant="subtitle2" component="h4">
              Disclosure log
            </Typography>
            <Box component="ul" sx={{ pl: 2, my: 0.5 }} aria-label="Disclosure log">
              {request.disclosures.map((item) => (
                <li key={item.id}>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    <Link href={item.downloadUrl}>{item.fileName}</Link>
                    {` — sent by ${item.disclosedByName ?? item.clinicName} (${item.clinicName}), ${when(item.disclosedAt)}, under ${item.authorizationFileName}`}
                  </Typography>
                </li>
              ))}
            </Box>
          </Box>
        )}
        {request.documentsReceived.length > 0 && request.disclosures.length === 0 && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {`Received: ${request.documentsReceived.join(', ')}`}
          </Typography>
        )}

        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
          {abilities.canAnswer && (
            <Button variant="contained" size="small" onClick={() => setDialog('answer')}>
              Answer
            </Button>
          )}
          {abilities.canMarkSent && (
            <Button
              size="small"
              variant="contained"
              disabled={marking}
              onClick={() => void run(() => markSent({ variables: { id: request.id } }), 'Marked sent')}
            >
              Mark sent
            </Button>
          )}
          {abilities.canRecordReceipt && (
            <Button size="small" variant="outlined" onClick={() => setDialog('receipt')}>
              Record what arrived
            </Button>
          )}
          {abilities.canCancel && (
            <Button size="small" color="error" onClick={() => setDialog('cancel')}>
              Cancel request
            </Button>
          )}
          {abilities.canEdit && (
            <FormControlLabel
              control={
                <Switch
                  size="small"
                  checked={request.automatedReminders}
                  disabled={updating}
                  onChange={(event) =>
                    void run(
                      () =>
                        update({ variables: { input: { id: request.id, automatedReminders: event.target.checked } } }),
                      event.target.checked ? 'Automated follow-ups on' : 'Automated follow-ups off',
                    )
                  }
                />
              }
              label="Automated follow-ups"
            />
          )}
        </Stack>
      </CardContent>
      {dialog === 'answer' && <AnswerDialog request={request} onClose={() => setDialog(null)} />}
      {dialog === 'receipt' && <ReceiptDialog request={request} onClose={() => setDialog(null)} />}
      {dialog === 'cancel' && <CancelDialog request={request} onClose={() => setDialog(null)} />}
    </Card>
  );
}
