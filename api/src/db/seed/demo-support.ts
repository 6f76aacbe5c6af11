import type { EntityManager } from 'typeorm';
import { slaDeadlines } from '../../modules/support/support.service';
import type { TicketPriority } from '../../modules/support/support.enums';
import { createRandom } from './random';

const hour = 3_600_000;

interface DemoMessage {
  /** Hours after opening. */
  at: number;
  from: 'requester' | 'agent';
  text: string;
  internal?: boolean;
}

interface DemoTicket {
  requester: string;
  category: string;
  priority: `${TicketPriority}`;
  subject: string;
  description: string;
  /** Hours before the seed's time. */
  openedHoursAgo: number;
  status: 'open' | 'pending' | 'resolved' | 'closed';
  messages: DemoMessage[];
  /** Hours after opening the ticket went pending (still pending) or was resolved / closed. */
  pendingAt?: number;
  resolvedAt?: number;
  closedAt?: number;
  resolution?: string;
  rating?: [number, string | null];
  tags: string[];
  assigned: boolean;
}

const tickets: DemoTicket[] = [
  {
    requester: 'staff@northside.demo',
    category: 'technical',
    priority: 'normal',
    subject: 'Statement PDF shows last year’s letterhead',
    description: 'Since this morning the itemized statements print with our old address in the letterhead.',
    openedHoursAgo: 2,
    status: 'open',
    messages: [],
    tags: ['pdf'],
    assigned: false,
  },
  {
    requester: 'staff@northside.demo',
    category: 'technical',
    priority: 'high',
    subject: 'Reminder texts were not sent on Saturday',
    description: 'Patients booked for Monday say they got no reminder text on Saturday. Weekday ones arrive.',
    openedHoursAgo: 30,
    status: 'open',
    messages: [
      {
        at: 6,
        from: 'agent',
        internal: true,
        text: 'The SMS provider rejected weekend sends for this clinic: quiet hours set to all day Saturday?',
      },
    ],
    tags: ['reminders', 'sms'],
    assigned: false,
  },
  {
    requester: 'admin@northside.demo',
    category: 'billing',
    priority: 'normal',
    subject: 'Can we add our second location to the plan?',
    description: 'We open a second office in Wayne next month. Does that need another subscription?',
    openedHoursAgo: 26,
    status: 'pending',
    pendingAt: 3,
    messages: [
      {
        at: 3,
        from: 'agent',
        text: 'One subscription covers both offices as long as they share a tax id. Do they? Then we only need to raise your user seats.',
      },
    ],
    tags: ['plan'],
    assigned: true,
  },
  {
    requester: 'staff@northside.demo',
    category: 'data',
    priority: 'normal',
    subject: 'Upload of a large MRI fails',
    description: 'A 70 MB MRI report from the imaging center fails at 100%.',
    openedHoursAgo: 5 * 24,
    status: 'resolved',
    messages: [
      {
        at: 1,
        from: 'agent',
        text: 'Uploads are limited to 50 MB by your portal settings. Your admin can raise it, or the center can send the report as a PDF.',
      },
      { at: 2, from: 'requester', text: 'The PDF version worked, thank you.' },
    ],
    resolvedAt: 3,
    resolution: 'Explained the upload limit; the PDF version was uploaded.',
    rating: [5, 'Fast and clear'],
    tags: ['documents'],
    assigned: true,
  },
  {
    requester: 'attorney@harper-law.demo',
    category: 'account',
    priority: 'normal',
    subject: 'Give our paralegal access to my cases',
    description: 'Our paralegal needs to read the bills on my cases. How do I add her?',
    openedHoursAgo: 20,
    status: 'open',
    messages: [
      {
        at: 2,
        from: 'agent',
        text: 'Each attorney account is personal for now. We can open one for her linked to your firm; what is her e-mail address?',
      },
      { at: 4, from: 'requester', text: 'It is paralegal@harper-law.demo.' },
    ],
    tags: ['access'],
    assigned: true,
  },
  {
    requester: 'attorney@harper-law.demo',
    category: 'data',
    priority: 'low',
    subject: 'Export of all bills on a case',
    description: 'Is there a way to download all bills of one case as a spreadsheet?',
    openedHoursAgo: 12 * 24,
    status: 'closed',
    messages: [
      {
        at: 5,
        from: 'agent',
        text: 'Yes: open the case, then Billing, then Export CSV. It lists every bill with its payments.',
      },
    ],
    resolvedAt: 6,
    closedAt: 7 * 24 + 6,
    resolution: 'Pointed to the case’s Billing export.',
    rating: [4, null],
    tags: ['export'],
    assigned: true,
  },
  {
    requester: 'staff@lakeview.demo',
    category: 'feature_request',
    priority: 'low',
    subject: 'Colour code the schedule by provider',
    description: 'It would help if each provider had their own colour on the day view.',
    openedHoursAgo: 3 * 24,
    status: 'resolved',
    messages: [
      { at: 8, from: 'agent', text: 'Thanks, we passed it to the product team and will tell you when it ships.' },
    ],
    resolvedAt: 9,
    resolution: 'Logged as a feature request.',
    tags: ['schedule'],
    assigned: false,
  },
];

