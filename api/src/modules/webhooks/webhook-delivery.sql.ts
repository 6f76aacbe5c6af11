/** The columns of a delivery as the log shows it (alias d). */
export const deliveryColumns = `d.id, d.endpoint_id AS "endpointId", d.event_id AS "eventId", d.event_kind AS "eventKind",
  d.payload::text AS payload, d.status, d.attempts, d.last_status_code AS "lastStatusCode", d.last_error AS "lastError",
  d.next_attempt_at AS "nextAttemptAt", d.delivered_at AS "deliveredAt", d.created_at AS "createdAt"`;

/** The columns of an endpoint as the console shows it (alias e); never its secret. */
export const endpointColumns = `e.id, e.url, e.description, e.event_kinds AS "eventKinds", e.is_active AS "isActive",
  e.parked_at AS "parkedAt", e.parked_reason AS "parkedReason", e.consecutive_failures AS "consecutiveFailures",
  e.created_at AS "createdAt", e.updated_at AS "updatedAt",
  (SELECT count(*)::int FROM webhook_deliveries p WHERE p.endpoint_id = e.id AND p.status = 'parked') AS "parkedDeliveries"`;
