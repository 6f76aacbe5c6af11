import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { MockLink } from '@apollo/client/testing';
import { graphqlError, aUser, currentUserMock } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { aPatientRecord } from '../test/patientFixtures';
import PatientPage from '../view/PatientPage';
import EditPatientPage, { PatientEditQuery } from './EditPatientPage';
import { PatientUpdateMutation } from './useUpdatePatient';
import { noVisitsMock } from '../../schedule/visitsFixtures';
import { noConsentMock, noRemindersMock } from '../../reminders/reminderFixtures';
import { noPortalAccessMock } from '../../patient-portal/portalFixtures';

const patient = aPatientRecord();

function patientMock(answer: Partial<MockLink.MockedResponse>, id = 7): MockLink.MockedResponse {
  return { request: { query: PatientEditQuery, variables: { id } }, ...answer };
}

const loadedPatient = patientMock({ result: { data: { patient } } });

/** What the unchanged form sends. */
const unchangedInput = {
  firstName: 'Alex',
  lastName: 'Rivera',
  dateOfBirth: '1988-04-12',
  email: 'alex.rivera@example.com',
  phone: '(555) 010-2233',
  address: '12 Harbor St',
  city: 'Newark',
  state: 'NJ',
  zipCode: '07102',
  emergencyContact: 'Sam Rivera',
  emergencyPhone: '(555) 010-4455',
  emergencyRelation: 'Spouse',
  insuranceProvider: 'Garden State Mutual',
  insurancePolicyNumber: 'GSM-44120',
  notes: null,
  sex: 'female',
  isActive: true,
};

function updateMock(input: Record<string, unknown>, answer: Partial<MockLink.MockedResponse>): MockLink.MockedResponse {
  return { request: { query: PatientUpdateMutation, variables: { id: 7, input } }, ...answer };
}

function savedPatient(overrides: Record<string, unknown>) {
  const { cases: _cases, ...fields } = aPatientRecord(overrides);
  return { data: { patientUpdate: fields } };
}

function renderEditPatient(route: string, mocks: MockLink.MockedResponse[], user = aUser()) {
  renderWithProviders(
    <Routes>
      <Route path="/patients/:id" element={<PatientPage />} />
      <Route path="/patients/:id/edit" element={<EditPatientPage />} />
      <Route path="/" element={<p>Landing page</p>} />
    </Routes>,
    {
      route,
      mocks: [currentUserMock(user), noVisitsMock, noRemindersMock, noConsentMock, noPortalAccessMock, ...mocks],
    },
  );
  return userEvent.setup();
}

function field(label: RegExp) {
  return screen.getByLabelText(label, { selector: 'input, textarea' });
}

async function replaceValue(user: ReturnType<typeof userEvent.setup>, label: RegExp, value: string) {
  await user.clear(field(label));
  if (value) await user.paste(value);
}

async function save(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
}

function toast() {
  return screen.findByRole('alert');
}

