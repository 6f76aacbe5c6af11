import { gql, operatorOnly, rest, type Entry } from './matrix-dsl';

/** The operator's console, Audit, Health and Settings tabs, bulk operations: its entries of the authorization matrix. */
export const operatorSystemMatrix: Record<string, Entry> = {
  'Query.auditLogRecords': [
    {
      label: 'newest first',
      call: gql('{ auditLogRecords(first: 5) { nodes { id action } totalCount } }'),
      roles: operatorOnly,
    },
  ],
  'Query.auditLogFilterOptions': [
    { label: 'choices', call: gql('{ auditLogFilterOptions { actions entityTypes } }'), roles: operatorOnly },
  ],
  'Query.systemHealth': [
    {
      label: 'measured figures',
      call: gql(
        '{ systemHealth { status requests { requests } database { up sizeBytes } storage { documentCount } } }',
      ),
      roles: operatorOnly,
    },
  ],
  'Query.systemSettings': [
    {
      label: 'in force',
      call: gql('{ systemSettings { maxUploadMb sessionTimeoutMinutes aiFeatures } }'),
      roles: operatorOnly,
    },
  ],
  'Mutation.systemSettingsUpdate': [
    {
      // Only the AI features level, which no other test reads: upload size and session timeout stay as they are.
      label: 'AI features',
      call: gql('mutation { systemSettingsUpdate(input: { aiFeatures: all }) { aiFeatures } }'),
      roles: operatorOnly,
    },
  ],
  'GET /superadmin/api/settings': [{ label: 'in force', call: rest(), roles: operatorOnly }],
  'Query.bulkOperationPreview': [
    {
      label: 'inactive users',
      call: gql('{ bulkOperationPreview(kind: deactivate_inactive_users) { count sample } }'),
      roles: operatorOnly,
    },
  ],
  'Mutation.bulkOperationRun': [
    {
      // Nothing in the shared test database was closed more than a year ago, so the run changes nothing
      // (and were something to match, the count guard would refuse it rather than archive it).
      label: 'archive with nothing to archive',
      call: gql('mutation { bulkOperationRun(kind: archive_closed_cases, expectedCount: 0) { changedCount } }'),
      roles: operatorOnly,
    },
  ],
};
