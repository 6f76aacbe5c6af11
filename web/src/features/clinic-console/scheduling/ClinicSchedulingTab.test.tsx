import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { graphqlError } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { SchedulingSetupQuery } from '../../schedule/scheduleDocuments';
import { ClinicUsersQuery } from '../users/clinicUserQueries';
import { ClinicSchedulingTab } from './ClinicSchedulingTab';
import { AppointmentTypeSaveMutation, ClinicProviderSetMutation } from './schedulingSetupDocuments';

const setup = (providers: { id: string; name: string; npi: string | null }[]) => ({
  request: { query: SchedulingSetupQuery },
  result: {
    data: {
      schedulingSetup: {
        __typename: 'SchedulingSetup',
        clinicId: 1,
        timeZone: 'America/New_York',
        businessHours: [],
        appointmentTypes: [
          {
            __typename: 'AppointmentType',
            id: 11,
            name: 'Adjustment',
            durationMinutes: 15,
            color: '#1976d2',
            isReExam: false,
            isActive: true,
          },
        ],
        rooms: [{ __typename: 'Room', id: 21, name: 'Room 1', isActive: true }],
        providers: providers.map((p) => ({ __typename: 'ClinicProvider', ...p })),
      },
    },
  },
});

const usersMock: MockLink.MockedResponse = {
  request: { query: ClinicUsersQuery, variables: { first: 100 } },
  result: {
    data: {
      clinicUsers: {
        __typename: 'AdminUserConnection',
        nodes: [
          {
            __typename: 'AdminUser',
            id: 'user-1',
            email: 'maya@clinic.test',
            firstName: 'Maya',
            lastName: 'Chen',
            fullName: 'Maya Chen',
            role: 'clinic_staff',
            isActive: true,
            lastLoginAt: null,
            clinicId: 1,
            clinicName: 'Clinic',
            attorneyId: null,
            attorneyName: null,
            createdAt: '2026-01-01T00:00:00.000Z',
          },
        ],
        pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
        totalCount: 1,
      },
    },
  },
};

describe('ClinicSchedulingTab', () => {
  it('marks a user as a provider with their NPI', async () => {
    const providerSet = jest.fn(() => ({
      data: {
        clinicProviderSet: {
          __typename: 'ClinicProviderChange',
          id: 'user-1',
          name: 'Maya Chen',
          npi: '1457382913',
          isProvider: true,
        },
      },
    }));
    renderWithProviders(<ClinicSchedulingTab />, {
      mocks: [
        setup([]),
        usersMock,
        {
          request: {
            query: ClinicProviderSetMutation,
            variables: { input: { userId: 'user-1', isProvider: true, npi: '1457382913' } },
          },
          result: providerSet,
        },
        setup([{ id: 'user-1', name: 'Maya Chen', npi: '1457382913' }]),
      ],
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Adjustment')).toBeInTheDocument();
    await user.type(await screen.findByLabelText('NPI of Maya Chen'), '1457382913');
    await user.click(screen.getByLabelText('Maya Chen is a provider'));
    await waitFor(() => expect(providerSet).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByLabelText('Maya Chen is a provider')).toBeChecked());
  });

  it("shows the server's refusal under the type's name", async () => {
    renderWithProviders(<ClinicSchedulingTab />, {
      mocks: [
        setup([]),
        usersMock,
        {
          request: {
            query: AppointmentTypeSaveMutation,
            variables: {
              input: {
                id: null,
                name: 'Adjustment',
                durationMinutes: 30,
                color: '#1976d2',
                isReExam: false,
                isActive: true,
              },
            },
          },
          result: {
            errors: [
              graphqlError('An appointment type with this name already exists', 'CONFLICT', {
                fieldErrors: [{ field: 'name', message: 'An appointment type with this name already exists' }],
              }),
            ],
          },
        },
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add type' }));
    await user.type(screen.getByLabelText(/^Name/), 'Adjustment');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An appointment type with this name already exists')).toBeInTheDocument();
  });
});
