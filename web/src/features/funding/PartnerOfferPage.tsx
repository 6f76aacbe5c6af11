import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Form, Formik } from 'formik';
import * as Yup from 'yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { formatDateTime, formatLocalDate, formatMoney } from '../../lib/format';
import { FormTextField } from '../patients/form/FormTextField';
import { FundingPacketView, type PacketData } from './FundingPacketView';
import { fundingStatusLabels, referralCompensationPattern, referralMessage, urgencyLabels } from './fundingLabels';

/** What the server's partner endpoint answers (api funding.type.ts PartnerViewOfRequest). */
export interface PartnerView {
  reference: string;
  partnerName: string;
  firmName: string | null;
  attorneyName: string | null;
  requestedAmount: string;
  purpose: string;
  urgencyLevel: string;
  notes: string | null;
  packet: PacketData;
  status: string;
  submittedAt: string | null;
  expiresAt: string | null;
  answerable: boolean;
  answer?: {
    approvedAmount: string | null;
    interestRate: string | null;
    repaymentTerms: string | null;
    note: string | null;
    decisionDate: string | null;
  };
}

type Answer = {
  decision: 'approve' | 'decline';
  approvedAmount: string;
  interestRate: string;
  repaymentTerms: string;
  note: string;
};

const noReferralFee = (label: string) =>
  Yup.string().test(
    'no-referral-fee',
    referralMessage(label),
    (value) => !value || !referralCompensationPattern.test(value),
  );

export const partnerAnswerSchema = (requested: number) =>
  Yup.object({
    decision: Yup.string().oneOf(['approve', 'decline']).required(),
    approvedAmount: Yup.string().when('decision', {
      is: 'approve',
      then: (schema) =>
        schema
          .trim()
          .required('Approved amount is required to approve')
          .matches(/^\d{1,8}(\.\d{1,2})?$/, 'Approved amount must be a number with at most 2 decimals')
          .test('positive', 'Approved amount must be more than 0', (v) => Number(v) > 0)
          .test(
            'max',
            `The approved amount cannot be more than the $${requested.toFixed(2)} requested`,
            (v) => Number(v) <= requested,
          ),
    }),
    interestRate: Yup.string().when('decision', {
      is: 'approve',
      then: (schema) =>
        schema
          .trim()
          .required('Interest rate is required to approve')
          .matches(
            /^\d{1,2}(\.\d{1,2})?$/,
            'Interest rate must be from 0 to less than 100 percent, with at most 2 decimals',
          ),
    }),
    repaymentTerms: noReferralFee('Repayment terms').when('decision', {
      is: 'approve',
      then: (schema) => schema.trim().required('Repayment terms are required to approve').max(2000),
    }),
    note: noReferralFee('Note').when('decision', {
      is: 'decline',
      then: (schema) => schema.trim().required('Give the reason for declining').max(2000),
    }),
  });

async function call(
  path: string,
  init?: RequestInit,
): Promise<{ ok: boolean; data?: PartnerView; message?: string; errors?: { field: string; message: string }[] }> {
  const response = await fetch(path, { credentials: 'omit', ...init });
  const body = (await response.json().catch(() => null)) as {
    success: boolean;
    data?: PartnerView;
    message?: string;
    errors?: { field: string; message: string }[];
  } | null;
  if (!body) return { ok: false, message: `The server answered ${response.status}. Please try again.` };
  return { ok: body.success, data: body.data, message: body.message, errors: body.errors };
}

function Answered({ view }: { view: PartnerView }) {
  const status = fundingStatusLabels[view.status]?.label ?? view.status;
  return (
    <Alert severity={view.status === 'declined' ? 'warning' : 'success'}>
      {status}
      {view.answer?.decisionDate ? ` on ${formatLocalDate(view.answer.decisionDate)}` : ''}
      {view.answer?.approvedAmount
        ? `: ${formatMoney(view.answer.approvedAmount)} at ${view.answer.interestRate}%, ${view.answer.repaymentTerms}`
        : view.answer?.note
          ? `: ${view.answer.note}`
          : ''}
      . This link is now closed.
    </Alert>
  );
}

/**
 * The funding partner's one page, opened from its one-time link (no account): the request and the
 * shared packet only, and the answer (approve with amount, rate and terms, or decline with a reason).
 */
