import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import type { SchedulingSetupQuery } from '../../gql/graphql';
import { graphqlError } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { patientOptionsMock } from '../cases/test/caseFixtures';
import { BookAppointmentDialog } from './BookAppointmentDialog';
import { AppointmentBookMutation, PatientCasesForBookingQuery } from './scheduleDocuments';

const setup: SchedulingSetupQuery['schedulingSetup'] = {
  clinicId: 1,
  timeZone: 'America/Chicago',
  businessHours: [],
  appointmentTypes: [
    { id: 11, name: 'Adjustment', durationMinutes: 15, color: '#1976d2', isReExam: false, isActive: true },
    { id: 12, name: 'Old type', durationMinutes: 20, color: '#000000', isReExam: false, isActive: false },
  ],
  rooms: [{ id: 21, name: 'Room 1', isActive: true }],
  providers: [
    { id: 'prov-a', name: 'Dr. Maya Chen', npi: null },
    { id: 'prov-b', name: 'Dr. Omar Reyes', npi: null },
  ],
};

const start = new Date('2027-01-04T15:00:00Z'); // 9:00 AM in Chicago

const casesMock: MockLink.MockedResponse = {
  request: { query: PatientCasesForBookingQuery, variables: { id: 7 } },
  result: {
    data: {
      patient: {
        __typename: 'Patient',
        id: 7,
        cases: [{ __typename: 'Case', id: 101, caseNumber: 'CASE-2026-001', status: 'active_treatment' }],
      },
    },
  },
};

const bookInput = {
  patientId: 7,
  caseId: 101,
  appointmentTypeId: 11,
  providerId: 'prov-b',
  roomId: 21,
  scheduledStart: start.toISOString(),
  notes: null,
  remindersEnabled: false,
};

const booked = {
  __typename: 'Appointment',
  id: 501,
  patientId: 7,
  patientName: 'Alex Rivera',
  caseId: 101,
  caseNumber: 'CASE-2026-001',
  providerId: 'prov-b',
  providerName: 'Dr. Omar Reyes',
  appointmentTypeId: 11,
  appointmentTypeName: 'Adjustment',
  color: '#1976d2',
  roomId: 21,
  roomName: 'Room 1',
  status: 'scheduled',
  scheduledStart: start.toISOString(),
  scheduledEnd: '2027-01-04T15:15:00.000Z',
  actualStart: null,
  actualEnd: null,
  notes: null,
  remindersEnabled: false,
  cancellationReason: null,
};

function renderDialog(bookMock: MockLink.MockedResponse, onBooked = jest.fn()) {
  renderWithProviders(
    <BookAppointmentDialog
      slot={{ start, providerId: 'prov-b' }}
      setup={setup}
      onClose={jest.fn()}
      onBooked={onBooked}
    />,
    { mocks: [patientOptionsMock, casesMock, bookMock] },
  );
  return { user: userEvent.setup(), onBooked };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText(/^Patient/));
  await user.click(await screen.findByText('Alex Rivera'));
  await user.click(screen.getByLabelText(/^Case/));
  await user.click(await screen.findByRole('option', { name: 'CASE-2026-001' }));
  await user.click(screen.getByLabelText(/^Room/));
  await user.click(await screen.findByRole('option', { name: 'Room 1' }));
  await user.click(screen.getByLabelText('Send reminders'));
}

describe('BookAppointmentDialog', () => {
  it("shows the slot in the clinic's time, offers the active types and the slot's provider, and books", async () => {
    const { user, onBooked } = renderDialog({
      request: { query: AppointmentBookMutation, variables: { input: bookInput } },
      result: { data: { appointmentBook: booked } },
    });
    expect(screen.getByText('Mon, Jan 4, 9:00 AM (America/Chicago)')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Provider/)).toHaveTextContent('Dr. Omar Reyes');
    await user.click(screen.getByLabelText(/^Appointment type/));
    expect(screen.getByRole('option', { name: 'Adjustment (15 min)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Old type/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(expect.objectContaining({ id: 501 })));
  });

  it("refuses to send without a patient, and shows the server's overlap message under the provider", async () => {
    const { user, onBooked } = renderDialog({
      request: { query: AppointmentBookMutation, variables: { input: bookInput } },
      result: {
        errors: [
          graphqlError(
            'Dr. Omar Reyes already has an appointment at this time (Mon, Jan 4, 9:00 AM–9:30 AM)',
            'CONFLICT',
            {
              fieldErrors: [
                {
                  field: 'providerId',
                  message: 'Dr. Omar Reyes already has an appointment at this time (Mon, Jan 4, 9:00 AM–9:30 AM)',
                },
              ],
            },
          ),
        ],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Patient is required')).toBeInTheDocument();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(
      await screen.findByText('Dr. Omar Reyes already has an appointment at this time (Mon, Jan 4, 9:00 AM–9:30 AM)'),
    ).toBeInTheDocument();
    expect(onBooked).not.toHaveBeenCalled();
  });
});
