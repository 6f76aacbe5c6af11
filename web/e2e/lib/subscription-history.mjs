import { databaseClient } from './outbox.mjs';

const day = 24 * 60 * 60 * 1000;

const reason = 'browser test history';

/**
 * A known subscription history for the two first demo clinics, recorded as the billing engine records it
 * (subscription_events), dated from now back: the Revenue tab's walk needs movements to chart
 * whether or not the demo data has a history. The walk removes it again (forgetSubscriptionHistory),
 * so walks that check the demo's own figures see them unchanged.
 * Northside: enterprise 599 for ten months, professional 349 since 100 days ago (contraction).
 * Lakeview: a trial, starter 249 from 136 days ago, professional 349 from 60, cancelled 20 days ago.
 */
export async function recordSubscriptionHistory() {
  const client = databaseClient();
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT id, name FROM clinics WHERE name IN ('Northside Chiropractic', 'Lakeview Spine & Injury') ORDER BY name DESC`,
    );
    const [northside, lakeview] = rows.map(({ id }) => id);
    const at = (daysAgo) => new Date(Date.now() - daysAgo * day);
    const events = [
      [northside, at(300), 'created', 'enterprise', 'active', '599.00', '599.00'],
      [northside, at(100), 'plan_changed', 'professional', 'active', '349.00', '349.00'],
      [lakeview, at(150), 'created', 'starter', 'trial', '249.00', '0.00'],
      [lakeview, at(136), 'status_changed', 'starter', 'active', '249.00', '249.00'],
      [lakeview, at(60), 'plan_changed', 'professional', 'active', '349.00', '349.00'],
      [lakeview, at(20), 'cancelled', 'professional', 'cancelled', '349.00', '0.00'],
    ];
    for (const [clinicId, occurredAt, kind, plan, status, amount, mrr] of events) {
      await client.query(
        `INSERT INTO subscription_events (clinic_id, occurred_at, kind, plan_code, frequency, status, amount, mrr, reason)
         VALUES ($1, $2, $3, $4, 'monthly', $5, $6, $7, $8)`,
        [clinicId, occurredAt, kind, plan, status, amount, mrr, reason],
      );
    }
  } finally {
    await client.end();
  }
}

/** Removes what recordSubscriptionHistory added. */
export async function forgetSubscriptionHistory() {
  const client = databaseClient();
  await client.connect();
  try {
    await client.query('DELETE FROM subscription_events WHERE reason = $1', [reason]);
  } finally {
    await client.end();
  }
}
