import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { MockLink } from '@apollo/client/testing';
import { aUser, currentUserMock, graphqlError } from '../../../test/fixtures';
import { onAPhone } from '../../../test/phoneViewport';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { aCaseDetail, anAuditEntry, caseDetailMock } from '../test/caseFixtures';
import { DocumentsQuery } from '../../documents/useDocumentConnection';
import { DocumentUploadPolicyQuery } from '../../documents/useUploadPolicy';
import { pendingMessagingMocks } from '../../messages/test/messageFixtures';
import { CaseLedgerQuery } from '../../ledger/caseLedgerQuery';
import { CaseLedgerChangedSubscription } from '../../ledger/live/caseLedgerChangedSubscription';
import { CaseDetailQuery } from './caseDetailQuery';
import CaseDetailPage from './CaseDetailPage';

/** The tabs' own queries stay pending: this test is about which tab shows what. */
const pendingCaseTabMocks: MockLink.MockedResponse[] = [
  ...pendingMessagingMocks,
  ...[DocumentsQuery, DocumentUploadPolicyQuery, CaseLedgerQuery, CaseLedgerChangedSubscription].map((query) => ({
    request: { query, variables: () => true },
    delay: Number.POSITIVE_INFINITY,
    maxUsageCount: Number.POSITIVE_INFINITY,
  })),
];

const attorneyUser = aUser({ role: 'attorney', clinicId: null, clinic: null, attorneyId: 3 });

function renderCaseDetail(route: string, mocks: MockLink.MockedResponse[], user = aUser()) {
  renderWithProviders(
    <Routes>
      <Route path="/cases/:id" element={<CaseDetailPage />} />
    </Routes>,
    { route, mocks: [currentUserMock(user), ...mocks] },
  );
  return userEvent.setup();
}

