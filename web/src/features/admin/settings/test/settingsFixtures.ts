import type { MockLink } from '@apollo/client/testing';
import { BulkOperationPreviewQuery, BulkOperationRunMutation } from '../bulk-operations/bulkOperationQueries';
import { SystemSettingsQuery } from '../settingsQueries';

export function someSettings(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'SystemSettings' as const,
    maxUploadMb: 50,
    sessionTimeoutMinutes: 30,
    aiFeatures: 'all',
    updatedAt: null as string | null,
    updatedByName: null as string | null,
    ...overrides,
  };
}

export const settingsMock = (settings = someSettings()): MockLink.MockedResponse => ({
  request: { query: SystemSettingsQuery },
  result: { data: { systemSettings: settings } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

export function aPreview(kind: string, count: number, sample: string[]) {
  return { __typename: 'BulkOperationPreview' as const, kind, rule: 'The rule', count, sample };
}

/** Answers previews per kind, each answer in turn (the last from then on); `asked(kind)` counts the requests. */
export function previewMock(answers: Record<string, ReturnType<typeof aPreview>[]>) {
  const asked: Record<string, number> = {};
  const mock: MockLink.MockedResponse = {
    request: { query: BulkOperationPreviewQuery, variables: () => true },
    result: (variables) => {
      const kind = variables.kind as string;
      const list = answers[kind];
      const answer = list[Math.min(asked[kind] ?? 0, list.length - 1)];
      asked[kind] = (asked[kind] ?? 0) + 1;
      return { data: { bulkOperationPreview: answer } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { mock, asked: (kind: string) => asked[kind] ?? 0 };
}

export function runMock(
  variables: { kind: string; expectedCount: number },
  result: MockLink.MockedResponse['result'],
): MockLink.MockedResponse {
  return { request: { query: BulkOperationRunMutation, variables }, result };
}
