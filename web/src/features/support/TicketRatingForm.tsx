import { useId } from 'react';
import { useMutation } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useToast } from '../../app/toast/toastContext';
import type { SupportTicketDetailFieldsFragment } from '../../gql/graphql';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { FormTextField } from '../patients/form/FormTextField';
import { SupportTicketRateMutation } from './supportDocuments';

export const ratingSchema = yup.object({
  rating: yup
    .number()
    .min(1, 'Choose from 1 to 5 stars')
    .max(5, 'Choose from 1 to 5 stars')
    .required('Choose a rating'),
  comment: yup.string().max(1000, 'Comment must be at most 1000 characters'),
});

/** The requester rates a resolved ticket: 1 to 5 stars and a comment; shown again once rated. */
export function TicketRatingForm({ ticket }: { ticket: SupportTicketDetailFieldsFragment }) {
  const labelId = useId();
  const [rate] = useMutation(SupportTicketRateMutation);
  const showToast = useToast();
  if (ticket.satisfactionRating) {
    return (
      <Alert severity="success" data-testid="ticket-rated">
        You rated this ticket {ticket.satisfactionRating} of 5
        {ticket.satisfactionComment ? `: “${ticket.satisfactionComment}”` : ''}. Thank you.
      </Alert>
    );
  }
  return (
    <Formik
      initialValues={{ rating: 0, comment: '' }}
      validationSchema={ratingSchema}
      onSubmit={async (values) => {
        try {
          await rate({
            variables: {
              input: { ticketId: ticket.id, rating: values.rating, comment: values.comment.trim() || null },
            },
          });
          showToast({ title: 'Thank you for your rating', severity: 'success' });
        } catch (error) {
          showToast({ title: 'Error', description: errorMessageOf(error), severity: 'error' });
        }
      }}
    >
      {({ values, setFieldValue, errors, submitCount, isSubmitting }) => (
        <Form noValidate aria-label="Rate the support you received">
          <Stack spacing={1}>
            <Typography id={labelId} variant="subtitle2" component="h3">
              How did we do?
            </Typography>
            <Rating
              name="rating"
              value={values.rating || null}
              onChange={(_event, value) => void setFieldValue('rating', value ?? 0)}
              aria-labelledby={labelId}
            />
            {submitCount > 0 && errors.rating && (
              <Typography variant="caption" color="error">
                {errors.rating}
              </Typography>
            )}
            <FormTextField name="comment" label="Comment (optional)" multiline minRows={2} />
            <div>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                Send rating
              </Button>
            </div>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
