import { graphql } from '../../../gql';

export const AuditLogRecordFields = graphql(`
  fragment AuditLogRecordFields on AuditLogRecord {
    id
    changedAt
    action
    entityType
    entityId
    clinicName
    actorId
    actorName
    actorEmail
    actorRole
    ipAddress
    userAgent
    reason
    changes {
      field
      label
      oldValue
      newValue
    }
  }
`);

export const AuditLogRecordsQuery = graphql(`
  query AuditLogRecords($filter: AuditLogFilter, $first: Int!, $after: String) {
    auditLogRecords(filter: $filter, first: $first, after: $after) {
      nodes {
        ...AuditLogRecordFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
  }
`);

export const AuditLogFilterOptionsQuery = graphql(`
  query AuditLogFilterOptions {
    auditLogFilterOptions {
      actions
      entityTypes
    }
  }
`);

export const AUDIT_PAGE_SIZE = 25;
