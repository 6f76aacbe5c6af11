import type { DataSource } from 'typeorm';
import { SecretBox } from '../../crypto/secret-box';

/** A user's TOTP secret is sealed for that user only: copied to another row, it does not open. */
export const totpSecretContext = (userId: string) => `second_factors.totp_secret:${userId}`;

/** The secret being enrolled, kept in the pending session until the first code proves it. */
export const enrolmentContext = (userId: string) => `sessions.enroll_secret:${userId}`;

/**
 * Seals TOTP secrets still stored in plain text (written before they were sealed), at start-up. Each
 * row is rewritten only if it is still the plain value read, so concurrent replicas cannot double-seal.
 */
export async function sealPlaintextTotpSecrets(dataSource: DataSource, secrets: SecretBox): Promise<number> {
  const rows: { user_id: string; totp_secret: string }[] = await dataSource.query(
    `SELECT user_id, totp_secret FROM second_factors WHERE totp_secret NOT LIKE 'v1.%'`,
  );
  let sealed = 0;
  for (const row of rows) {
    if (SecretBox.isSealed(row.totp_secret)) continue;
    const [, changed]: [unknown, number] = await dataSource.query(
      `UPDATE second_factors SET totp_secret = $3 WHERE user_id = $1 AND totp_secret = $2`,
      [row.user_id, row.totp_secret, secrets.seal(row.totp_secret, totpSecretContext(row.user_id))],
    );
    sealed += changed;
  }
  return sealed;
}
