import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import Button from '@mui/material/Button';
import { onAPhone } from '../../test/phoneViewport';
import { theme } from '../../theme';
import { DataTable } from './DataTable';
import { RecordTable } from './RecordTable';
import type { DataTableColumn } from './types';

interface Bill {
  id: number;
  invoice: string;
  patient: string;
  amount: string;
  note: string;
}

const columns: DataTableColumn<Bill>[] = [
  { id: 'invoice', header: 'Invoice', accessor: (bill) => bill.invoice, key: true },
  { id: 'patient', header: 'Patient', accessor: (bill) => bill.patient, filterable: true },
  { id: 'amount', header: 'Amount', accessor: (bill) => bill.amount, key: true, align: 'right' },
  { id: 'note', header: 'Note', accessor: (bill) => bill.note, wideOnly: true },
];

const bills: Bill[] = [
  { id: 1, invoice: 'INV-001', patient: 'Alex Rivera', amount: '$120.00', note: 'First visit' },
  { id: 2, invoice: 'INV-002', patient: 'Blake Chen', amount: '$80.00', note: 'Follow-up' },
];

const withTheme = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

function card(label: string) {
  return screen.getByRole('listitem', { name: label });
}

describe('tables on a phone', () => {
  onAPhone();

  it('DataTable shows each row as a card of its key columns, labelled, with its actions', async () => {
    const onEdit = jest.fn();
    withTheme(<DataTable title="Bills" columns={columns} rows={bills} getRowId={(bill) => bill.id} onEdit={onEdit} />);

    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Bills' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const first = card('INV-001');
    expect(within(first).getByText('INV-001')).toBeInTheDocument();
    expect(within(first).getByRole('term')).toHaveTextContent('Amount');
    expect(within(first).getByRole('definition')).toHaveTextContent('$120.00');
    expect(within(first).queryByText('Alex Rivera')).not.toBeInTheDocument();
    expect(within(first).queryByText('First visit')).not.toBeInTheDocument();

    await userEvent.setup().click(within(card('INV-002')).getByRole('button', { name: 'Edit INV-002' }));
    expect(onEdit).toHaveBeenCalledWith(bills[1]);
  });

  it('DataTable selects rows from their cards and keeps the Filters toggle working', async () => {
    const user = userEvent.setup();
    withTheme(<DataTable title="Bills" columns={columns} rows={bills} getRowId={(bill) => bill.id} selectable />);

    await user.click(screen.getByRole('checkbox', { name: 'Select INV-002' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.type(screen.getByRole('textbox', { name: 'Filter Patient' }), 'blake');
    expect(within(screen.getByRole('list', { name: 'Bills' })).getAllByRole('listitem')).toHaveLength(1);
    expect(card('INV-002')).toBeInTheDocument();
  });

  it('DataTable sorts from a Sort by field, there being no column headers to click', async () => {
    const user = userEvent.setup();
    const sortableColumns = columns.map((column) => ({ ...column, sortable: column.id === 'invoice' }));
    withTheme(<DataTable title="Bills" columns={sortableColumns} rows={bills} getRowId={(bill) => bill.id} />);
    const shownInvoices = () =>
      within(screen.getByRole('list', { name: 'Bills' }))
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label'));
    expect(shownInvoices()).toEqual(['INV-001', 'INV-002']);

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Default order',
      'Invoice, ascending',
      'Invoice, descending',
    ]);
    await user.click(screen.getByRole('option', { name: 'Invoice, descending' }));
    expect(shownInvoices()).toEqual(['INV-002', 'INV-001']);
  });

  it('DataTable shows every column on a card when none is marked key', () => {
    const unmarked = columns.map((column) => ({ ...column, key: false }));
    withTheme(<DataTable title="Bills" columns={unmarked} rows={bills} getRowId={(bill) => bill.id} />);
    const terms = within(card('INV-001'))
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Patient', 'Amount', 'Note']);
  });

  it('DataTable shows its empty state instead of cards', () => {
    withTheme(
      <DataTable title="Bills" columns={columns} rows={[]} getRowId={(bill: Bill) => bill.id} emptyTitle="No bills" />,
    );
    expect(screen.getByText('No bills')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Bills' })).not.toBeInTheDocument();
  });

  it('RecordTable keeps the key columns and puts the actions at the foot of each card', async () => {
    const pay = jest.fn();
    withTheme(
      <RecordTable
        label="Billing entries"
        columns={columns}
        rows={bills}
        getRowId={(bill) => bill.id}
        renderActions={(bill) => <Button onClick={() => pay(bill.id)}>Pay {bill.invoice}</Button>}
      />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const first = within(screen.getByRole('list', { name: 'Billing entries' })).getAllByRole('listitem')[0];
    expect(first).toHaveAccessibleName('INV-001');
    expect(within(first).getByRole('definition')).toHaveTextContent('$120.00');
    await userEvent.setup().click(within(first).getByRole('button', { name: 'Pay INV-001' }));
    expect(pay).toHaveBeenCalledWith(1);
  });
});

describe('tables on a wide screen', () => {
  it('RecordTable is a table with every column and an Actions column', () => {
    withTheme(
      <RecordTable
        label="Billing entries"
        columns={columns}
        rows={bills}
        getRowId={(bill) => bill.id}
        renderActions={(bill) => <Button>Pay {bill.invoice}</Button>}
      />,
    );
    const table = screen.getByRole('table', { name: 'Billing entries' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Invoice', 'Patient', 'Amount', 'Note', 'Actions']);
    expect(within(table).getByRole('row', { name: /INV-002/ })).toHaveTextContent('Blake Chen');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