export default function PartnerOfferPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [view, setView] = useState<PartnerView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!token) return;
    let current = true;
    void call(`/api/funding-partner/request?token=${encodeURIComponent(token)}`).then((result) => {
      if (!current) return;
      if (result.ok && result.data) {
        setView(result.data);
        setFailure(null);
      } else
        setFailure(
          result.message === 'Funding request link not found'
            ? 'This link is not valid or has expired. Ask the attorney for a new one.'
            : (result.message ?? 'Could not open the request'),
        );
    });
    return () => {
      current = false;
    };
  }, [token, attempt]);
  const error = token
    ? failure
    : 'This link is not valid. Check that you opened the whole link, or ask the attorney for a new one.';
  const load = () => {
    setFailure(null);
    setAttempt((n) => n + 1);
  };

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Funding request
      </Typography>
      {error ? (
        <ErrorState title="Cannot open this request" message={error} onRetry={token ? load : undefined} />
      ) : !view ? (
        <LoadingState label="Opening the request..." />
      ) : (
        <Stack spacing={2}>
          <Card>
            <CardContent>
              <Stack spacing={1}>
                <Typography variant="h6" component="h2">
                  {view.reference} for {view.partnerName}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  From {view.attorneyName ?? 'the attorney'}
                  {view.firmName ? `, ${view.firmName}` : ''}
                  {view.submittedAt ? `; sent ${formatDateTime(view.submittedAt)}` : ''}
                  {view.expiresAt && view.answerable ? `; link open until ${formatDateTime(view.expiresAt)}` : ''}
                </Typography>
                <Typography variant="body1">
                  Requested: <strong>{formatMoney(view.requestedAmount)}</strong> (
                  {urgencyLabels[view.urgencyLevel] ?? view.urgencyLevel} urgency)
                </Typography>
                <Typography variant="body2">Purpose: {view.purpose}</Typography>
                {view.notes && <Typography variant="body2">Note: {view.notes}</Typography>}
              </Stack>
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                Shared packet
              </Typography>
              <FundingPacketView packet={view.packet} />
            </CardContent>
          </Card>
          {view.answerable ? (
            <Card>
              <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                  Your answer
                </Typography>
                <Formik<Answer>
                  initialValues={{
                    decision: 'approve',
                    approvedAmount: view.requestedAmount,
                    interestRate: '',
                    repaymentTerms: '',
                    note: '',
                  }}
                  validationSchema={partnerAnswerSchema(Number(view.requestedAmount))}
                  onSubmit={async (values, { setErrors, setStatus }) => {
                    const approve = values.decision === 'approve';
                    const result = await call('/api/funding-partner/answer', {
                      method: 'POST',
                      headers: { 'Content-Type': 'application/json' },
                      body: JSON.stringify({
                        token,
                        decision: values.decision,
                        approvedAmount: approve ? values.approvedAmount.trim() : undefined,
                        interestRate: approve ? values.interestRate.trim() : undefined,
                        repaymentTerms: approve ? values.repaymentTerms.trim() : undefined,
                        note: values.note.trim() || undefined,
                      }),
                    });
                    if (result.ok && result.data) {
                      setView(result.data);
                      return;
                    }
                    setErrors(Object.fromEntries((result.errors ?? []).map((e) => [e.field, e.message])));
                    setStatus(result.message ?? 'Could not send the answer');
                  }}
                >
                  {({ values, isSubmitting, status }) => (
                    <Form noValidate aria-label="Partner answer">
                      <Stack spacing={2}>
                        {typeof status === 'string' && <Alert severity="error">{status}</Alert>}
                        <FormTextField name="decision" label="Decision" select>
                          <MenuItem value="approve">Approve</MenuItem>
                          <MenuItem value="decline">Decline</MenuItem>
                        </FormTextField>
                        {values.decision === 'approve' && (
                          <>
                            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                              <FormTextField name="approvedAmount" label="Approved amount ($)" required />
                              <FormTextField name="interestRate" label="Interest rate (%)" required />
                            </Stack>
                            <FormTextField
                              name="repaymentTerms"
                              label="Repayment terms"
                              required
                              multiline
                              minRows={2}
                            />
                          </>
                        )}
                        <FormTextField
                          name="note"
                          label={values.decision === 'decline' ? 'Reason for declining' : 'Note (optional)'}
                          required={values.decision === 'decline'}
                          multiline
                          minRows={2}
                        />
                        <Box>
                          <Button type="submit" variant="contained" disabled={isSubmitting}>
                            {isSubmitting
                              ? 'Sending...'
                              : values.decision === 'approve'
                                ? 'Send approval'
                                : 'Send decline'}
                          </Button>
                        </Box>
                        <Typography variant="caption" color="text.secondary">
                          The link takes one answer. No fee or payment tied to referrals is allowed.
                        </Typography>
                      </Stack>
                    </Form>
                  )}
                </Formik>
              </CardContent>
            </Card>
          ) : (
            <Answered view={view} />
          )}
        </Stack>
      )}
    </Box>
  );
}