const templates = [
  [
    'Upload limit',
    'data',
    'Uploads are limited by your portal settings (50 MB by default). Your clinic admin can raise it under Settings.',
    7,
  ],
  ['Password reset', 'account', 'Use “Forgot password?” on the sign-in dialog; the link is valid for an hour.', 12],
  [
    'Need more details',
    null,
    'Thanks for writing. Could you tell us the page you were on and what you expected to happen?',
    9,
  ],
  [
    'Feature request logged',
    'feature_request',
    'Thanks, we passed it to the product team and will tell you when it ships.',
    4,
  ],
] as const;

/**
 * The support desk's demo (decision 459): tickets of Northside's staff and admin, of Harper Law's
 * attorney and of Lakeview, one in every state, one past its first-answer deadline with its
 * escalation, templates with usage counts, and a few logged errors of Northside's users so the desk's
 * account state shows some. Worked by the demo super admin.
 */
export async function seedDemoSupport(manager: EntityManager, today: Date): Promise<void> {
  const random = createRandom(28_450);
  const users = (await manager.query(
    `SELECT id, email, role, clinic_id AS "clinicId", attorney_id AS "attorneyId", trim(first_name || ' ' || last_name) AS name
       FROM users WHERE email = ANY($1)`,
    [[...new Set(tickets.map((t) => t.requester)), 'superadmin@casebridge.demo']],
  )) as { id: string; email: string; role: string; clinicId: number | null; attorneyId: number | null; name: string }[];
  const byEmail = new Map(users.map((user) => [user.email, user]));
  const agent = byEmail.get('superadmin@casebridge.demo');
  if (!agent) return;
  for (const [name, category, message, usage] of templates) {
    await manager.query(
      `INSERT INTO ticket_templates (template_name, category, message, usage_count, created_by) VALUES ($1, $2, $3, $4, $5)`,
      [name, category, message, usage, agent.id],
    );
  }
  for (const ticket of tickets) {
    const requester = byEmail.get(ticket.requester);
    if (!requester) continue;
    const opened = new Date(today.getTime() - ticket.openedHoursAgo * hour - random.int(0, 30) * 60_000);
    const at = (hours: number) => new Date(opened.getTime() + hours * hour);
    const firstAnswer = ticket.messages.find((m) => m.from === 'agent' && !m.internal);
    const pausedMinutes = 0;
    const deadlines = slaDeadlines(opened, ticket.priority as TicketPriority, pausedMinutes);
    const resolvedAt = ticket.resolvedAt !== undefined ? at(ticket.resolvedAt) : null;
    const firstResponseAt = firstAnswer ? at(firstAnswer.at) : null;
    const breachedFirst = !firstResponseAt && ticket.status === 'open' && deadlines.firstResponseDueAt < today;
    const isAttorney = requester.role === 'attorney';
    const last = Math.max(0, ...ticket.messages.map((m) => m.at), ticket.resolvedAt ?? 0, ticket.closedAt ?? 0);
    const [{ id }] = (await manager.query(
      `INSERT INTO support_tickets (ticket_number, category, priority, status, subject, description, requester_type, requester_id,
          requester_email, requester_name, clinic_id, attorney_id, assigned_to_id, assigned_at, sla_deadline, first_response_due_at,
          paused_at, first_response_breached_at, first_response_at, resolved_at, closed_at, response_time_minutes,
          resolution_time_minutes, tags, resolution, satisfaction_rating, satisfaction_comment, created_at, updated_at)
       VALUES ('CB-' || lpad(nextval('support_ticket_number_seq')::text, 6, '0'), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11,
          $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28)
       RETURNING id`,
      [
        ticket.category,
        ticket.priority,
        ticket.status,
        ticket.subject,
        ticket.description,
        requester.role,
        requester.id,
        requester.email,
        requester.name,
        isAttorney ? null : requester.clinicId,
        isAttorney ? requester.attorneyId : null,
        ticket.assigned ? agent.id : null,
        ticket.assigned ? at(0.5) : null,
        deadlines.slaDeadline,
        deadlines.firstResponseDueAt,
        ticket.status === 'pending' && ticket.pendingAt !== undefined ? at(ticket.pendingAt) : null,
        breachedFirst ? deadlines.firstResponseDueAt : null,
        firstResponseAt,
        resolvedAt,
        ticket.closedAt !== undefined ? at(ticket.closedAt) : null,
        firstAnswer ? Math.round(firstAnswer.at * 60) : null,
        ticket.resolvedAt !== undefined ? Math.round(ticket.resolvedAt * 60) : null,
        ticket.tags,
        ticket.resolution ?? null,
        ticket.rating?.[0] ?? null,
        ticket.rating?.[1] ?? null,
        opened,
        at(last),
      ],
    )) as { id: number }[];
    const log = (actor: typeof agent | null, action: string, when: Date, changes: Record<string, unknown> | null) =>
      manager.query(
        `INSERT INTO ticket_activity_log (ticket_id, actor_id, actor_type, actor_name, action, changes, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          id,
          actor?.id ?? null,
          actor === null ? 'system' : actor.id === agent.id ? 'agent' : 'requester',
          actor?.name ?? 'SLA sweep',
          action,
          changes,
          when,
        ],
      );
    await log(requester, 'created', opened, { status: [null, 'open'], priority: [null, ticket.priority] });
    if (ticket.assigned) await log(agent, 'updated', at(0.5), { assignedToId: [null, agent.id] });
    for (const message of ticket.messages) {
      const sender = message.from === 'agent' ? agent : requester;
      const [{ id: messageId }] = (await manager.query(
        `INSERT INTO ticket_messages (ticket_id, sender_id, sender_type, sender_name, message, is_internal, read_by_customer, read_by_agent, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, true, $8) RETURNING id`,
        [
          id,
          sender.id,
          message.from,
          sender.name,
          message.text,
          message.internal ?? false,
          message.from === 'requester',
          at(message.at),
        ],
      )) as { id: number }[];
      await log(sender, message.internal ? 'internal_note' : 'message', at(message.at), { messageId });
    }
    if (ticket.status === 'pending' && ticket.pendingAt !== undefined)
      await log(agent, 'updated', at(ticket.pendingAt), { status: ['open', 'pending'] });
    if (resolvedAt) await log(agent, 'updated', resolvedAt, { status: ['open', 'resolved'] });
    if (ticket.closedAt !== undefined)
      await log(null, 'updated', at(ticket.closedAt), { status: ['resolved', 'closed'] });
    if (ticket.rating) await log(requester, 'rated', at(last), { satisfactionRating: [null, ticket.rating[0]] });
    if (breachedFirst) {
      const [{ id: escalationId }] = (await manager.query(
        `INSERT INTO ticket_escalations (ticket_id, kind, escalated_to, reason, previous_priority, new_priority, created_at)
         VALUES ($1, 'first_response', NULL, $2, $3, $3, $4) RETURNING id`,
        [
          id,
          `The first response deadline passed (${ticket.priority} priority)`,
          ticket.priority,
          deadlines.firstResponseDueAt,
        ],
      )) as { id: number }[];
      await log(null, 'sla_breached', deadlines.firstResponseDueAt, { kind: 'first_response', escalationId });
    }
  }
  // A few errors during Northside's requests, for the desk's account state and the Logs tab.
  const staff = byEmail.get('staff@northside.demo');
  const errors = [
    ['graphql', 'unexpected GraphQL error', 28],
    ['rest', 'unexpected REST error', 27],
    ['jobs', 'job queue error', 10],
  ] as const;
  for (const [source, message, hoursAgo] of errors) {
    const correlationId = `demo-${source}-${random.int(100000, 999999)}`;
    await manager.query(
      `INSERT INTO system_logs (level, source, message, metadata, correlation_id, user_id, ip_address, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, '198.51.100.24', $7)`,
      [
        source === 'jobs' ? 'warn' : 'error',
        source,
        message,
        { correlationId, path: source === 'rest' ? '/api/sms/settings' : ['appointmentReminders'] },
        correlationId,
        source === 'jobs' ? null : (staff?.id ?? null),
        new Date(today.getTime() - hoursAgo * hour),
      ],
    );
  }
}