function card(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('CaseDetailPage', () => {
  it('shows the case number, type and status, and cards for patient, attorney, accident date and insurance', async () => {
    renderCaseDetail('/cases/101', [caseDetailMock(aCaseDetail())]);

    expect(screen.getByRole('progressbar', { name: 'Loading case...' })).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { level: 1, name: 'CASE-2025-001' });
    const header = heading.closest('header') as HTMLElement;
    expect(header).toHaveTextContent('Auto Accident');
    expect(header).toHaveTextContent('Active Treatment');

    expect(card('Patient').getByRole('link', { name: 'Alex Rivera' })).toHaveAttribute('href', '/patients/7');
    expect(card('Patient').getByText('(555) 010-2233')).toBeInTheDocument();
    expect(card('Patient').getByText('alex.rivera@example.com')).toBeInTheDocument();
    expect(card('Attorney').getByRole('link', { name: 'Dana Cole' })).toHaveAttribute('href', '/attorneys/3');
    expect(card('Attorney').getByText('Cole Legal')).toBeInTheDocument();
    expect(card('Attorney').getByText('(555) 300-4000')).toBeInTheDocument();
    expect(card('Accident Date').getByText('Mar 1, 2025')).toBeInTheDocument();
    expect(card('Insurance').getByText('State Farm')).toBeInTheDocument();
    expect(card('Insurance').getByText('Policy SF-44-1209')).toBeInTheDocument();
  });

  it('says the insurance is not on file when the patient has none, and when no attorney is assigned', async () => {
    const base = aCaseDetail();
    renderCaseDetail('/cases/101', [
      caseDetailMock(
        aCaseDetail({
          attorney: null,
          patient: { ...base.patient, insuranceProvider: null, insurancePolicyNumber: null },
        }),
      ),
    ]);

    await screen.findByRole('heading', { level: 1, name: 'CASE-2025-001' });
    expect(card('Insurance').getByText('Not on file')).toBeInTheDocument();
    expect(card('Attorney').getByText('No attorney assigned')).toBeInTheDocument();
  });

  it('offers Transfer Case and Edit Case to clinic users', async () => {
    renderCaseDetail('/cases/101', [caseDetailMock(aCaseDetail())]);

    expect(await screen.findByRole('button', { name: 'Transfer Case' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Case' })).toHaveAttribute('href', '/cases/101/edit');
  });

  it('shows attorneys neither Transfer Case nor Edit Case', async () => {
    renderCaseDetail('/cases/101', [caseDetailMock(aCaseDetail({ notes: null }))], attorneyUser);

    await screen.findByRole('heading', { level: 1, name: 'CASE-2025-001' });
    expect(screen.queryByRole('button', { name: 'Transfer Case' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Case' })).not.toBeInTheDocument();
  });

  it('shows the description, the settlement amount with 2 decimals, and the internal notes', async () => {
    renderCaseDetail('/cases/101', [caseDetailMock(aCaseDetail({ settlementAmount: '25000.5' }))]);

    const overview = within(await screen.findByRole('tabpanel'));
    expect(overview.getByText('Rear-ended at a red light on Main Street.')).toBeInTheDocument();
    expect(overview.getByText('$25,000.50')).toBeInTheDocument();
    expect(overview.getByRole('heading', { name: 'Internal Notes' })).toBeInTheDocument();
    expect(overview.getByText('Prefers morning appointments.')).toBeInTheDocument();
  });

  it('hides the internal notes section when the server withholds the notes, and the amount when there is none', async () => {
    renderCaseDetail('/cases/101', [caseDetailMock(aCaseDetail({ notes: null }))], attorneyUser);

    const overview = within(await screen.findByRole('tabpanel'));
    expect(overview.getByText('Rear-ended at a red light on Main Street.')).toBeInTheDocument();
    expect(overview.queryByRole('heading', { name: 'Internal Notes' })).not.toBeInTheDocument();
    expect(overview.queryByRole('heading', { name: 'Settlement Amount' })).not.toBeInTheDocument();
  });

  it("shows the case's documents with an upload form, and its messages with a link to Secure Messaging", async () => {
    const user = renderCaseDetail('/cases/101', [caseDetailMock(aCaseDetail()), ...pendingCaseTabMocks]);

    await user.click(await screen.findByRole('tab', { name: 'Documents' }));
    const documents = within(screen.getByRole('tabpanel'));
    expect(documents.getByRole('region', { name: 'Case Documents' })).toBeInTheDocument();
    expect(documents.getByRole('region', { name: 'Upload a Document' })).toBeInTheDocument();
    // The case is fixed: no case picker in the tab's upload form.
    expect(documents.queryByRole('combobox', { name: /Case/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    expect(screen.getByRole('link', { name: 'Open in Secure Messaging' })).toHaveAttribute(
      'href',
      '/messages?case=101',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/cases/101?tab=messages');

    await user.click(screen.getByRole('tab', { name: 'Billing' }));
    expect(within(screen.getByRole('tabpanel')).getByText('Loading the ledger...')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/cases/101?tab=billing');
  });

  it('lists the audit entries with who, when, why and each field change, and the transfers', async () => {
    const history = [
      anAuditEntry({
        id: 'audit-2',
        action: 'transfer',
        reason: 'Client request',
        changes: [
          {
            __typename: 'FieldChange',
            field: 'attorneyId',
            label: 'Attorney',
            oldValue: 'Dana Whitfield',
            newValue: 'Marcus Bell',
          },
        ],
      }),
      anAuditEntry({
        id: 'audit-1',
        action: 'create',
        changedByRole: 'clinic_admin',
        changedByName: 'Pat Kim',
        changes: [
          {
            __typename: 'FieldChange',
            field: 'description',
            label: 'Description',
            oldValue: null,
            newValue: 'Rear-ended',
          },
        ],
      }),
    ];
    const transfers = [
      {
        __typename: 'CaseTransfer' as const,
        id: 1,
        transferDate: '2025-04-02T15:30:00Z',
        transferredByName: 'Maria Lopez',
        reason: 'Client request',
        notes: 'Files sent by courier',
        fromAttorney: { __typename: 'Attorney' as const, id: 3, fullName: 'Dana Cole' },
        toAttorney: { __typename: 'Attorney' as const, id: 5, fullName: 'Sam Harper' },
      },
    ];
    renderCaseDetail('/cases/101?tab=history', [caseDetailMock(aCaseDetail({ history, transfers }))]);

    const audit = within(await screen.findByRole('region', { name: 'Audit Trail' }));
    const entries = audit.getAllByRole('listitem').filter((item) => item.parentElement?.closest('li') === null);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Transfer');
    expect(entries[0]).toHaveTextContent('Maria Lopez (Clinic Staff)');
    expect(entries[0]).toHaveTextContent('Reason: Client request');
    expect(entries[0]).toHaveTextContent(/Apr [23], 2025/);
    expect(within(entries[0]).getByText('Attorney: Dana Whitfield → Marcus Bell')).toBeInTheDocument();
    expect(entries[1]).toHaveTextContent('Pat Kim (Clinic Admin)');
    expect(within(entries[1]).getByText('Description: (empty) → Rear-ended')).toBeInTheDocument();

    const transferList = within(screen.getByRole('region', { name: 'Transfers' }));
    expect(transferList.getByText('Dana Cole → Sam Harper')).toBeInTheDocument();
    expect(transferList.getByText('Notes: Files sent by courier')).toBeInTheDocument();
  });

  it('says there is no history yet', async () => {
    const user = renderCaseDetail('/cases/101', [caseDetailMock(aCaseDetail())]);

    await user.click(await screen.findByRole('tab', { name: 'History' }));

    expect(screen.getByText('No history yet')).toBeInTheDocument();
  });

  it('shows Case Not Found when the case is missing or out of scope', async () => {
    renderCaseDetail('/cases/999', [caseDetailMock(null, 999)]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Case Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Cases' })).toHaveAttribute('href', '/cases');
  });

  it('shows Case Not Found for a malformed id without asking the server', async () => {
    renderCaseDetail('/cases/abc', []);

    expect(await screen.findByRole('heading', { level: 1, name: 'Case Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Cases' })).toHaveAttribute('href', '/cases');
  });

  it('shows No case ID when the id is empty', () => {
    renderWithProviders(<CaseDetailPage />, { route: '/cases/', mocks: [currentUserMock(aUser())] });

    expect(screen.getByRole('heading', { level: 1, name: 'No case ID' })).toBeInTheDocument();
  });

  it('shows an error with Retry when the case cannot be loaded', async () => {
    const user = renderCaseDetail('/cases/101', [
      {
        request: { query: CaseDetailQuery, variables: { id: 101 } },
        result: { errors: [graphqlError('Database unavailable', 'INTERNAL_SERVER_ERROR')] },
      },
      caseDetailMock(aCaseDetail()),
    ]);

    expect(await screen.findByText('Could not load the case')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Case Detail' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'CASE-2025-001' })).toBeInTheDocument();
  });
});

describe('CaseDetailPage on a phone', () => {
  onAPhone();

  it('folds the four cards into one summary line so the tabs come right after it, and unfolds them on demand', async () => {
    const user = renderCaseDetail('/cases/101', [caseDetailMock(aCaseDetail()), ...pendingCaseTabMocks]);

    const summary = await screen.findByRole('button', { name: /Case summary Alex Rivera · Dana Cole/ });
    expect(summary).toHaveAttribute('aria-expanded', 'false');
    const tabs = screen.getByRole('tablist', { name: 'Case sections' });
    // The summary line is the only thing between the header and the tabs.
    expect(summary.compareDocumentPosition(tabs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Insurance' })).not.toBeInTheDocument();

    await user.click(summary);
    expect(summary).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('region', { name: 'Insurance' })).toBeVisible();
  });
});