describe('EditPatientPage', () => {
  describe('loading', () => {
    it('shows the loading state, then the form filled with the patient', async () => {
      renderEditPatient('/patients/7/edit', [loadedPatient]);

      expect(screen.getByRole('progressbar')).toBeInTheDocument();
      expect(await screen.findByText('Alex Rivera')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Edit Patient' })).toBeInTheDocument();
      expect(field(/^First Name/)).toHaveValue('Alex');
      expect(field(/^Date of Birth/)).toHaveValue('1988-04-12');
      expect(field(/^ZIP Code/)).toHaveValue('07102');
      expect(screen.getByRole('combobox', { name: /Status/ })).toHaveTextContent('Intake');
      expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();
    });

    it('tells an attorney at /patients/7/edit that only the clinic changes patients, before any form', async () => {
      renderEditPatient(
        '/patients/7/edit',
        [],
        aUser({ role: 'attorney', clinicId: null, attorneyId: 3, clinic: null }),
      );

      expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
      expect(screen.getByText(/Only the clinic can change patient records/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Open the patient record' })).toHaveAttribute('href', '/patients/7');
      expect(screen.queryByRole('form', { name: 'Edit patient form' })).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    });

    it('lists the cases, linking to each, and the status history', async () => {
      renderEditPatient('/patients/7', [loadedPatient]);

      const caseLink = await screen.findByRole('link', { name: /CASE-2025-001/ });
      expect(caseLink).toHaveAttribute('href', '/cases/101');
      expect(caseLink).toHaveTextContent('Auto Accident');
      expect(caseLink).toHaveTextContent('Active Treatment');

      const history = within(screen.getByRole('region', { name: 'Status History' }));
      expect(history.getByText('Set to Intake')).toBeInTheDocument();
      expect(history.getByText(/by Maria Lopez · Reason: First visit/)).toBeInTheDocument();
    });

    it.each(['abc', '7x', '0'])('shows Patient Not Found for the address /patients/%s', async (id) => {
      renderEditPatient(`/patients/${id}`, []);

      expect(screen.getByRole('heading', { level: 1, name: 'Patient Not Found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Patients' })).toHaveAttribute('href', '/patients');
    });

    it('shows Patient Not Found when the patient is missing or out of scope', async () => {
      renderEditPatient('/patients/7', [patientMock({ result: { data: { patient: null } } })]);

      expect(await screen.findByRole('heading', { level: 1, name: 'Patient Not Found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Patients' })).toHaveAttribute('href', '/patients');
    });

    it('says "Patient not found." for a NOT_FOUND answer', async () => {
      renderEditPatient('/patients/7', [
        patientMock({ result: { errors: [graphqlError('No such patient', 'NOT_FOUND')] } }),
      ]);

      expect(await screen.findByText('Patient not found.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Patient Not Found' })).toBeInTheDocument();
    });

    it('names the server error, with Retry', async () => {
      const user = renderEditPatient('/patients/7', [
        patientMock({ result: { errors: [graphqlError('Database unavailable', 'INTERNAL_SERVER_ERROR')] } }),
        loadedPatient,
      ]);

      expect(await screen.findByText('Error loading patient: Database unavailable')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByLabelText(/^First Name/)).toHaveValue('Alex');
    });

    it('tells when the server cannot be reached', async () => {
      renderEditPatient('/patients/7', [patientMock({ error: new Error('Failed to fetch') })]);

      expect(await screen.findByText('Network error. Please check your connection.')).toBeInTheDocument();
    });
  });

  describe('saving', () => {
    it('saves, says so and returns to the patient page', async () => {
      const user = renderEditPatient('/patients/7/edit', [
        loadedPatient,
        updateMock(
          { ...unchangedInput, city: 'Jersey City', dateOfBirth: null },
          { result: savedPatient({ city: 'Jersey City', dateOfBirth: null }) },
        ),
      ]);
      await screen.findByText('Alex Rivera');

      await replaceValue(user, /^City/, 'Jersey City');
      await replaceValue(user, /^Date of Birth/, '');
      await save(user);

      expect(await toast()).toHaveTextContent('Patient updated successfully');
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/patients\/7$/));
      expect(field(/^City/)).toHaveValue('Jersey City');
    });

    it('asks for the reason when the status changes, and sends both', async () => {
      const user = renderEditPatient('/patients/7', [
        loadedPatient,
        updateMock(
          { ...unchangedInput, status: 'active', statusReason: 'Treatment plan agreed', isActive: true },
          { result: savedPatient({ status: 'active' }) },
        ),
      ]);
      await screen.findByText('Alex Rivera');
      expect(screen.queryByLabelText(/^Reason for Status Change/)).not.toBeInTheDocument();

      await user.click(screen.getByRole('combobox', { name: /Status/ }));
      await user.click(screen.getByRole('option', { name: 'Active' }));
      await replaceValue(user, /^Reason for Status Change/, 'Treatment plan agreed');
      await save(user);

      expect(await toast()).toHaveTextContent('Patient updated successfully');
    });

    it('requires the address fields', async () => {
      const user = renderEditPatient('/patients/7', [loadedPatient]);
      await screen.findByText('Alex Rivera');

      await replaceValue(user, /^Street Address/, '');
      await replaceValue(user, /^ZIP Code/, '');
      await save(user);

      expect(await screen.findByText('Street address is required')).toBeInTheDocument();
      expect(screen.getByText('ZIP code is required')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it.each([
      [
        'a refused session',
        { result: { errors: [graphqlError('Not signed in', 'UNAUTHENTICATED')] } },
        'Authentication error: Please log in again.',
      ],
      [
        'a CSRF refusal',
        { result: { errors: [graphqlError('CSRF token missing or invalid', 'FORBIDDEN')] } },
        'Security error: CSRF token validation failed. Please refresh and try again.',
      ],
      [
        'another refusal',
        { result: { errors: [graphqlError('Only clinic users may edit patients', 'FORBIDDEN')] } },
        'Failed to update patient: Only clinic users may edit patients',
      ],
      [
        'a server error',
        { result: { errors: [graphqlError('Email already used by another patient', 'CONFLICT')] } },
        'Failed to update patient: Email already used by another patient',
      ],
      [
        'no answer',
        { error: new Error('Failed to fetch') },
        'Network error: Failed to update patient. Please check your connection and try again.',
      ],
    ])('explains %s', async (_case, answer, message) => {
      const user = renderEditPatient('/patients/7/edit', [
        loadedPatient,
        updateMock({ ...unchangedInput, notes: 'Prefers mornings' }, answer),
      ]);
      await screen.findByText('Alex Rivera');

      await replaceValue(user, /^Notes/, 'Prefers mornings');
      await save(user);

      const shown = await toast();
      expect(shown).toHaveTextContent('Error');
      expect(shown).toHaveTextContent(message);
    });

    it('returns to the landing page after a refused session', async () => {
      const user = renderEditPatient('/patients/7/edit', [
        loadedPatient,
        updateMock(
          { ...unchangedInput, notes: 'Prefers mornings' },
          { result: { errors: [graphqlError('Not signed in', 'UNAUTHENTICATED')] } },
        ),
      ]);
      await screen.findByText('Alex Rivera');

      await replaceValue(user, /^Notes/, 'Prefers mornings');
      await save(user);

      expect(await screen.findByText('Landing page')).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    });

    it('stays on the form with the field errors of a BAD_USER_INPUT answer', async () => {
      const user = renderEditPatient('/patients/7/edit', [
        loadedPatient,
        updateMock(
          { ...unchangedInput, zipCode: '0710' },
          {
            result: {
              errors: [
                graphqlError('Invalid patient details', 'BAD_USER_INPUT', {
                  fieldErrors: [{ field: 'zipCode', message: 'Enter a 5-digit ZIP code' }],
                }),
              ],
            },
          },
        ),
      ]);
      await screen.findByText('Alex Rivera');

      await replaceValue(user, /^ZIP Code/, '0710');
      await save(user);

      expect(await toast()).toHaveTextContent('Failed to update patient: Invalid patient details');
      expect(field(/^ZIP Code/)).toHaveAccessibleDescription('Enter a 5-digit ZIP code');
      expect(screen.getByTestId('location')).toHaveTextContent('/patients/7/edit');
    });
  });
});
