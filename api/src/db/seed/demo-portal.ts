import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { totpSecretContext } from '../../platform/auth/second-factor/totp-secret-at-rest';
import type { SecretBox } from '../../platform/crypto/secret-box';

/** The demo patient's portal login (README): demo-password and the demo authenticator secret. */
export const demoPortalPatientEmail = 'patient@northside.demo';
/** The demo patient's spouse, with read-only access (decision 424): demo-password and the demo authenticator. */
export const demoPortalFamilyEmail = 'family@northside.demo';

/**
 * The patient's portal on real-looking records: at Northside, the first patient (by id) with a case
 * and a visit ahead uses the portal (signed in with TOTP, a document shared, a message from the clinic);
 * at Lakeview one patient has an invitation waiting. Deterministic: it follows the seeded records.
 */
export async function seedDemoPortal(
  manager: EntityManager,
  passwordHash: string,
  secrets: SecretBox,
  totpSecret: string,
  clinicIds: { northside: number; lakeview: number },
): Promise<void> {
  const [user] = (await manager.query(
    `SELECT p.id AS patient_id, p.first_name, p.last_name, c.id AS case_id
       FROM patients p JOIN cases c ON c.patient_id = p.id
      WHERE p.clinic_id = $1
        AND EXISTS (SELECT 1 FROM appointments a WHERE a.patient_id = p.id AND a.status = 'scheduled' AND a.scheduled_start > now() + interval '2 days')
      ORDER BY p.id, c.id LIMIT 1`,
    [clinicIds.northside],
  )) as { patient_id: number; first_name: string; last_name: string; case_id: number }[];
  if (user) {
    const userId = randomUUID();
    await manager.query(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, role) VALUES ($1, $2, $3, $4, $5, 'patient')`,
      [userId, demoPortalPatientEmail, passwordHash, user.first_name, user.last_name],
    );
    await manager.query(`INSERT INTO second_factors (user_id, totp_secret) VALUES ($1, $2)`, [
      userId,
      secrets.seal(totpSecret, totpSecretContext(userId)),
    ]);
    await manager.query(
      `INSERT INTO client_portal_access (clinic_id, patient_id, user_id, email, invited_via, invited_at, accepted_at, last_access_at, mfa_enabled, mfa_method)
       VALUES ($1, $2, $3, $4, 'email', now() - interval '20 days', now() - interval '19 days', now() - interval '2 days', true, 'totp')`,
      [clinicIds.northside, user.patient_id, userId, demoPortalPatientEmail],
    );
    await manager.query(
      `UPDATE documents SET shared_with_patient = true, shared_with_patient_at = upload_date
        WHERE id IN (SELECT id FROM documents WHERE case_id = $1 ORDER BY id LIMIT 2)`,
      [user.case_id],
    );
    const [sender] = (await manager.query(
      `SELECT id FROM users WHERE clinic_id = $1 AND role = 'clinic_staff' ORDER BY email LIMIT 1`,
      [clinicIds.northside],
    )) as { id: string }[];
    await manager.query(
      `INSERT INTO messages (case_id, clinic_id, sender_id, recipient_type, subject, content, sent_date)
       VALUES ($1, $2, $3, 'patient', 'Welcome to the patient portal',
               'You can confirm your visits, read the documents we share with you and write to us here.', now() - interval '19 days')`,
      [user.case_id, clinicIds.northside, sender?.id ?? null],
    );
    // Family access (decision 424): the spouse signs in read-only; a parent's invitation is waiting.
    const familyUserId = randomUUID();
    await manager.query(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, role) VALUES ($1, $2, $3, 'Sam', $4, 'patient')`,
      [familyUserId, demoPortalFamilyEmail, passwordHash, user.last_name],
    );
    await manager.query(`INSERT INTO second_factors (user_id, totp_secret) VALUES ($1, $2)`, [
      familyUserId,
      secrets.seal(totpSecret, totpSecretContext(familyUserId)),
    ]);
    await manager.query(
      `INSERT INTO portal_family_members (access_id, clinic_id, patient_id, user_id, first_name, last_name, email, relationship,
              permission, accepted_at, mfa_enabled, mfa_method, last_access_at, granted_by, granted_at)
       SELECT a.id, a.clinic_id, a.patient_id, $2, 'Sam', $3, $4, 'spouse', 'read_only', now() - interval '12 days', true, 'totp',
              now() - interval '3 days', a.user_id, now() - interval '13 days'
         FROM client_portal_access a WHERE a.user_id = $1
       UNION ALL
       SELECT a.id, a.clinic_id, a.patient_id, NULL, 'Rosa', $3, 'rosa.family@example.com', 'parent', 'full', NULL, false, NULL,
              NULL, a.user_id, now() - interval '1 day'
         FROM client_portal_access a WHERE a.user_id = $1`,
      [userId, familyUserId, user.last_name, demoPortalFamilyEmail],
    );
    await manager.query(`UPDATE client_portal_access SET family_member_access = true WHERE user_id = $1`, [userId]);
  }
  // Lakeview: an invitation still waiting (its code is not known to anyone: a new one is sent from the patient page).
  await manager.query(
    `INSERT INTO client_portal_access (clinic_id, patient_id, email, access_code_hash, access_code_expires_at, invited_via, invited_at)
     SELECT p.clinic_id, p.id, lower(p.email), encode(sha256(('demo-portal-invite-' || p.id)::bytea), 'hex'), now() + interval '2 days', 'email', now() - interval '1 day'
       FROM patients p WHERE p.clinic_id = $1 AND p.email IS NOT NULL ORDER BY p.id LIMIT 1`,
    [clinicIds.lakeview],
  );
}
