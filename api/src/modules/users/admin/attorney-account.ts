import type { EntityManager } from 'typeorm';
import type { Scope } from '../../../platform/access/scope';
import { writeAudit } from '../../../platform/audit/audit.service';
import { ConflictError } from '../../../platform/errors';

export interface NewAttorneyAccount {
  email: string;
  firstName: string;
  lastName: string;
  firmName: string;
  barNumber: string | null;
  phone: string | null;
}

/**
 * The attorney record a new attorney account links to (users.attorney_id). Clinics often add an
 * attorney to the directory before the attorney has an account, and their cases already point at
 * that record: so a record with the same email is linked as it is (the directory's details win),
 * and only when there is none is a new one created from the dialog's name and firm.
 */
export async function createOrLinkAttorney(
  manager: EntityManager,
  scope: Scope,
  details: NewAttorneyAccount,
): Promise<number> {
  const [existing] = (await manager.query(`SELECT id FROM attorneys WHERE email = $1 FOR UPDATE`, [details.email])) as {
    id: number;
  }[];
  if (existing) {
    const linked = (await manager.query(`SELECT 1 FROM users WHERE attorney_id = $1`, [existing.id])) as unknown[];
    if (linked.length > 0)
      throw new ConflictError('The attorney record with this email already belongs to another account', 'email');
    return existing.id;
  }
  const values = {
    firstName: details.firstName,
    lastName: details.lastName,
    email: details.email,
    firmName: details.firmName,
    barNumber: details.barNumber,
    phone: details.phone,
  };
  const [created] = (await manager
    .query(
      `INSERT INTO attorneys (first_name, last_name, email, firm_name, bar_number, phone) VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING id`,
      [values.firstName, values.lastName, values.email, values.firmName, values.barNumber, values.phone],
    )
    .catch((error: { code?: string }) => {
      // Someone added the same attorney to the directory at this moment: the unique index decides.
      if (error.code === '23505')
        throw new ConflictError('An attorney with this email was just added; try again', 'email');
      throw error;
    })) as { id: number }[];
  await writeAudit(manager, scope, {
    entityType: 'attorney',
    entityId: created.id,
    action: 'create',
    newValues: values,
  });
  return created.id;
}
