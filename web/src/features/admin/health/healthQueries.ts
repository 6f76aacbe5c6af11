import { graphql } from '../../../gql';

export const SystemHealthQuery = graphql(`
  query SystemHealth {
    systemHealth {
      status
      problems
      measuredAt
      process {
        instance
        startedAt
        uptimeSeconds
        memoryRssBytes
        heapUsedBytes
        heapTotalBytes
      }
      requests {
        windowSeconds
        coveredSeconds
        requests
        errors
        requestsPerMinute
        errorRate
        latencyP50Ms
        latencyP95Ms
        latencyP99Ms
      }
      database {
        up
        latencyMs
        sizeBytes
        connections
        activeConnections
        maxConnections
        poolTotal
        poolIdle
        poolWaiting
        poolMax
      }
      storage {
        backend
        documentCount
        documentBytes
        diskTotalBytes
        diskFreeBytes
      }
      jobs {
        queues {
          name
          waiting
          active
          deadLettered
          oldestWaitingSeconds
        }
        emailsWaiting
        emailsFailed
        oldestEmailWaitingSeconds
        auditRowsAwaitingSeal
      }
    }
  }
`);

/** How often the open tab measures again. */
export const HEALTH_REFRESH_MS = 20_000;
