import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useToast } from '../../../app/toast/toastContext';
import { graphql } from '../../../gql';
import { formFieldErrorsOf } from '../../../lib/formFieldErrors';
import { serverMessage } from '../../../lib/graphqlErrors';

export const WaitlistEntrySetNotesMutation = graphql(`
  mutation WaitlistEntrySetNotes($id: Int!, $input: WaitlistNotesInput!) {
    waitlistEntrySetNotes(id: $id, input: $input) {
      id
      notes
    }
  }
`);

/** Saved, or why not (the server's message for the notes field, else its general one). */
export type NotesSaveResult = { saved: true } | { saved: false; error: string };

/** Saves an entry's notes (blank clears them); the row shows the saved text through the cache. */
export function useSaveWaitlistNotes() {
  const showToast = useToast();
  const [setNotes] = useMutation(WaitlistEntrySetNotesMutation);

  return useCallback(
    async (entry: { id: number; name: string }, text: string): Promise<NotesSaveResult> => {
      const notes = text.trim() === '' ? null : text;
      try {
        await setNotes({ variables: { id: entry.id, input: { notes } } });
        showToast({ title: 'Notes saved', description: `The notes on ${entry.name} were saved.`, severity: 'success' });
        return { saved: true };
      } catch (error) {
        const fieldError = formFieldErrorsOf(error).notes;
        return {
          saved: false,
          error: fieldError ?? serverMessage(error) ?? 'The notes could not be saved. Please try again.',
        };
      }
    },
    [setNotes, showToast],
  );
}
