import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { graphqlError } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { entriesMock, statsMock, twoEntries } from './test/waitlistFixtures';
import { WaitlistEntrySetNotesMutation } from './useSaveWaitlistNotes';
import { WaitlistTab } from './WaitlistTab';

function notesMock(id: number, notes: string | null, result: MockLink.MockedResponse['result']) {
  return { request: { query: WaitlistEntrySetNotesMutation, variables: { id, input: { notes } } }, result };
}

function savedNotes(id: number, notes: string | null) {
  return jest.fn(() => ({ data: { waitlistEntrySetNotes: { __typename: 'WaitlistEntry', id, notes } } }));
}

async function renderTab(mocks: MockLink.MockedResponse[]) {
  const entries = entriesMock(() => ({ nodes: twoEntries }));
  const stats = statsMock({ total: 2, contacted: 1, pending: 1, lastSevenDays: 0 });
  renderWithProviders(<WaitlistTab />, { route: '/admin?tab=waitlist', mocks: [entries.mock, stats.mock, ...mocks] });
  await screen.findByRole('rowheader', { name: /^Dana Whitfield/ });
  return userEvent.setup();
}

function rowOf(name: string) {
  return within(screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!);
}

const danaNotes = () => screen.queryByRole('textbox', { name: 'Notes on Dana Whitfield' });

describe('WaitlistNotesCell', () => {
  it('saves new notes on Enter and shows them in the row', async () => {
    const saved = savedNotes(41, 'Wants a call after 3pm');
    const user = await renderTab([notesMock(41, 'Wants a call after 3pm', saved)]);

    await user.click(rowOf('Dana Whitfield').getByRole('button', { name: 'Edit notes' }));
    const field = screen.getByRole('textbox', { name: 'Notes on Dana Whitfield' });
    expect(field).toHaveFocus();
    await user.type(field, 'Wants a call after 3pm{Enter}');

    expect(await screen.findByText('The notes on Dana Whitfield were saved.')).toBeInTheDocument();
    await waitFor(() => expect(danaNotes()).not.toBeInTheDocument());
    expect(rowOf('Dana Whitfield').getByText('Wants a call after 3pm')).toBeInTheDocument();
    expect(rowOf('Dana Whitfield').getByRole('button', { name: 'Edit notes' })).toHaveFocus();
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('edits existing notes from a click on the text and saves with the Save button, once', async () => {
    const saved = savedNotes(40, 'Called on Monday, wants a demo. Demo booked.');
    const user = await renderTab([notesMock(40, 'Called on Monday, wants a demo. Demo booked.', saved)]);

    await user.click(rowOf('Luis Ortega').getByText('Called on Monday, wants a demo'));
    const field = screen.getByRole('textbox', { name: 'Notes on Luis Ortega' });
    expect(field).toHaveValue('Called on Monday, wants a demo');
    await user.type(field, '. Demo booked.');
    await user.click(rowOf('Luis Ortega').getByRole('button', { name: 'Save' }));

    expect(await rowOf('Luis Ortega').findByText('Called on Monday, wants a demo. Demo booked.')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('saves when the field is left', async () => {
    const saved = savedNotes(41, 'Left a voicemail');
    const user = await renderTab([notesMock(41, 'Left a voicemail', saved)]);

    await user.click(rowOf('Dana Whitfield').getByRole('button', { name: 'Edit notes' }));
    await user.type(screen.getByRole('textbox', { name: 'Notes on Dana Whitfield' }), 'Left a voicemail');
    await user.click(screen.getByRole('heading', { name: 'Waitlist Entries' }));

    expect(await rowOf('Dana Whitfield').findByText('Left a voicemail')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('puts the notes back on Escape without saving', async () => {
    const saved = savedNotes(40, 'Something else');
    const user = await renderTab([notesMock(40, 'Something else', saved)]);

    await user.click(rowOf('Luis Ortega').getByRole('button', { name: 'Edit notes' }));
    const field = screen.getByRole('textbox', { name: 'Notes on Luis Ortega' });
    await user.clear(field);
    await user.type(field, 'Something else{Escape}');

    expect(screen.queryByRole('textbox', { name: 'Notes on Luis Ortega' })).not.toBeInTheDocument();
    expect(rowOf('Luis Ortega').getByText('Called on Monday, wants a demo')).toBeInTheDocument();
    expect(rowOf('Luis Ortega').getByRole('button', { name: 'Edit notes' })).toHaveFocus();
    expect(saved).not.toHaveBeenCalled();
  });

  it("keeps the field open with the server's field error under it", async () => {
    const tooLong = 'x'.repeat(2001);
    const user = await renderTab([
      notesMock(41, tooLong, {
        errors: [
          graphqlError('Invalid input', 'BAD_USER_INPUT', {
            fieldErrors: [{ field: 'notes', message: 'Notes must be at most 2000 characters' }],
          }),
        ],
      }),
    ]);

    await user.click(rowOf('Dana Whitfield').getByRole('button', { name: 'Edit notes' }));
    const field = screen.getByRole('textbox', { name: 'Notes on Dana Whitfield' });
    await user.click(field);
    await user.paste(tooLong);
    await user.keyboard('{Enter}');

    const error = await rowOf('Dana Whitfield').findByRole('alert');
    expect(error).toHaveTextContent('Notes must be at most 2000 characters');
    expect(error).not.toHaveTextContent('Invalid input');
    expect(field).toBeInTheDocument();
    expect(field).toHaveValue(tooLong);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/were saved/)).not.toBeInTheDocument();
  });

  it("shows the server's message when the entry is gone", async () => {
    const user = await renderTab([
      notesMock(41, 'Hello', { errors: [graphqlError('Waitlist entry not found', 'NOT_FOUND')] }),
    ]);

    await user.click(rowOf('Dana Whitfield').getByRole('button', { name: 'Edit notes' }));
    await user.type(screen.getByRole('textbox', { name: 'Notes on Dana Whitfield' }), 'Hello{Enter}');

    expect(await rowOf('Dana Whitfield').findByRole('alert')).toHaveTextContent('Waitlist entry not found');
  });
});
