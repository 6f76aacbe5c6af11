import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import PortalApp, { PortalMeQuery } from './PortalApp';
import { AppointmentList, PortalAppointmentsQuery, PortalCancelMutation } from './PortalHome';

jest.setTimeout(20_000);

const appointment = (overrides: Record<string, unknown>) => ({
  __typename: 'PortalAppointmentView',
  id: 1,
  startsAt: '2030-05-06T14:00:00Z',
  endsAt: '2030-05-06T14:30:00Z',
  status: 'scheduled',
  confirmedAt: null,
  typeName: 'Adjustment',
  providerName: 'Dr. Ames',
  clinicName: 'Northside',
  changeable: true,
  ...overrides,
});

const appointmentsMock = {
  request: { query: PortalAppointmentsQuery, variables: { past: false } },
  result: {
    data: {
      portalAppointments: [
        appointment({ id: 1 }),
        // Within 24 hours (or otherwise closed): the server says it is not changeable.
        appointment({ id: 2, typeName: 'Re-exam', changeable: false }),
      ],
    },
  },
};

describe('the appointments rules in the portal', () => {
  it('offers Confirm and Cancel only on appointments the server says are changeable, and asks before cancelling', async () => {
    let cancelled = false;
    renderWithProviders(<AppointmentList past={false} />, {
      mocks: [
        appointmentsMock,
        {
          request: { query: PortalCancelMutation, variables: { id: 1 } },
          result: () => {
            cancelled = true;
            return {
              data: {
                portalAppointmentCancel: {
                  __typename: 'PortalAppointmentView',
                  id: 1,
                  status: 'cancelled',
                  confirmedAt: null,
                  changeable: false,
                },
              },
            };
          },
        },
      ],
    });
    const cards = await screen.findAllByTestId('portal-appointment');
    expect(within(cards[0]).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(within(cards[1]).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(within(cards[1]).queryByRole('button', { name: 'Cancel appointment' })).not.toBeInTheDocument();
    expect(screen.getByText(/until 24 hours before/)).toBeInTheDocument();

    const person = userEvent.setup();
    await person.click(within(cards[0]).getByRole('button', { name: 'Cancel appointment' }));
    expect(within(cards[0]).getByText('Cancel this appointment?')).toBeInTheDocument();
    expect(cancelled).toBe(false);
    await person.click(within(cards[0]).getByRole('button', { name: 'Cancel appointment' }));
    expect(await within(cards[0]).findByText('Cancelled')).toBeInTheDocument();
    expect(cancelled).toBe(true);
  });

  it('shows a read-only family member the visits without Confirm or Cancel', async () => {
    renderWithProviders(<AppointmentList past={false} canAct={false} />, { mocks: [appointmentsMock] });
    await screen.findAllByTestId('portal-appointment');
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel appointment' })).not.toBeInTheDocument();
    expect(screen.queryByText(/until 24 hours before/)).not.toBeInTheDocument();
  });
});

describe('the language switch', () => {
  beforeEach(() => localStorage.clear());

  it('switches the signed-out portal to Spanish and keeps the choice in the browser', async () => {
    renderWithProviders(<PortalApp />, {
      mocks: [{ request: { query: PortalMeQuery }, result: { data: { me: null } } }],
    });
    expect(await screen.findByRole('heading', { name: 'Sign in to your patient portal' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'ES' }));
    expect(screen.getByRole('heading', { name: 'Inicie sesión en su portal del paciente' })).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toBeInTheDocument();
    expect(localStorage.getItem('portalLanguage')).toBe('es');
  });
});
