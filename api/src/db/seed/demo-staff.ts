import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { Role } from '../../platform/access/role';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { totpSecretContext } from '../../platform/auth/second-factor/totp-secret-at-rest';

/** The demo's operator staff (decision 449): one per seeded role, each with the demo super admin's TOTP secret. */
export const demoStaff = [
  { email: 'support@casebridge.demo', first: 'Sam', last: 'Rivera', role: 'Support Agent', department: 'Support' },
  { email: 'sales@casebridge.demo', first: 'Jordan', last: 'Blake', role: 'Sales Rep', department: 'Sales' },
  { email: 'billing@casebridge.demo', first: 'Casey', last: 'Nguyen', role: 'Billing', department: 'Finance' },
] as const;

export async function seedDemoStaff(
  manager: EntityManager,
  passwordHash: string,
  secrets: SecretBox,
  totpSecret: string,
): Promise<void> {
  for (const member of demoStaff) {
    const userId = randomUUID();
    await manager.query(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, role) VALUES ($1, $2, $3, $4, $5, $6)`,
      [userId, member.email, passwordHash, member.first, member.last, Role.operator_staff],
    );
    await manager.query(`INSERT INTO second_factors (user_id, totp_secret) VALUES ($1, $2)`, [
      userId,
      secrets.seal(totpSecret, totpSecretContext(userId)),
    ]);
    await manager.query(
      `INSERT INTO employees (user_id, email, first_name, last_name, role_id, department)
       SELECT $1, $2, $3, $4, id, $6 FROM employee_roles WHERE role_name = $5`,
      [userId, member.email, member.first, member.last, member.role, member.department],
    );
  }
}
