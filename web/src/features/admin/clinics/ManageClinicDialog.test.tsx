import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { graphqlError } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { BILLING_MANAGED_ELSEWHERE, ManageClinicDialog } from './ManageClinicDialog';
import { aCard, plansMock } from './test/clinicFixtures';
import { AdminClinicUpdateMutation } from './useUpdateClinic';

const card = aCard();

function renderDialog(mocks: MockLink.MockedResponse[] = [], { billing = true, of = card } = {}) {
  const onClose = jest.fn();
  renderWithProviders(<ManageClinicDialog card={of} billing={billing} onClose={onClose} />, {
    mocks: [plansMock, ...mocks],
  });
  return { user: userEvent.setup(), onClose };
}

const dialog = () => within(screen.getByRole('dialog', { name: 'Manage Riverside Chiropractic' }));
const field = (name: RegExp) => dialog().getByRole('textbox', { name });

async function choose(user: ReturnType<typeof userEvent.setup>, select: RegExp, option: RegExp) {
  await user.click(dialog().getByRole('combobox', { name: select }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function retype(user: ReturnType<typeof userEvent.setup>, name: RegExp, text: string) {
  await user.clear(field(name));
  if (text) await user.paste(text);
}

describe('ManageClinicDialog', () => {
  it('opens with every field of the clinic filled in', async () => {
    renderDialog();
    expect(field(/^Clinic Name/)).toHaveValue('Riverside Chiropractic');
    expect(field(/^Email/)).toHaveValue('office@riverside.example');
    expect(field(/^Phone/)).toHaveValue('973-555-0100');
    expect(field(/^Address/)).toHaveValue('12 River Rd');
    expect(field(/^City/)).toHaveValue('Newark');
    expect(field(/^State/)).toHaveValue('NJ');
    expect(field(/^ZIP Code/)).toHaveValue('07102');
    expect(dialog().getByRole('combobox', { name: /^Plan/ })).toHaveTextContent('Starter');
    expect(dialog().getByRole('combobox', { name: /^Billing Status/ })).toHaveTextContent('Active');
    expect(field(/^Monthly Billing/)).toHaveValue('249.00');
    expect(dialog().getByRole('switch', { name: 'Active' })).toBeChecked();
  });

  it("submits every field; choosing a plan fills in that plan's price, which cannot be typed over", async () => {
    const input = {
      name: 'Riverside Spine & Rehab',
      email: 'billing@riverside.example',
      phone: '(973) 555-0199',
      address: null,
      city: 'Newark',
      state: 'NJ',
      zipCode: '07102-1234',
      subscriptionPlan: 'professional',
      billingStatus: 'overdue',
      monthlyBilling: '349.00',
      isActive: false,
    };
    const updated = jest.fn(() => ({
      data: {
        adminClinicUpdate: aCard({
          plan: 'professional',
          clinic: { ...input, address: null, monthlyRate: input.monthlyBilling },
        }),
      },
    }));
    const { user, onClose } = renderDialog([
      { request: { query: AdminClinicUpdateMutation, variables: { id: 7, input } }, result: updated },
    ]);

    await retype(user, /^Clinic Name/, input.name);
    await retype(user, /^Email/, input.email);
    await retype(user, /^Phone/, input.phone);
    await retype(user, /^Address/, '');
    await retype(user, /^ZIP Code/, input.zipCode);
    await choose(user, /^Plan/, /^Professional \(\$349\.00\/mo\)/);
    expect(field(/^Monthly Billing/)).toHaveValue('349.00');
    await user.type(field(/^Monthly Billing/), '9');
    expect(field(/^Monthly Billing/)).toHaveValue('349.00');
    expect(field(/^Monthly Billing/)).toHaveAccessibleDescription('Set by the plan: choose another plan to change it');
    await choose(user, /^Billing Status/, /^Overdue$/);
    const consequence = "While inactive, the clinic's users cannot sign in; saving signs out anyone signed in.";
    expect(dialog().queryByText(consequence)).not.toBeInTheDocument();
    await user.click(dialog().getByRole('switch', { name: 'Active' }));
    expect(dialog().getByRole('switch', { name: 'Active' })).toHaveAccessibleDescription(consequence);
    await user.click(dialog().getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Riverside Spine & Rehab was saved.')).toBeInTheDocument();
    expect(updated).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks for the name before sending anything', async () => {
    const updated = jest.fn();
    const { user } = renderDialog([
      { request: { query: AdminClinicUpdateMutation, variables: () => true }, result: updated },
    ]);
    await retype(user, /^Clinic Name/, '');
    await user.click(dialog().getByRole('button', { name: 'Save Changes' }));

    expect(await dialog().findByText('Name is required')).toBeInTheDocument();
    expect(dialog().getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(updated).not.toHaveBeenCalled();
  });

  it('shows a refused plan change (the clinic is above its limits) under Plan and stays open', async () => {
    const message =
      'Riverside Chiropractic cannot move to the Starter plan: it has 5 active users (the plan allows 3). Choose a larger plan, or bring the clinic within these limits first.';
    const { user, onClose } = renderDialog([
      {
        request: { query: AdminClinicUpdateMutation, variables: () => true },
        result: {
          errors: [graphqlError(message, 'LIMIT_REACHED', { fieldErrors: [{ field: 'subscriptionPlan', message }] })],
        },
      },
    ]);
    await user.click(dialog().getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(`Failed to update clinic: ${message}`)).toBeInTheDocument();
    expect(dialog().getByText(message)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  describe('for a support agent (Clinics area, no Billing area)', () => {
    // What the API answers them: the clinic's billing figures are null (clinicBillingVisible).
    const asAgentSees = aCard({ clinic: { billingStatus: null, monthlyRate: null, nextBillingDate: null } });

    it('shows the details and the Active switch only, and says billing is managed by the Billing team', () => {
      renderDialog([], { billing: false, of: asAgentSees });
      expect(field(/^Clinic Name/)).toHaveValue('Riverside Chiropractic');
      expect(field(/^ZIP Code/)).toHaveValue('07102');
      expect(dialog().getByText(BILLING_MANAGED_ELSEWHERE)).toBeInTheDocument();
      expect(dialog().queryByRole('combobox', { name: /^Plan/ })).not.toBeInTheDocument();
      expect(dialog().queryByRole('combobox', { name: /^Billing Status/ })).not.toBeInTheDocument();
      expect(dialog().queryByRole('textbox', { name: /^Monthly Billing/ })).not.toBeInTheDocument();
      expect(dialog().getByRole('switch', { name: 'Active' })).toBeChecked();
    });

    it('saves the details with the billing part left out, so the server keeps plan, status and amount', async () => {
      const input = {
        name: 'Riverside Spine & Rehab',
        email: 'office@riverside.example',
        phone: '973-555-0100',
        address: '12 River Rd',
        city: 'Hoboken',
        state: 'NJ',
        zipCode: '07102',
        isActive: true,
      };
      const updated = jest.fn(() => ({
        data: { adminClinicUpdate: aCard({ clinic: { ...asAgentSees.clinic, ...input } }) },
      }));
      const { user, onClose } = renderDialog(
        [{ request: { query: AdminClinicUpdateMutation, variables: { id: 7, input } }, result: updated }],
        { billing: false, of: asAgentSees },
      );

      await retype(user, /^Clinic Name/, input.name);
      await retype(user, /^City/, input.city);
      await user.click(dialog().getByRole('button', { name: 'Save Changes' }));

      expect(await screen.findByText('Riverside Spine & Rehab was saved.')).toBeInTheDocument();
      expect(updated).toHaveBeenCalledTimes(1);
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it("shows the server's refusal and stays open", async () => {
      const message =
        "Changing a clinic's plan, billing status or monthly billing needs the Billing area, which your operator role does not include. Save the clinic's details without them, or ask the Billing team.";
      const { user, onClose } = renderDialog(
        [
          {
            request: { query: AdminClinicUpdateMutation, variables: () => true },
            result: { errors: [graphqlError(message, 'FORBIDDEN')] },
          },
        ],
        { billing: false, of: asAgentSees },
      );
      await user.click(dialog().getByRole('button', { name: 'Save Changes' }));

      expect(await screen.findByText(`Failed to update clinic: ${message}`)).toBeInTheDocument();
      expect(onClose).not.toHaveBeenCalled();
    });
  });
});
