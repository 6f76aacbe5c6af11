import { useId } from 'react';
import { useMutation } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import * as Yup from 'yup';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { FundingRequestFieldsFragment } from '../../gql/graphql';
import { formFieldErrorsOf } from '../../lib/formFieldErrors';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { FormTextField } from '../patients/form/FormTextField';
import { CaseFundingQuery, FundingRequestRecordFundedMutation } from './fundingDocuments';

const today = () => new Date().toLocaleDateString('en-CA');

/** The attorney records the money received on an approved request: at most the approved amount. */
export function FundingRecordFundedDialog({
  request,
  caseId,
  onClose,
}: {
  request: FundingRequestFieldsFragment;
  caseId: number;
  onClose: () => void;
}) {
  const titleId = useId();
  const [record] = useMutation(FundingRequestRecordFundedMutation, {
    refetchQueries: [{ query: CaseFundingQuery, variables: { caseId } }],
    awaitRefetchQueries: true,
  });
  const approved = Number(request.approvedAmount ?? 0);
  const schema = Yup.object({
    fundedAmount: Yup.string()
      .trim()
      .required('Funded amount is required')
      .matches(/^\d{1,8}(\.\d{1,2})?$/, 'Funded amount must be a number with at most 2 decimals')
      .test(
        'max',
        `The funded amount cannot be more than the approved $${approved.toFixed(2)}`,
        (v) => Number(v) <= approved,
      )
      .test('positive', 'Funded amount must be more than 0', (v) => Number(v) > 0),
    fundedDate: Yup.string().required('Funded date is required'),
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Record funds received</DialogTitle>
      <Formik
        initialValues={{ fundedAmount: request.approvedAmount ?? '', fundedDate: today() }}
        validationSchema={schema}
        onSubmit={async (values, { setErrors, setStatus }) => {
          try {
            await record({
              variables: {
                input: {
                  requestId: request.id,
                  fundedAmount: values.fundedAmount.trim(),
                  fundedDate: values.fundedDate,
                },
              },
            });
            onClose();
          } catch (error) {
            setErrors(formFieldErrorsOf(error));
            setStatus(errorMessageOf(error));
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form noValidate aria-label="Funds received">
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                {typeof status === 'string' && <Alert severity="error">{status}</Alert>}
                <FormTextField name="fundedAmount" label="Funded amount ($)" required />
                <FormTextField
                  name="fundedDate"
                  label="Funded date"
                  type="date"
                  required
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>Cancel</Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                Record
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
