import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { todayLocalDate } from '../../../lib/localDate';
import { aUser, currentUserMock, graphqlError } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import CreatePatientPage, { REDIRECT_AFTER_CREATE_MS } from './CreatePatientPage';
import { PatientCreateMutation } from './useCreatePatient';

const requiredDetails = {
  firstName: 'Alex',
  lastName: 'Rivera',
  dateOfBirth: '1988-04-12',
  email: 'alex.rivera@example.com',
  phone: '(555) 010-2233',
};

const expectedInput = {
  ...requiredDetails,
  address: '12 Harbor St',
  city: null,
  state: null,
  zipCode: null,
  emergencyContact: null,
  emergencyPhone: null,
  emergencyRelation: null,
  insuranceProvider: 'Garden State Mutual',
  insurancePolicyNumber: null,
  notes: null,
  sex: null,
};

function createMock(result: MockLink.MockedResponse['result'] | undefined, error?: Error): MockLink.MockedResponse {
  return { request: { query: PatientCreateMutation, variables: { input: expectedInput } }, result, error };
}

const created = { data: { patientCreate: { __typename: 'Patient', id: 7, fullName: 'Alex Rivera' } } };

/** Renders the page for clinic staff and waits for the form (the page first asks who is signed in). */
async function renderCreatePatient(mocks: MockLink.MockedResponse[] = []) {
  renderWithProviders(<CreatePatientPage />, { route: '/new-patient', mocks: [currentUserMock(aUser()), ...mocks] });
  await screen.findByRole('form', { name: 'Create patient form' });
  return userEvent.setup();
}

function field(label: RegExp) {
  return screen.getByLabelText(label);
}

/** Enters a whole value at once (as pasting would): one change per field keeps the test quick. */
async function enter(user: ReturnType<typeof userEvent.setup>, label: RegExp, value: string) {
  await user.click(field(label));
  await user.paste(value);
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, /^First Name/, requiredDetails.firstName);
  await enter(user, /^Last Name/, requiredDetails.lastName);
  await user.type(field(/^Date of Birth/), requiredDetails.dateOfBirth);
  await enter(user, /^Email/, requiredDetails.email);
  await enter(user, /^Phone/, requiredDetails.phone);
  await enter(user, /^Street Address/, ' 12 Harbor St ');
  await enter(user, /^Insurance Provider/, 'Garden State Mutual');
}

async function submit(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Create Patient' }));
}

function tomorrow(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  return todayLocalDate(date);
}

describe('CreatePatientPage', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the six sections and a way back to the patients', async () => {
    await renderCreatePatient();

    for (const section of [
      'Personal Information',
      'Contact Information',
      'Address',
      'Emergency Contact',
      'Insurance',
      'Notes',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/patients');
    expect(screen.getByRole('link', { name: 'Back to Patients' })).toHaveAttribute('href', '/patients');
  });

  it('names every missing required field and sends nothing', async () => {
    const user = await renderCreatePatient();

    await submit(user);

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Date of birth is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Phone is required')).toBeInTheDocument();
    expect(field(/^City/)).not.toBeRequired();
    expect(field(/^Phone/)).toBeRequired();
  });

  it('refuses a malformed email and a date of birth in the future', async () => {
    const user = await renderCreatePatient();

    await user.type(field(/^Email/), 'alex@');
    await user.type(field(/^Date of Birth/), tomorrow());
    await submit(user);

    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Date of birth cannot be in the future')).toBeInTheDocument();
  });

  it('says the patient was created and opens the patient list 1.5 seconds later', async () => {
    const user = await renderCreatePatient([createMock(created)]);
    await fillForm(user);

    // From the click on, time only moves when the test moves it.
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Create Patient' }));
    await act(() => jest.advanceTimersByTimeAsync(0));

    expect(screen.getByText('Patient created successfully!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Patient' })).toBeDisabled();
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/new-patient');

    await act(() => jest.advanceTimersByTimeAsync(REDIRECT_AFTER_CREATE_MS - 1));
    expect(location).toHaveTextContent('/new-patient');

    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(location).toHaveTextContent('/patients');
    expect(REDIRECT_AFTER_CREATE_MS).toBe(1500);
  });

  it("shows the server's message when the server refuses", async () => {
    const user = await renderCreatePatient([
      createMock({ errors: [graphqlError('A patient with this email already exists', 'CONFLICT')] }),
    ]);
    await fillForm(user);

    await submit(user);

    expect(await screen.findByText('A patient with this email already exists')).toBeInTheDocument();
    expect(screen.queryByText('Patient created successfully!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Patient' })).toBeEnabled();
  });

  it('shows the field errors of a BAD_USER_INPUT answer under the fields', async () => {
    const user = await renderCreatePatient([
      createMock({
        errors: [
          graphqlError('Invalid patient details', 'BAD_USER_INPUT', {
            fieldErrors: [{ field: 'phone', message: 'Enter a phone number with 10 digits' }],
          }),
        ],
      }),
    ]);
    await fillForm(user);

    await submit(user);

    expect(await screen.findByText('Enter a phone number with 10 digits')).toBeInTheDocument();
    expect(field(/^Phone/)).toHaveAccessibleDescription('Enter a phone number with 10 digits');
  });

  it('asks to try again when the server cannot be reached', async () => {
    const user = await renderCreatePatient([createMock(undefined, new Error('Failed to fetch'))]);
    await fillForm(user);

    await submit(user);

    expect(await screen.findByText('Error creating patient. Please try again.')).toBeInTheDocument();
  });
});
