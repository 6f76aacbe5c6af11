import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { MockLink } from '@apollo/client/testing';
import type { ClaimFieldsFragment } from '../../gql/graphql';
import { todayLocalDate } from '../../lib/localDate';
import { graphqlError } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ClaimPaymentMutation, ClaimSubmitMutation, InsuranceClaimQuery } from './claimOperations';
import { ClaimPage } from './ClaimPage';

jest.setTimeout(20_000);

function aClaim(overrides: Partial<ClaimFieldsFragment> = {}): ClaimFieldsFragment {
  return {
    __typename: 'InsuranceClaim',
    id: 7,
    caseId: 3,
    caseNumber: 'C1-CASE-2026-003',
    patientName: 'Maria Lopez',
    claimNumber: 'C1-CLM-2026-000004',
    claimType: 'original',
    status: 'submitted',
    coverageId: 2,
    carrierName: 'GEICO',
    coverageType: 'pip',
    accidentState: 'NJ',
    submittedAt: '2026-11-20T15:00:00.000Z',
    billedAmount: '190.50',
    allowedAmount: null,
    paidAmount: null,
    patientResponsibility: null,
    deductibleApplied: null,
    copayAmount: null,
    coinsuranceAmount: null,
    paymentDate: null,
    denialReason: null,
    appealNotes: null,
    nextStatuses: ['paid', 'denied'],
    cms1500Url: '/api/claims/7/cms1500.pdf',
    x837Url: '/api/claims/7/837p',
    createdAt: '2026-11-19T15:00:00.000Z',
    serviceLines: [
      {
        __typename: 'ClaimServiceLine',
        billingLineId: 11,
        serviceDate: '2026-09-10',
        procedureCode: '97110',
        modifiers: ['GP'],
        units: 2,
        charge: '80.00',
        diagnosisCodes: ['S13.4XXA'],
      },
    ],
    ...overrides,
  } as ClaimFieldsFragment;
}

const claimMock = (claim: ClaimFieldsFragment): MockLink.MockedResponse => ({
  request: { query: InsuranceClaimQuery, variables: { id: claim.id } },
  result: { data: { insuranceClaim: claim } },
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  renderWithProviders(
    <Routes>
      <Route path="/claims/:id" element={<ClaimPage />} />
    </Routes>,
    { route: '/claims/7', mocks },
  );
  return userEvent.setup();
}

describe('ClaimPage', () => {
  it("shows the claim's facts and lines, the moves its state allows and its documents", async () => {
    renderPage([claimMock(aClaim())]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Claim C1-CLM-2026-000004' })).toBeInTheDocument();
    expect(screen.getByText('GEICO (Auto PIP)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record Payment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deny' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Appeal' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download 837P' })).toHaveAttribute('href', '/api/claims/7/837p');
    expect(screen.getByRole('link', { name: 'CMS-1500 PDF' })).toHaveAttribute('href', '/api/claims/7/cms1500.pdf');
    const lines = screen.getByRole('table', { name: 'Service lines' });
    expect(within(lines).getByText('97110 GP')).toBeInTheDocument();
    expect(within(lines).getByText('$80.00')).toBeInTheDocument();
  });

  it('offers Submit and no documents on a draft, and lists every missing element on a refused submit', async () => {
    const draft = aClaim({ status: 'draft', nextStatuses: ['submitted'], submittedAt: null });
    const user = renderPage([
      claimMock(draft),
      {
        request: { query: ClaimSubmitMutation, variables: { id: 7 } },
        result: {
          errors: [
            graphqlError(
              'The coverage (GEICO) has no payer id; The clinic has no valid NPI (Clinic Settings, Profile)',
              'BAD_USER_INPUT',
              {
                fieldErrors: [
                  { field: 'payerId', message: 'The coverage (GEICO) has no payer id' },
                  { field: 'clinicNpi', message: 'The clinic has no valid NPI (Clinic Settings, Profile)' },
                ],
              },
            ),
          ],
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(screen.queryByRole('link', { name: 'Download 837P' })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit Claim' }));
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['The coverage (GEICO) has no payer id', 'The clinic has no valid NPI (Clinic Settings, Profile)']);
  });

  it("records a payment and shows the server's refusal under the field it names", async () => {
    const user = renderPage([
      claimMock(aClaim()),
      {
        request: {
          query: ClaimPaymentMutation,
          variables: {
            input: {
              id: 7,
              allowedAmount: '190.50',
              paidAmount: '200.00',
              deductibleApplied: null,
              copayAmount: null,
              coinsuranceAmount: null,
              patientResponsibility: null,
              paymentDate: todayLocalDate(),
            },
          },
        },
        result: {
          errors: [
            graphqlError('Paid amount cannot be more than the allowed amount', 'BAD_USER_INPUT', {
              fieldErrors: [{ field: 'paidAmount', message: 'Paid amount cannot be more than the allowed amount' }],
            }),
          ],
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Record Payment' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Record Payment C1-CLM-2026-000004' }));
    expect(dialog.getByRole('textbox', { name: /^Allowed Amount/ })).toHaveValue('190.50');
    await user.click(dialog.getByRole('button', { name: 'Record Payment' }));
    expect(await dialog.findByText('Paid amount is required')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /^Paid Amount/ }), '200.00');
    await user.click(dialog.getByRole('button', { name: 'Record Payment' }));
    expect(await dialog.findAllByText('Paid amount cannot be more than the allowed amount')).toHaveLength(2);
    expect(dialog.getByRole('textbox', { name: /^Paid Amount/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
