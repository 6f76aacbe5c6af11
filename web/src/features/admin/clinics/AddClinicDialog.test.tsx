import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { graphqlError } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { AddClinicDialog } from './AddClinicDialog';
import { aCard, plansMock } from './test/clinicFixtures';
import { AdminClinicCreateMutation } from './useCreateClinic';

function renderDialog(mocks: MockLink.MockedResponse[] = []) {
  const onClose = jest.fn();
  renderWithProviders(<AddClinicDialog open onClose={onClose} />, { mocks: [plansMock, ...mocks] });
  return { user: userEvent.setup(), onClose };
}

const dialog = () => within(screen.getByRole('dialog', { name: 'Add New Clinic' }));
const field = (name: RegExp) => dialog().getByRole('textbox', { name });

const filledIn = {
  name: 'Harbor Spine Center',
  email: 'office@harborspine.example',
  phone: '201-555-0188',
  address: null,
  city: 'Hoboken',
  state: 'NJ',
  zipCode: null,
};

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Clinic Name/), filledIn.name);
  await user.type(field(/^Email/), filledIn.email);
  await user.type(field(/^Phone/), filledIn.phone);
  await user.type(field(/^City/), filledIn.city);
  await user.type(field(/^State/), filledIn.state);
}

describe('AddClinicDialog', () => {
  it('says which plan a new clinic starts on, with the price from the plans table', async () => {
    renderDialog();
    expect(
      await dialog().findByText(
        'New clinics start on the Starter plan ($249.00 a month) with a 14-day free trial. The Billing team changes the plan with Manage.',
      ),
    ).toBeInTheDocument();
  });

  it("says 'Please fill in all required fields', names each empty one under it, and sends nothing", async () => {
    const created = jest.fn();
    const { user, onClose } = renderDialog([
      { request: { query: AdminClinicCreateMutation, variables: () => true }, result: created },
    ]);

    await user.click(dialog().getByRole('button', { name: 'Create Clinic' }));

    expect(await dialog().findByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(dialog().getByText('Name is required')).toBeInTheDocument();
    expect(dialog().getByText('Email is required')).toBeInTheDocument();
    expect(dialog().getByText('Phone is required')).toBeInTheDocument();
    expect(field(/^Clinic Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Address/)).toHaveAttribute('aria-invalid', 'false');
    expect(created).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();

    // Once every required field is filled, the form-level message goes; format problems stay under their fields.
    await user.type(field(/^Clinic Name/), 'Harbor');
    await user.type(field(/^Email/), 'office@');
    await user.type(field(/^Phone/), 'call us');
    await user.type(field(/^ZIP Code/), '7030');
    await user.click(dialog().getByRole('button', { name: 'Create Clinic' }));
    await waitFor(() => expect(dialog().queryByText('Please fill in all required fields')).not.toBeInTheDocument());
    expect(dialog().getByText('Enter a valid email address')).toBeInTheDocument();
    expect(dialog().getByText('Enter a valid phone number')).toBeInTheDocument();
    expect(dialog().getByText('ZIP code must be 5 digits (or ZIP+4)')).toBeInTheDocument();
    expect(created).not.toHaveBeenCalled();
  });

  it('creates the clinic with the fields given (empty ones as null), says so and closes', async () => {
    const created = jest.fn(() => ({
      data: { adminClinicCreate: aCard({ clinic: { id: 31, name: filledIn.name } }) },
    }));
    const { user, onClose } = renderDialog([
      { request: { query: AdminClinicCreateMutation, variables: { input: filledIn } }, result: created },
    ]);

    await fillRequired(user);
    await user.click(dialog().getByRole('button', { name: 'Create Clinic' }));

    expect(await screen.findByText('Harbor Spine Center was added on the Starter plan.')).toBeInTheDocument();
    expect(created).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows 'Failed to create clinic' with the reason, and the server's message under its field", async () => {
    const { user, onClose } = renderDialog([
      {
        request: { query: AdminClinicCreateMutation, variables: { input: filledIn } },
        result: {
          errors: [
            graphqlError('Phone must be a valid phone number', 'BAD_USER_INPUT', {
              fieldErrors: [{ field: 'phone', message: 'Phone must be a valid phone number' }],
            }),
          ],
        },
      },
    ]);

    await fillRequired(user);
    await user.click(dialog().getByRole('button', { name: 'Create Clinic' }));

    expect(await screen.findByText('Failed to create clinic: Phone must be a valid phone number')).toBeInTheDocument();
    expect(dialog().getByText('Phone must be a valid phone number')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
