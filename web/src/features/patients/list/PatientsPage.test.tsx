import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { spyOnDownloads } from '../../../components/DataTable/test/downloadSpy';
import { todayLocalDate } from '../../../lib/localDate';
import { aUser, currentUserMock, graphqlError } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { PatientQuickAddMutation } from '../add/useAddPatient';
import { aRegistryPatient, registryMock } from '../test/patientFixtures';
import PatientsPage from './PatientsPage';

const alex = aRegistryPatient();
const jordan = aRegistryPatient({
  id: 8,
  fullName: 'Jordan Lee',
  email: null,
  phone: '(555) 010-9876',
  dateOfBirth: null,
  status: 'on_hold',
  isActive: false,
});

function renderPatients(mocks: MockLink.MockedResponse[], user = aUser()) {
  renderWithProviders(<PatientsPage />, { route: '/patients', mocks: [currentUserMock(user), ...mocks] });
  return userEvent.setup();
}

/** The data cells of a patient's row (without the checkbox and the buttons). */
function cellTexts(patientName: string): string[] {
  const row = screen.getByText(patientName).closest('tr') as HTMLElement;
  return within(row)
    .getAllByRole('cell')
    .slice(1, -1)
    .map((cell) => cell.textContent ?? '');
}

function location() {
  return screen.getByTestId('location');
}

function quickAddMock(input: Record<string, unknown>, answer: MockLink.MockedResponse['result']) {
  return { request: { query: PatientQuickAddMutation, variables: { input } }, result: answer };
}

const blankQuickAdd = { email: null, phone: null, emergencyContact: null, emergencyPhone: null };

