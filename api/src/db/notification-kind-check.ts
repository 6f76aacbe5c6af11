import type { QueryRunner } from 'typeorm';

/** The CHECKs that list the notification kinds a row may have. */
const kindChecks = [
  ['notifications', 'notifications_kind_check'],
  ['notification_preferences', 'notification_preferences_kind_check'],
] as const;

/** The kinds a notification CHECK allows now, read from the database (decision 318). */
async function allowedKinds(queryRunner: QueryRunner, table: string, check: string): Promise<string[]> {
  const [{ definition }] = (await queryRunner.query(
    `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conname = $1 AND conrelid = $2::regclass`,
    [check, table],
  )) as { definition: string }[];
  return [...definition.matchAll(/'([a-z_]+)'/g)].map((match) => match[1]);
}

async function setKinds(queryRunner: QueryRunner, change: (kinds: string[]) => string[]): Promise<void> {
  for (const [table, check] of kindChecks) {
    const kinds = change(await allowedKinds(queryRunner, table, check));
    await queryRunner.query(`ALTER TABLE "${table}" DROP CONSTRAINT "${check}"`);
    await queryRunner.query(
      `ALTER TABLE "${table}" ADD CONSTRAINT "${check}" CHECK ("kind" IN (${kinds.map((k) => `'${k}'`).join(', ')}))`,
    );
  }
}

/**
 * A migration's new notification kind, added to the kinds the database allows now (whatever other
 * migrations added before it), and taken out again by its down.
 */
export const addNotificationKind = (queryRunner: QueryRunner, kind: string) =>
  setKinds(queryRunner, (kinds) => [...kinds.filter((k) => k !== kind), kind]);

export const removeNotificationKind = (queryRunner: QueryRunner, kind: string) =>
  setKinds(queryRunner, (kinds) => kinds.filter((k) => k !== kind));
