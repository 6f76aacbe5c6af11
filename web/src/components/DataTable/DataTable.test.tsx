import { render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { todayLocalDate } from '../../lib/localDate';
import { theme } from '../../theme';
import { DataTable, type DataTableProps } from './DataTable';
import { createTableQuery } from './tableQuery';
import { spyOnDownloads } from './test/downloadSpy';
import type { DataTableColumn } from './types';

interface Person {
  id: number;
  name: string;
  age: number;
  city: string;
}

const columns: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', accessor: (person) => person.name, sortable: true, filterable: true },
  { id: 'age', header: 'Age', accessor: (person) => person.age, sortable: true },
  { id: 'city', header: 'City', accessor: (person) => person.city, filterable: true },
];

function people(count: number): Person[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Person ${String(index + 1).padStart(2, '0')}`,
    age: 20 + ((index * 7) % 50),
    city: index % 2 === 0 ? 'Newark' : 'Trenton',
  }));
}

const trio: Person[] = [
  { id: 1, name: 'Carla', age: 41, city: 'Newark' },
  { id: 2, name: 'Alex', age: 35, city: 'Trenton' },
  { id: 3, name: 'Blake', age: 52, city: 'Camden, NJ' },
];

function renderTable(props: Partial<DataTableProps<Person>> = {}) {
  const allProps = { columns, rows: trio, getRowId: (person: Person) => person.id, ...props } as DataTableProps<Person>;
  const view = render(
    <ThemeProvider theme={theme}>
      <DataTable {...allProps} />
    </ThemeProvider>,
  );
  return {
    user: userEvent.setup(),
    rerender: (next: Partial<DataTableProps<Person>>) =>
      view.rerender(
        <ThemeProvider theme={theme}>
          <DataTable {...({ ...allProps, ...next } as DataTableProps<Person>)} />
        </ThemeProvider>,
      ),
  };
}

/** The first cell of every body row, in order. */
function shownNames(): string[] {
  const body = screen.getAllByRole('rowgroup')[1];
  return within(body)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0].textContent ?? '');
}

function summary() {
  return screen.getByText(/^Showing \d+-\d+ of \d+ results$/);
}

function pageButtons() {
  const pagination = screen.getByRole('navigation', { name: 'Pagination' });
  return within(pagination).getAllByRole('button', { name: /page \d+$/ });
}

describe('DataTable', () => {
  describe('sorting', () => {
    it('sorts a column ascending first, then toggles the direction on the same column', async () => {
      const { user } = renderTable();
      expect(shownNames()).toEqual(['Carla', 'Alex', 'Blake']);

      await user.click(screen.getByRole('button', { name: 'Name' }));
      expect(shownNames()).toEqual(['Alex', 'Blake', 'Carla']);
      expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');

      await user.click(screen.getByRole('button', { name: 'Name' }));
      expect(shownNames()).toEqual(['Carla', 'Blake', 'Alex']);
      expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    });

    it('sorts another column ascending when clicked, whatever the current direction', async () => {
      const { user } = renderTable();

      await user.click(screen.getByRole('button', { name: 'Name' }));
      await user.click(screen.getByRole('button', { name: 'Name' }));
      await user.click(screen.getByRole('button', { name: 'Age' }));

      expect(shownNames()).toEqual(['Alex', 'Carla', 'Blake']);
      expect(screen.getByRole('columnheader', { name: 'Age' })).toHaveAttribute('aria-sort', 'ascending');
      expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    });

    it('offers no sort button on columns that are not sortable', () => {
      renderTable();
      expect(screen.queryByRole('button', { name: 'City' })).not.toBeInTheDocument();
    });
  });

  describe('search, filters and paging', () => {
    it('searches every column and goes back to the first page', async () => {
      const { user } = renderTable({ rows: people(25) });
      await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
      expect(summary()).toHaveTextContent('Showing 11-20 of 25 results');

      await user.type(screen.getByPlaceholderText('Search...'), 'trenton');

      expect(summary()).toHaveTextContent('Showing 1-10 of 12 results');
      expect(shownNames()[0]).toBe('Person 02');
    });

    it('shows per-column filters behind the Filters toggle and goes back to the first page when one changes', async () => {
      const { user } = renderTable({ rows: people(25) });
      expect(screen.queryByPlaceholderText('Filter Name...')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Go to page 3' }));

      await user.click(screen.getByRole('button', { name: 'Filters' }));
      expect(screen.getByPlaceholderText('Filter Name...')).toBeInTheDocument();
      expect(screen.getByPlaceholderText('Filter City...')).toBeInTheDocument();
      expect(screen.queryByPlaceholderText('Filter Age...')).not.toBeInTheDocument();

      await user.type(screen.getByRole('textbox', { name: 'Filter Name' }), 'person 1');

      expect(summary()).toHaveTextContent('Showing 1-10 of 10 results');
      expect(shownNames()).toEqual(Array.from({ length: 10 }, (_, i) => `Person 1${i}`));
    });

    it('has no Filters toggle when no column can be filtered', () => {
      renderTable({ columns: columns.map((column) => ({ ...column, filterable: false })) });
      expect(screen.queryByRole('button', { name: 'Filters' })).not.toBeInTheDocument();
    });

    it('shows 10 rows per page by default and offers 5, 10, 20, 50 and 100', async () => {
      const { user } = renderTable({ rows: people(57) });
      expect(summary()).toHaveTextContent('Showing 1-10 of 57 results');

      await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
      const options = within(screen.getByRole('listbox')).getAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual(['5', '10', '20', '50', '100']);

      await user.click(screen.getByRole('option', { name: '20' }));
      expect(summary()).toHaveTextContent('Showing 1-20 of 57 results');
    });

    it('shows at most five page buttons, around the current page', async () => {
      const { user } = renderTable({ rows: people(57), initialQuery: { pageSize: 5 } });
      expect(pageButtons().map((button) => button.textContent)).toEqual(['1', '2', '3', '4', '5']);

      await user.click(screen.getByRole('button', { name: 'Go to page 5' }));
      expect(pageButtons().map((button) => button.textContent)).toEqual(['3', '4', '5', '6', '7']);
      expect(screen.getByRole('button', { name: 'page 5' })).toHaveAttribute('aria-current', 'page');

      await user.click(screen.getByRole('button', { name: 'Go to next page' }));
      await user.click(screen.getByRole('button', { name: 'Go to next page' }));
      expect(summary()).toHaveTextContent('Showing 31-35 of 57 results');
    });

    it('goes back to the first page when the page size changes', async () => {
      const { user } = renderTable({ rows: people(57) });
      await user.click(screen.getByRole('button', { name: 'Go to page 3' }));

      await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
      await user.click(screen.getByRole('option', { name: '5' }));

      expect(summary()).toHaveTextContent('Showing 1-5 of 57 results');
    });
  });

  describe('selection and bulk actions', () => {
    it('clears the selection and goes back to the first page when the data changes', async () => {
      const { user, rerender } = renderTable({ rows: people(25), selectable: true, exportFileName: 'people' });
      await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
      await user.click(screen.getByRole('checkbox', { name: 'Select Person 11' }));
      expect(screen.getByText('1 selected')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Bulk Actions' })).toBeInTheDocument();

      rerender({ rows: people(24) });

      expect(screen.queryByText('1 selected')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Bulk Actions' })).not.toBeInTheDocument();
      expect(summary()).toHaveTextContent('Showing 1-10 of 24 results');
      expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    });

    it('selects every row of the page from the header checkbox', async () => {
      const { user } = renderTable({ selectable: true, exportFileName: 'people' });

      await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));

      expect(screen.getByText('3 selected')).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Select Alex' })).toBeChecked();
    });

    it('lists only the bulk actions whose handlers are supplied', async () => {
      const { user } = renderTable({ selectable: true, exportFileName: 'people' });
      await user.click(screen.getByRole('checkbox', { name: 'Select Alex' }));
      await user.click(screen.getByRole('button', { name: 'Bulk Actions' }));

      expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Export Selected']);
    });

    it('lists Export Selected, Duplicate and Delete Selected when all are supplied', async () => {
      const { user } = renderTable({
        selectable: true,
        exportFileName: 'people',
        onDuplicateSelected: jest.fn(),
        onDeleteSelected: jest.fn(),
      });
      await user.click(screen.getByRole('checkbox', { name: 'Select Alex' }));
      await user.click(screen.getByRole('button', { name: 'Bulk Actions' }));

      expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
        'Export Selected',
        'Duplicate',
        'Delete Selected',
      ]);
    });

    it('shows no bulk actions without any handler', async () => {
      const { user } = renderTable({ selectable: true });
      await user.click(screen.getByRole('checkbox', { name: 'Select Alex' }));

      expect(screen.queryByRole('button', { name: 'Bulk Actions' })).not.toBeInTheDocument();
    });

    it('hands the selected rows to Duplicate', async () => {
      const onDuplicateSelected = jest.fn();
      const { user } = renderTable({ selectable: true, onDuplicateSelected });
      await user.click(screen.getByRole('checkbox', { name: 'Select Blake' }));
      await user.click(screen.getByRole('button', { name: 'Bulk Actions' }));
      await user.click(screen.getByRole('menuitem', { name: 'Duplicate' }));

      expect(onDuplicateSelected).toHaveBeenCalledWith([trio[2]]);
    });

    it('asks for confirmation before Delete Selected, and deletes nothing on Cancel', async () => {
      const onDeleteSelected = jest.fn();
      const { user } = renderTable({ selectable: true, onDeleteSelected });
      await user.click(screen.getByRole('checkbox', { name: 'Select Alex' }));
      await user.click(screen.getByRole('checkbox', { name: 'Select Blake' }));
      await user.click(screen.getByRole('button', { name: 'Bulk Actions' }));
      await user.click(screen.getByRole('menuitem', { name: 'Delete Selected' }));

      const dialog = screen.getByRole('dialog', { name: 'Delete selected rows?' });
      expect(dialog).toHaveTextContent('The 2 selected rows will be deleted.');
      expect(onDeleteSelected).not.toHaveBeenCalled();

      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitForElementToBeRemoved(dialog);
      expect(onDeleteSelected).not.toHaveBeenCalled();
      expect(screen.getByText('2 selected')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Bulk Actions' }));
      await user.click(screen.getByRole('menuitem', { name: 'Delete Selected' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

      expect(onDeleteSelected).toHaveBeenCalledWith([trio[1], trio[2]]);
      expect(screen.queryByText('2 selected')).not.toBeInTheDocument();
    });

    describe('Export Selected', () => {
      afterEach(() => jest.restoreAllMocks());

      it('downloads the selected rows as a dated CSV file, quoted where needed', async () => {
        const downloads = spyOnDownloads();
        const { user } = renderTable({ selectable: true, exportFileName: 'people' });
        await user.click(screen.getByRole('checkbox', { name: 'Select Carla' }));
        await user.click(screen.getByRole('checkbox', { name: 'Select Blake' }));
        await user.click(screen.getByRole('button', { name: 'Bulk Actions' }));
        await user.click(screen.getByRole('menuitem', { name: 'Export Selected' }));

        expect(downloads).toHaveLength(1);
        expect(downloads[0].name).toBe(`people-${todayLocalDate()}.csv`);
        expect(downloads[0].type).toBe('text/csv;charset=utf-8');
        expect(await downloads[0].text()).toBe('Name,Age,City\r\nCarla,41,Newark\r\nBlake,52,"Camden, NJ"');
      });
    });
  });

  describe('row actions', () => {
    it('shows only the row buttons whose handlers are supplied', () => {
      renderTable({ onView: jest.fn() });

      expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'View Alex' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Edit Alex' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Delete Alex' })).not.toBeInTheDocument();
    });

    it('has no Actions column without handlers', () => {
      renderTable();
      expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    });

    it('passes the row to View and Edit, and confirms Delete first', async () => {
      const onView = jest.fn();
      const onEdit = jest.fn();
      const onDelete = jest.fn();
      const { user } = renderTable({ onView, onEdit, onDelete });

      await user.click(screen.getByRole('button', { name: 'View Blake' }));
      await user.click(screen.getByRole('button', { name: 'Edit Carla' }));
      expect(onView).toHaveBeenCalledWith(trio[2]);
      expect(onEdit).toHaveBeenCalledWith(trio[0]);

      await user.click(screen.getByRole('button', { name: 'Delete Alex' }));
      expect(screen.getByRole('dialog', { name: 'Delete this row?' })).toHaveTextContent('Alex will be deleted.');
      expect(onDelete).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      expect(onDelete).toHaveBeenCalledWith(trio[1]);
    });

    it('offers Refresh only with a handler', async () => {
      const onRefresh = jest.fn();
      const { user } = renderTable({ onRefresh });
      await user.click(screen.getByRole('button', { name: 'Refresh' }));
      expect(onRefresh).toHaveBeenCalledTimes(1);
    });
  });

  describe('states', () => {
    it('shows the default empty texts', () => {
      renderTable({ rows: [] });
      expect(screen.getByText('No data available')).toBeInTheDocument();
      expect(screen.getByText('There are no records to display at this time.')).toBeInTheDocument();
      expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    });

    it('shows the default loading text', () => {
      renderTable({ rows: [], loading: true });
      expect(screen.getByText('Loading data...')).toBeInTheDocument();
      expect(screen.queryByText('No data available')).not.toBeInTheDocument();
    });

    it('shows the title and description', () => {
      renderTable({ title: 'Team', description: 'Everyone at the clinic' });
      expect(screen.getByRole('heading', { level: 2, name: 'Team' })).toBeInTheDocument();
      expect(screen.getByText('Everyone at the clinic')).toBeInTheDocument();
      expect(screen.getByRole('table', { name: 'Team' })).toBeInTheDocument();
    });
  });

  describe('server mode', () => {
    it('reports query changes to the parent instead of filtering itself', async () => {
      const onQueryChange = jest.fn();
      const query = createTableQuery({ page: 2, sort: { columnId: 'name', direction: 'asc' } });
      const { user } = renderTable({ mode: 'server', query, onQueryChange, totalCount: 57 });

      expect(shownNames()).toEqual(['Carla', 'Alex', 'Blake']);
      expect(summary()).toHaveTextContent('Showing 21-30 of 57 results');

      await user.type(screen.getByPlaceholderText('Search...'), 'a');
      expect(onQueryChange).toHaveBeenLastCalledWith({ ...query, search: 'a', page: 0 });

      await user.click(screen.getByRole('button', { name: 'Name' }));
      expect(onQueryChange).toHaveBeenLastCalledWith({
        ...query,
        sort: { columnId: 'name', direction: 'desc' },
        page: 0,
      });

      await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
      expect(onQueryChange).toHaveBeenLastCalledWith({ ...query, page: 1 });
    });

    it('disables the pages it cannot reach yet', () => {
      renderTable({
        mode: 'server',
        query: createTableQuery(),
        onQueryChange: jest.fn(),
        totalCount: 57,
        reachablePageCount: 2,
      });

      expect(screen.getByRole('button', { name: 'Go to page 2' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Go to page 3' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Go to next page' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
    });
  });
});
