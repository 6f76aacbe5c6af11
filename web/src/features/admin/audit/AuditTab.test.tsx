import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { graphqlError } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { AuditLogRecordsQuery } from './auditQueries';
import { AuditTab } from './AuditTab';
import { aRecord, filterOptionsMock, recordsMock, twoRecords } from './test/auditFixtures';

function renderTab(mocks: MockLink.MockedResponse[]) {
  renderWithProviders(<AuditTab />, { route: '/admin?tab=audit', mocks: [...mocks, filterOptionsMock] });
  return userEvent.setup();
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Audit log' }))
    .getAllByRole('row')
    .slice(1);

const noFilter = { action: null, entityType: null, from: null, to: null, actor: null };

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('AuditTab', () => {
  it('shows the real log newest first: when, who, what, which record, the changes and where from', async () => {
    const records = recordsMock(() => ({ nodes: twoRecords, totalCount: 2 }));
    renderTab([records.mock]);

    expect(await screen.findByText('Morgan Admin')).toBeInTheDocument();
    const headers = within(screen.getByRole('table', { name: 'Audit log' }))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['When', 'Actor', 'Action', 'Entity', 'Changes', 'IP / User agent']);
    expect(screen.getByText(/^Showing/)).toHaveTextContent('Showing 2 of 2 entries');

    const [update, denied] = rows().map((row) => within(row));
    expect(update.getByText('Mar 5, 2025, 11:00:00 AM UTC')).toBeInTheDocument();
    expect(update.getByText('morgan@whitfield.example')).toBeInTheDocument();
    expect(update.getByText('Clinic admin')).toBeInTheDocument();
    expect(update.getByText('Update')).toBeInTheDocument();
    expect(update.getByText('Patient #17')).toBeInTheDocument();
    expect(update.getByText('Whitfield Chiropractic')).toBeInTheDocument();
    expect(update.getByText('— → 555-0100')).toBeInTheDocument();
    expect(update.getByText('intake → active')).toBeInTheDocument();
    expect(update.getByText('203.0.113.9')).toBeInTheDocument();
    expect(update.getByText('Mozilla/5.0 (Macintosh)')).toBeInTheDocument();

    expect(denied.getByText('Anonymous')).toBeInTheDocument();
    expect(denied.getByText('Login denied')).toBeInTheDocument();
    expect(denied.getByText('Wrong password')).toBeInTheDocument();
    expect(denied.getByText('No field changes')).toBeInTheDocument();
    expect(records.requests[0]).toEqual({ filter: noFilter, first: 25 });
  });

  it('filters by action, entity, UTC dates and actor, asking the server each time', async () => {
    const records = recordsMock(() => ({ nodes: [aRecord()] }));
    const user = renderTab([records.mock]);
    await screen.findByText('Morgan Admin');

    await choose(user, 'Action', 'Login denied');
    await waitFor(() =>
      expect(records.requests.at(-1)).toMatchObject({ filter: { ...noFilter, action: 'login_denied' } }),
    );
    await choose(user, 'Entity', 'System settings');
    await user.type(screen.getByLabelText('From (UTC)'), '2025-03-01');
    await user.type(screen.getByLabelText('To (UTC)'), '2025-03-05');
    await user.type(screen.getByRole('searchbox', { name: 'Actor' }), 'morgan');

    await waitFor(() =>
      expect(records.requests.at(-1)).toEqual({
        filter: {
          action: 'login_denied',
          entityType: 'system_settings',
          from: '2025-03-01',
          to: '2025-03-05',
          actor: 'morgan',
        },
        first: 25,
      }),
    );
    expect(await screen.findByText(/matching the filters/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(records.requests.at(-1)).toEqual({ filter: noFilter, first: 25 }));
  });

  it('holds the request and says why while the "to" date is before the "from" date', async () => {
    const records = recordsMock(() => ({ nodes: [aRecord()] }));
    const user = renderTab([records.mock]);
    await screen.findByText('Morgan Admin');

    await user.type(screen.getByLabelText('From (UTC)'), '2025-03-05');
    await user.type(screen.getByLabelText('To (UTC)'), '2025-03-01');

    expect(await screen.findByText('The "to" date must be the same as or after the "from" date')).toBeInTheDocument();
    expect(screen.getByText('Choose a date range that ends on or after its start.')).toBeInTheDocument();
    expect(records.requests.some((variables) => (variables.filter as { to: string | null }).to === '2025-03-01')).toBe(
      false,
    );
  });

  it('loads the next page after the last entry shown', async () => {
    const records = recordsMock(({ after }) =>
      after === 'cursor-1'
        ? { nodes: [twoRecords[1]], totalCount: 2 }
        : { nodes: [twoRecords[0]], totalCount: 2, endCursor: 'cursor-1', hasNextPage: true },
    );
    const user = renderTab([records.mock]);

    await user.click(await screen.findByRole('button', { name: 'Load more audit entries' }));

    expect(await screen.findByText('Login denied')).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
    expect(records.requests.at(-1)).toEqual({ filter: noFilter, first: 25, after: 'cursor-1' });
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
  });

  it('says so when the log is empty, and when nothing matches the filters', async () => {
    const records = recordsMock(() => ({ nodes: [] }));
    const user = renderTab([records.mock]);
    expect(await screen.findByText('No audit entries yet.')).toBeInTheDocument();

    await choose(user, 'Action', 'Delete');
    expect(await screen.findByText('No audit entries match these filters.')).toBeInTheDocument();
  });

  it("shows the server's refusal with a way to try again", async () => {
    renderTab([
      {
        request: { query: AuditLogRecordsQuery, variables: () => true },
        result: { errors: [graphqlError('Only a Super Admin may do this.', 'FORBIDDEN')] },
      },
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the audit log');
    expect(alert).toHaveTextContent('Only a Super Admin may do this.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
