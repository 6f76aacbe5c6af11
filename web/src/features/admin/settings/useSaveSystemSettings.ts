import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AiFeatures } from '../../../gql/graphql';
import { formFieldErrorsOf } from '../../../lib/formFieldErrors';
import { serverMessage } from '../../../lib/graphqlErrors';
import { SystemSettingsQuery } from './settingsQueries';

export const SystemSettingsUpdateMutation = graphql(`
  mutation SystemSettingsUpdate($input: SystemSettingsInput!) {
    systemSettingsUpdate(input: $input) {
      ...SystemSettingsFields
    }
  }
`);

export interface SettingsToSave {
  maxUploadMb: number;
  sessionTimeoutMinutes: number;
  aiFeatures: AiFeatures;
}

export type SaveOutcome = { ok: true } | { ok: false; message: string; fieldErrors: Record<string, string> };

/** Saves the settings; the answer replaces the cached settings, so the form shows what is now in force. */
export function useSaveSystemSettings() {
  const [save] = useMutation(SystemSettingsUpdateMutation);

  return useCallback(
    async (input: SettingsToSave): Promise<SaveOutcome> => {
      try {
        await save({
          variables: { input },
          update: (cache, { data }) => {
            if (data)
              cache.writeQuery({ query: SystemSettingsQuery, data: { systemSettings: data.systemSettingsUpdate } });
          },
        });
        return { ok: true };
      } catch (error) {
        return {
          ok: false,
          message: serverMessage(error) ?? 'The settings could not be saved. Please try again.',
          fieldErrors: formFieldErrorsOf(error),
        };
      }
    },
    [save],
  );
}
