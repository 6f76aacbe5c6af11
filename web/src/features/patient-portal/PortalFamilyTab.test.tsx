import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import {
  PortalFamilyGrantMutation,
  PortalFamilyMembersQuery,
  PortalFamilyRevokeMutation,
  PortalFamilyTab,
} from './PortalFamilyTab';

jest.setTimeout(60_000);

const frank = {
  __typename: 'PortalFamilyMemberView',
  id: 7,
  firstName: 'Frank',
  lastName: 'Rivera',
  email: 'frank@family.example',
  relationship: 'spouse',
  permission: 'read_only',
  acceptedAt: null,
  inviteExpiresAt: '2030-01-01T00:00:00Z',
};

describe('PortalFamilyTab', () => {
  it('gives a family member read-only access, then lists them; revoking asks first', async () => {
    let members: (typeof frank)[] = [];
    const grants: unknown[] = [];
    const revokes: unknown[] = [];
    const list = {
      request: { query: PortalFamilyMembersQuery },
      result: () => ({ data: { portalFamilyMembers: members } }),
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    renderWithProviders(<PortalFamilyTab />, {
      mocks: [
        list,
        {
          request: { query: PortalFamilyGrantMutation, variables: (variables) => (grants.push(variables), true) },
          result: () => {
            members = [frank];
            return {
              data: {
                portalFamilyGrant: {
                  __typename: 'PortalFamilyGrantResult',
                  sentTo: 'f***@family.example',
                  link: 'http://localhost/portal/accept#code=abc',
                  member: { __typename: 'PortalFamilyMemberView', id: 7 },
                },
              },
            };
          },
        },
        {
          request: { query: PortalFamilyRevokeMutation, variables: (variables) => (revokes.push(variables), true) },
          result: () => {
            members = [];
            return { data: { portalFamilyRevoke: true } };
          },
        },
      ],
    });
    expect(await screen.findByText('Nobody else has access to your portal')).toBeInTheDocument();
    const person = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Give access' });
    await person.click(within(form).getByRole('button', { name: 'Give access' }));
    expect(await within(form).findByText('First name is required')).toBeInTheDocument();
    expect(grants).toEqual([]);

    await person.type(within(form).getByLabelText('First name'), 'Frank');
    await person.type(within(form).getByLabelText('Last name'), 'Rivera');
    await person.type(within(form).getByLabelText('Email'), 'frank@family.example');
    await person.click(within(form).getByRole('button', { name: 'Give access' }));
    expect(await screen.findByText(/Invitation sent to f\*\*\*@family\.example/)).toBeInTheDocument();
    expect(grants).toEqual([
      {
        input: {
          firstName: 'Frank',
          lastName: 'Rivera',
          email: 'frank@family.example',
          relationship: 'spouse',
          permission: 'read_only',
        },
      },
    ]);
    const card = await screen.findByTestId('portal-family-member');
    expect(within(card).getByText('Frank Rivera')).toBeInTheDocument();
    expect(within(card).getByText('Invited')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Read-only', pressed: true })).toBeInTheDocument();

    await person.click(within(card).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText("Revoke Frank Rivera's access? They are signed out at once.")).toBeInTheDocument();
    await person.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Nobody else has access to your portal')).toBeInTheDocument();
    expect(revokes).toEqual([{ id: 7 }]);
  });
});
