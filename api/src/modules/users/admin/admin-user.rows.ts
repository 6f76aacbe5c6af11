import type { Role } from '../../../platform/access/role';
import { AdminUser, InvitationStatus } from './admin-user.types';

/**
 * The one SELECT behind every row of the Users tab: the user, its clinic or attorney record, and its
 * invitation with the delivery of the latest invitation email. Callers add WHERE, ORDER and LIMIT.
 */
export const adminUserSelect = (extraColumns = '') => `
  SELECT ${extraColumns} u.id, u.email, u.first_name, u.last_name, u.role, u.is_active, u.last_login_at, u.created_at,
         u.auth_provider, u.clinic_id, c.name AS clinic_name, u.attorney_id,
         trim(a.first_name || ' ' || a.last_name) AS attorney_name, a.firm_name AS attorney_firm_name,
         (u.password_hash IS NOT NULL) AS has_password,
         i.expires_at AS invitation_expires_at, i.accepted_at AS invitation_accepted_at,
         i.updated_at AS invitation_sent_at, m.sent_at AS invitation_email_sent_at,
         m.last_error AS invitation_email_error
    FROM users u
    LEFT JOIN clinics c ON c.id = u.clinic_id
    LEFT JOIN attorneys a ON a.id = u.attorney_id
    LEFT JOIN user_invitations i ON i.user_id = u.id
    LEFT JOIN LATERAL (
      SELECT e.sent_at, e.last_error FROM outbound_emails e
       WHERE e.user_id = u.id AND e.kind = 'invitation'
       ORDER BY e.created_at DESC, e.id DESC LIMIT 1
    ) m ON i.id IS NOT NULL`;

export interface AdminUserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  is_active: boolean;
  last_login_at: Date | null;
  created_at: Date;
  auth_provider: string;
  clinic_id: number | null;
  clinic_name: string | null;
  attorney_id: number | null;
  attorney_name: string | null;
  attorney_firm_name: string | null;
  has_password: boolean;
  invitation_expires_at: Date | null;
  invitation_accepted_at: Date | null;
  invitation_sent_at: Date | null;
  invitation_email_sent_at: Date | null;
  invitation_email_error: string | null;
}

export function toAdminUser(row: AdminUserRow, now = new Date()): AdminUser {
  const invitation =
    row.invitation_expires_at && row.invitation_sent_at
      ? {
          status: row.invitation_accepted_at
            ? InvitationStatus.accepted
            : row.invitation_expires_at > now
              ? InvitationStatus.pending
              : InvitationStatus.expired,
          expiresAt: row.invitation_expires_at,
          lastSentAt: row.invitation_sent_at,
          emailSentAt: row.invitation_email_sent_at,
          emailError: row.invitation_email_sent_at ? null : row.invitation_email_error,
        }
      : null;
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: `${row.first_name} ${row.last_name}`.trim(),
    role: row.role,
    isActive: row.is_active,
    lastLoginAt: row.last_login_at,
    createdAt: row.created_at,
    authProvider: row.auth_provider,
    clinicId: row.clinic_id,
    clinicName: row.clinic_name,
    attorneyId: row.attorney_id,
    attorneyName: row.attorney_name,
    attorneyFirmName: row.attorney_firm_name,
    hasPassword: row.has_password,
    invitation,
  };
}
