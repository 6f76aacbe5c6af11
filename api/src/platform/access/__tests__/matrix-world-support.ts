import type { DataSource } from 'typeorm';

/**
 * A support ticket opened by `userId` (decisions 450-453): the desk reads every ticket, a clinic
 * admin their clinic's, anyone else their own. The placement's ticket is its colleague's; each role
 * also has one of its own, so its list is never empty.
 */
export async function makeSupportTicket(ds: DataSource, userId: string): Promise<number> {
  const [{ id }] = (await ds.query(
    `INSERT INTO support_tickets (ticket_number, category, subject, description, requester_type, requester_id, requester_email,
       requester_name, clinic_id, attorney_id, sla_deadline, first_response_due_at)
     SELECT 'CB-' || lpad(nextval('support_ticket_number_seq')::text, 6, '0'), 'technical', 'Matrix ticket', 'Matrix', u.role,
            u.id, u.email, u.first_name || ' ' || u.last_name, u.clinic_id, u.attorney_id, now() + interval '3 days',
            now() + interval '8 hours'
       FROM users u WHERE u.id = $1
     RETURNING id`,
    [userId],
  )) as { id: number }[];
  return id;
}