describe('PatientsPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the loading state, then the registry rows', async () => {
    renderPatients([registryMock({}, { nodes: [alex, jordan] })]);

    expect(screen.getByRole('heading', { level: 1, name: 'Patients' })).toBeInTheDocument();
    expect(screen.getByText('Loading patients...')).toBeInTheDocument();

    await screen.findByText('Alex Rivera');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '',
      'Name',
      'Email',
      'Phone',
      'Date of Birth',
      'Status',
      'Active',
      'Actions',
    ]);
    expect(cellTexts('Alex Rivera')).toEqual([
      'Alex Rivera',
      'alex.rivera@example.com',
      '(555) 010-2233',
      'Apr 12, 1988',
      'Intake',
      'Yes',
    ]);
    expect(cellTexts('Jordan Lee')).toEqual(['Jordan Lee', '', '(555) 010-9876', '', 'On Hold', 'No']);
    expect(screen.getByText('Showing 1-2 of 2 results')).toBeInTheDocument();
  });

  it('opens the patient from View and Edit', async () => {
    const user = renderPatients([registryMock({}, { nodes: [alex] })]);

    await user.click(await screen.findByRole('button', { name: 'View Alex Rivera' }));
    expect(location()).toHaveTextContent('/patients/7');

    await user.click(screen.getByRole('button', { name: 'Edit Alex Rivera' }));
    expect(location()).toHaveTextContent('/patients/7/edit');
  });

  it('offers an attorney no Add Patient and no Edit, only View', async () => {
    renderPatients(
      [registryMock({}, { nodes: [alex] })],
      aUser({ role: 'attorney', clinicId: null, attorneyId: 3, clinic: null }),
    );
    expect(await screen.findByRole('button', { name: 'View Alex Rivera' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Alex Rivera' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Patient' })).not.toBeInTheDocument();
  });

  it('exports the selected patients as patients-{date}.csv', async () => {
    const downloads = spyOnDownloads();
    const user = renderPatients([registryMock({}, { nodes: [alex, jordan] })]);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Jordan Lee' }));
    await user.click(screen.getByRole('button', { name: 'Bulk Actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Export Selected' }));

    expect(downloads.map((file) => file.name)).toEqual([`patients-${todayLocalDate()}.csv`]);
    expect(await downloads[0].text()).toBe(
      'Name,Email,Phone,Date of Birth,Status,Active\r\nJordan Lee,,(555) 010-9876,,On Hold,No',
    );
  });

  it('shows the empty state with Add First Patient, which opens the Add Patient dialog', async () => {
    const user = renderPatients([registryMock({}, { nodes: [] })]);

    expect(await screen.findByText('No patients found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add First Patient' }));

    expect(screen.getByRole('dialog', { name: 'Add Patient' })).toBeInTheDocument();
  });

  it('shows the error with Retry, which loads the registry again', async () => {
    const user = renderPatients([
      {
        request: registryMock({}, { nodes: [] }).request,
        result: { errors: [graphqlError('Database unavailable', 'INTERNAL_SERVER_ERROR')] },
      },
      registryMock({}, { nodes: [alex] }),
    ]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading patients');
    expect(alert).toHaveTextContent('Error loading patients: Database unavailable');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Alex Rivera')).toBeInTheDocument();
    expect(screen.queryByText(/Error loading patients/)).not.toBeInTheDocument();
  });

  it('sends the user to the login from Re-login', async () => {
    const user = renderPatients([
      { request: registryMock({}, { nodes: [] }).request, error: new Error('Failed to fetch') },
    ]);

    expect(
      await screen.findByText('Error loading patients: Cannot reach Casebridge. Check your connection.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Re-login' }));

    expect(location()).toHaveTextContent('/?login=true');
  });

  it('searches on the server with filter.search once typing pauses', async () => {
    const user = renderPatients([
      registryMock({}, { nodes: [alex, jordan] }),
      registryMock({ search: 'rivera' }, { nodes: [alex] }),
    ]);
    await screen.findByText('Jordan Lee');

    await user.type(screen.getByRole('searchbox', { name: 'Search patients' }), 'rivera');

    await waitFor(() => expect(screen.queryByText('Jordan Lee')).not.toBeInTheDocument());
    expect(screen.getByText('Alex Rivera')).toBeInTheDocument();
    expect(screen.getByText('Showing 1-1 of 1 results')).toBeInTheDocument();
  });

  it('tells when a search finds nobody, without offering Add First Patient', async () => {
    const user = renderPatients([
      registryMock({}, { nodes: [alex] }),
      registryMock({ search: 'nobody' }, { nodes: [] }),
    ]);
    await screen.findByText('Alex Rivera');

    await user.type(screen.getByRole('searchbox', { name: 'Search patients' }), 'nobody');

    expect(await screen.findByText('No patient matches "nobody".')).toBeInTheDocument();
    expect(screen.getByText('No patients found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add First Patient' })).not.toBeInTheDocument();
  });

  it('pages with cursors, and Previous returns to a visited page', async () => {
    const firstPage = Array.from({ length: 10 }, (_, index) =>
      aRegistryPatient({ id: index + 1, fullName: `Patient ${String(index + 1).padStart(2, '0')}` }),
    );
    const user = renderPatients([
      registryMock({}, { nodes: firstPage, totalCount: 12, endCursor: 'cursor-10', hasNextPage: true }),
      registryMock({ after: 'cursor-10' }, { nodes: [alex, jordan], totalCount: 12 }),
    ]);
    await screen.findByText('Patient 01');
    expect(screen.getByText('Showing 1-10 of 12 results')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));

    expect(await screen.findByText('Alex Rivera')).toBeInTheDocument();
    expect(screen.getByText('Showing 11-12 of 12 results')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));

    expect(await screen.findByText('Patient 01')).toBeInTheDocument();
    expect(screen.getByText('Showing 1-10 of 12 results')).toBeInTheDocument();
  });

  it('starts again from the first page when the page size changes', async () => {
    const user = renderPatients([
      registryMock({}, { nodes: [alex], totalCount: 30, endCursor: 'cursor-10', hasNextPage: true }),
      registryMock(
        { after: 'cursor-10' },
        { nodes: [jordan], totalCount: 30, endCursor: 'cursor-20', hasNextPage: true },
      ),
      registryMock({ first: 20 }, { nodes: [alex, jordan], totalCount: 30 }),
    ]);
    await screen.findByText('Alex Rivera');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('Jordan Lee');

    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(screen.getByRole('option', { name: '20' }));

    expect(await screen.findByText('Showing 1-20 of 30 results')).toBeInTheDocument();
    expect(screen.getByText('Alex Rivera')).toBeInTheDocument();
  });

  describe('Add Patient dialog', () => {
    it('requires first and last name and a well-formed email', async () => {
      const user = renderPatients([registryMock({}, { nodes: [alex] })]);
      await user.click(await screen.findByRole('button', { name: 'Add Patient' }));
      const dialog = within(screen.getByRole('dialog', { name: 'Add Patient' }));

      await user.type(dialog.getByRole('textbox', { name: 'Email' }), 'not-an-email');
      await user.click(dialog.getByRole('button', { name: 'Add Patient' }));

      expect(await dialog.findByText('First name is required')).toBeInTheDocument();
      expect(dialog.getByText('Last name is required')).toBeInTheDocument();
      expect(dialog.getByText('Enter a valid email address')).toBeInTheDocument();
      expect(dialog.getByRole('textbox', { name: /First Name/ })).toHaveAccessibleDescription('First name is required');
    });

    it('adds the patient, says so, closes and reloads the registry', async () => {
      const user = renderPatients([
        registryMock({}, { nodes: [alex] }),
        quickAddMock(
          { ...blankQuickAdd, firstName: 'Jordan', lastName: 'Lee', phone: '(555) 010-9876' },
          { data: { patientQuickAdd: { __typename: 'Patient', id: 8, fullName: 'Jordan Lee' } } },
        ),
        registryMock({}, { nodes: [alex, jordan] }),
      ]);
      await screen.findByText('Alex Rivera');
      await user.click(await screen.findByRole('button', { name: 'Add Patient' }));
      const dialog = screen.getByRole('dialog', { name: 'Add Patient' });

      await user.type(within(dialog).getByRole('textbox', { name: /First Name/ }), ' Jordan ');
      await user.type(within(dialog).getByRole('textbox', { name: /Last Name/ }), 'Lee');
      await user.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '(555) 010-9876');
      await user.click(within(dialog).getByRole('button', { name: 'Add Patient' }));

      expect(await screen.findByText('Patient created successfully!')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByText('Jordan Lee')).toBeInTheDocument();
    });

    it('tells why adding failed and shows the server field errors', async () => {
      const user = renderPatients([
        registryMock({}, { nodes: [alex] }),
        quickAddMock(
          { ...blankQuickAdd, firstName: 'Jordan', lastName: 'Lee', email: 'jordan@example.com' },
          {
            errors: [
              graphqlError('Invalid patient details', 'BAD_USER_INPUT', {
                fieldErrors: [{ field: 'email', message: 'This email is already registered' }],
              }),
            ],
          },
        ),
      ]);
      await screen.findByText('Alex Rivera');
      await user.click(await screen.findByRole('button', { name: 'Add Patient' }));
      const dialog = within(screen.getByRole('dialog', { name: 'Add Patient' }));

      await user.type(dialog.getByRole('textbox', { name: /First Name/ }), 'Jordan');
      await user.type(dialog.getByRole('textbox', { name: /Last Name/ }), 'Lee');
      await user.type(dialog.getByRole('textbox', { name: 'Email' }), 'jordan@example.com');
      await user.click(dialog.getByRole('button', { name: 'Add Patient' }));

      const toast = await screen.findByText('Failed to create patient: Invalid patient details');
      expect(toast.closest('[role="alert"]')).toHaveTextContent('Error');
      expect(dialog.getByText('This email is already registered')).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Add Patient' })).toBeInTheDocument();
    });
  });
});
