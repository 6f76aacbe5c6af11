import { formFieldErrorsOf } from './formFieldErrors';
import { graphqlError } from '../test/fixtures';
import { CombinedGraphQLErrors } from '@apollo/client';

function badInput(fieldErrors: { field: string; message: string }[]) {
  return new CombinedGraphQLErrors({ errors: [graphqlError('Invalid input', 'BAD_USER_INPUT', { fieldErrors })] });
}

describe('formFieldErrorsOf', () => {
  it('keys field errors by the form field, renaming input ids to pickers', () => {
    const error = badInput([
      { field: 'patientId', message: 'Patient not found' },
      { field: 'input.accidentDate', message: 'Accident date is required' },
    ]);

    expect(formFieldErrorsOf(error, { patientId: 'patient' })).toEqual({
      patient: 'Patient not found',
      accidentDate: 'Accident date is required',
    });
  });

  it('takes field errors of other codes only when asked, such as a CONFLICT on the email', () => {
    const conflict = new CombinedGraphQLErrors({
      errors: [
        graphqlError('This email is already on the waitlist', 'CONFLICT', {
          fieldErrors: [{ field: 'email', message: 'This email is already on the waitlist' }],
        }),
      ],
    });

    expect(formFieldErrorsOf(conflict)).toEqual({});
    expect(formFieldErrorsOf(conflict, {}, ['BAD_USER_INPUT', 'CONFLICT'])).toEqual({
      email: 'This email is already on the waitlist',
    });
  });

  it('has none for errors that are not about input', () => {
    expect(formFieldErrorsOf(new Error('offline'))).toEqual({});
  });
});
