import type { EntityManager } from 'typeorm';
import { scoreLead } from '../../modules/marketing/lead-score';
import { senderKey } from '../../modules/marketing/marketing.policy';
import { createRandom, type Random } from './random';

/**
 * Marketing and CRM demo (decision 469), for each demo clinic and for the operator: leads at every
 * stage with their scores, activities (some overdue), a saved audience, two sent campaigns with
 * recipient records (delivered, opened, clicked, one unsubscribed, conversions) and ROI, one
 * scheduled campaign, and marketing rules. Northside's patients with an e-mail half consent to
 * marketing. Deterministic (seeded PRNG).
 */
const clinicPeople = [
  ['Megan', 'Foster', 'website'],
  ['Andre', 'Silva', 'referral'],
  ['Hannah', 'Kim', 'google'],
  ['Marcus', 'Bell', 'facebook'],
  ['Olivia', 'Grant', 'event'],
  ['Diego', 'Ramos', 'referral'],
  ['Nora', 'Quinn', 'website'],
  ['Samuel', 'Price', 'google'],
  ['Isabel', 'Cruz', 'facebook'],
  ['Tyler', 'Reed', 'website'],
  ['Grace', 'Lin', 'referral'],
  ['Owen', 'Hart', 'email'],
] as const;

const practices = [
  ['Dr. Alan', 'Meyer', 'Meyer Spine & Wellness', 'event'],
  ['Dr. Rita', 'Chen', 'Harbor Chiropractic', 'website'],
  ['Dr. Paul', 'Okafor', 'Okafor Family Chiropractic', 'referral'],
  ['Dr. Lisa', 'Novak', 'Novak Injury Care', 'google'],
  ['Dr. James', 'Wright', 'Riverside Rehab', 'email'],
  ['Dr. Elena', 'Petrova', 'Summit Chiropractic', 'website'],
  ['Dr. Sean', 'Doyle', 'Doyle Back Clinic', 'event'],
  ['Dr. Maya', 'Patel', 'Patel Spine Center', 'referral'],
] as const;

const stages = [
  'new',
  'new',
  'contacted',
  'contacted',
  'qualified',
  'qualified',
  'proposal',
  'converted',
  'converted',
  'lost',
] as const;
const platformStages = ['new', 'contacted', 'qualified', 'proposal', 'converted', 'lost', 'new', 'contacted'] as const;

interface Sender {
  clinicId: number | null;
  key: string;
  senderName: string;
  userId: string | null;
}

async function seedSender(
  manager: EntityManager,
  today: Date,
  sender: Sender,
  random: Random,
  people: readonly (readonly string[])[],
) {
  const platform = sender.clinicId === null;
  const leadIds: { id: number; status: string; email: string; first: string; last: string }[] = [];
  const [salesLead] = platform
    ? ((await manager.query(`SELECT id FROM sales_leads ORDER BY id LIMIT 1`)) as { id: number }[])
    : [];
  for (const [index, person] of people.entries()) {
    const [first, last] = person;
    const company = platform ? person[2] : null;
    const source = platform ? person[3] : person[2];
    const order = platform ? platformStages : stages;
    const status = order[index % order.length];
    const email = `${first.replace(/^Dr\. /, '').toLowerCase()}.${last.toLowerCase()}@${platform ? 'practice' : 'mail'}.example`;
    const phone = random.chance(0.7) ? `(973) 555-${String(1000 + random.int(0, 8999))}` : null;
    const severity = platform ? null : (['low', 'medium', 'high'] as const)[random.int(0, 2)];
    const created = new Date(today.getTime() - random.int(3, 80) * 86_400_000);
    const { score, reasons } = scoreLead({
      source,
      email,
      phone,
      severity,
      status,
      company,
      platform,
      opened: false,
      clicked: false,
      nextFollowUpAt: null,
    });
    let patientId: number | null = null;
    if (status === 'converted' && !platform) {
      const [patient] = (await manager.query(
        `INSERT INTO patients (clinic_id, first_name, last_name, email, phone, status, notes, created_at)
         VALUES ($1, $2, $3, $4, $5, 'intake', $6, $7) RETURNING id`,
        [sender.clinicId, first, last, email, phone, `From marketing (${source})`, created],
      )) as { id: number }[];
      patientId = patient.id;
    }
    const salesLeadId =
      status === 'converted' && platform && salesLead && !leadIds.some((l) => l.status === 'converted')
        ? salesLead.id
        : null;
    const finalStatus = status === 'converted' && platform && salesLeadId === null ? 'proposal' : status;
    const [row] = (await manager.query(
      `INSERT INTO marketing_leads (clinic_id, first_name, last_name, company, email, phone, source, status, severity, injury_type,
         assigned_to, converted_to_patient_id, sales_lead_id, converted_at, lead_score, score_reasons, last_contacted_at,
         next_follow_up_at, created_by, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $11, $19, $19) RETURNING id`,
      [
        sender.clinicId,
        first,
        last,
        company,
        email,
        phone,
        source,
        finalStatus,
        severity,
        platform ? null : 'auto_accident',
        sender.userId,
        patientId,
        salesLeadId,
        finalStatus === 'converted' ? new Date(created.getTime() + 9 * 86_400_000) : null,
        score,
        JSON.stringify(reasons),
        finalStatus === 'new' ? null : new Date(created.getTime() + 2 * 86_400_000),
        ['new', 'contacted', 'qualified', 'proposal'].includes(finalStatus)
          ? new Date(today.getTime() + random.int(-3, 7) * 86_400_000)
          : null,
        created,
      ],
    )) as { id: number }[];
    leadIds.push({ id: row.id, status: finalStatus, email, first, last });
    // Activities: a done first call for worked leads, a pending next step (some overdue) for open ones.
    if (finalStatus !== 'new')
      await manager.query(
        `INSERT INTO crm_activities (clinic_id, type, subject, related_to, related_id, status, priority, outcome, due_date, completed_at, assigned_to, created_by, created_at)
         VALUES ($1, 'call', $2, 'lead', $3, 'completed', 'medium', $4, $5, $5, $6, $6, $5)`,
        [
          sender.clinicId,
          platform ? 'Intro call about Casebridge' : 'First call',
          row.id,
          platform ? 'Interested; wants a demo' : 'Wants an evaluation next week',
          new Date(created.getTime() + 2 * 86_400_000),
          sender.userId,
        ],
      );
    if (['new', 'contacted', 'qualified', 'proposal'].includes(finalStatus)) {
      const due = new Date(today.getTime() + random.int(-4, 6) * 86_400_000);
      await manager.query(
        `INSERT INTO crm_activities (clinic_id, type, subject, related_to, related_id, status, priority, due_date, assigned_to, created_by, created_at)
         VALUES ($1, $2, $3, 'lead', $4, 'pending', $5, $6, $7, $7, $8)`,
        [
          sender.clinicId,
          finalStatus === 'proposal' ? 'meeting' : finalStatus === 'new' ? 'call' : 'email',
          finalStatus === 'proposal'
            ? platform
              ? 'Demo of the platform'
              : 'Evaluation visit'
            : finalStatus === 'new'
              ? 'Call the new lead'
              : 'Send the follow-up e-mail',
          row.id,
          finalStatus === 'proposal' ? 'high' : 'medium',
          due,
          sender.userId,
          new Date(today.getTime() - 5 * 86_400_000),
        ],
      );
    }
  }

  // Consenting patients (clinics): half of the clinic's patients with an e-mail.
  // An UPDATE ... RETURNING answers [rows, count].
  const patients = platform
    ? []
    : (
        (await manager.query(
          `UPDATE patients SET marketing_consent_at = created_at + interval '1 day'
            WHERE id IN (SELECT id FROM patients WHERE clinic_id = $1 AND email IS NOT NULL AND id % 2 = 0 ORDER BY id LIMIT 12)
            RETURNING id, lower(email) AS email, first_name AS first`,
          [sender.clinicId],
        )) as [{ id: number; email: string; first: string }[], number]
      )[0];

  const filter = {
    includeLeads: true,
    includePatients: !platform,
    leadStatuses: ['new', 'contacted', 'qualified', 'proposal'],
    leadSources: [],
    minLeadScore: null,
    patientCities: [],
    patientStates: [],
    patientsSince: null,
  };
  const [audience] = (await manager.query(
    `INSERT INTO marketing_audiences (clinic_id, name, filter, created_by) VALUES ($1, $2, $3, $4) RETURNING id`,
    [
      sender.clinicId,
      platform ? 'Practices in the pipeline' : 'Open leads and consenting patients',
      JSON.stringify(filter),
      sender.userId,
    ],
  )) as { id: number }[];

  const campaigns = platform
    ? [
        ['Casebridge for PI practices', 'See how PI clinics and attorneys share one case', '150.00', '4200.00', 40],
        ['Spring webinar invitation', 'Join our 30-minute webinar, {first_name}', '90.00', '0.00', 12],
      ]
    : [
        ['Free posture check month', 'A free posture check at {clinic_name}', '120.00', '1450.00', 35],
        ['Back-to-work stretch tips', '5 stretches for your desk, {first_name}', '60.00', '380.00', 14],
      ];
  const unsubscribed = new Set<string>();
  for (const [index, [name, subject, cost, revenue, daysBack]] of campaigns.entries()) {
    const sentAt = new Date(today.getTime() - Number(daysBack) * 86_400_000);
    const [campaign] = (await manager.query(
      `INSERT INTO marketing_campaigns (clinic_id, name, status, audience_id, target_audience, subject, content, links, budget, send_at, sent_at, cost, revenue, created_by, created_at, updated_at)
       VALUES ($1, $2, 'sent', $3, $4, $5, $6, $7, $8, $9, $9, $8, $10, $11, $9, $9) RETURNING id`,
      [
        sender.clinicId,
        name,
        audience.id,
        JSON.stringify(filter),
        subject,
        `Hello {first_name},\n\n${platform ? 'Casebridge joins your clinic and the attorneys you work with on one live case record.' : 'This month we offer a **free posture check** to everyone we know.'}\n\nBook here: https://${platform ? 'casebridge.example/demo' : 'northside.example/book'}`,
        JSON.stringify([`https://${platform ? 'casebridge.example/demo' : 'northside.example/book'}`]),
        cost,
        sentAt,
        revenue,
        sender.userId,
      ],
    )) as { id: number }[];
    const recipients = [
      ...leadIds
        .filter((lead) => lead.status !== 'lost')
        .map((lead) => ({
          leadId: lead.id,
          patientId: null as number | null,
          email: lead.email,
          converted: lead.status === 'converted',
        })),
      ...patients.map((patient) => ({
        leadId: null as number | null,
        patientId: patient.id,
        email: patient.email,
        converted: false,
      })),
    ].filter((recipient) => !unsubscribed.has(recipient.email));
    for (const recipient of recipients) {
      const delivered = random.chance(0.95);
      const opened = delivered && random.chance(0.55);
      const clicked = opened && random.chance(0.4);
      const unsubscribe = index === 0 && unsubscribed.size === 0 && opened && !recipient.converted;
      const at = (hours: number) => new Date(sentAt.getTime() + hours * 3_600_000);
      await manager.query(
        `INSERT INTO marketing_campaign_recipients (campaign_id, clinic_id, lead_id, patient_id, email, queued_at, delivered_at, opened_at, clicked_at, click_count, unsubscribed_at, converted_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $6)`,
        [
          campaign.id,
          sender.clinicId,
          recipient.leadId,
          recipient.patientId,
          recipient.email,
          sentAt,
          delivered ? at(0.1) : null,
          opened ? at(random.int(1, 30)) : null,
          clicked ? at(31) : null,
          clicked ? 1 : 0,
          unsubscribe ? at(32) : null,
          recipient.converted && index === 0 ? at(24 * 7) : null,
        ],
      );
      if (unsubscribe) {
        unsubscribed.add(recipient.email);
        await manager.query(
          `INSERT INTO marketing_unsubscribes (sender, clinic_id, email, campaign_id, created_at) VALUES ($1, $2, $3, $4, $5)`,
          [sender.key, sender.clinicId, recipient.email, campaign.id, at(32)],
        );
      }
    }
    await manager.query(
      `UPDATE marketing_campaigns c SET total_recipients = s.total, delivered = s.delivered, opened = s.opened, clicked = s.clicked,
              unsubscribed = s.unsubscribed, converted = s.converted, skipped = $2
         FROM (SELECT count(*)::int AS total, count(delivered_at)::int AS delivered, count(opened_at)::int AS opened,
                      count(clicked_at)::int AS clicked, count(unsubscribed_at)::int AS unsubscribed, count(converted_at)::int AS converted
                 FROM marketing_campaign_recipients WHERE campaign_id = $1) s
        WHERE c.id = $1`,
      [campaign.id, index === 0 ? 0 : unsubscribed.size],
    );
  }
  // Lead scores now that some opened and clicked.
  for (const lead of leadIds) {
    const [facts] = (await manager.query(
      `SELECT l.source, l.email, l.phone, l.severity, l.status, l.company, l.clinic_id IS NULL AS platform, NULL AS "nextFollowUpAt",
              EXISTS (SELECT 1 FROM marketing_campaign_recipients r WHERE r.lead_id = l.id AND r.opened_at IS NOT NULL) AS opened,
              EXISTS (SELECT 1 FROM marketing_campaign_recipients r WHERE r.lead_id = l.id AND r.clicked_at IS NOT NULL) AS clicked
         FROM marketing_leads l WHERE l.id = $1`,
      [lead.id],
    )) as Parameters<typeof scoreLead>[0][];
    const { score, reasons } = scoreLead(facts);
    await manager.query(`UPDATE marketing_leads SET lead_score = $2, score_reasons = $3 WHERE id = $1`, [
      lead.id,
      score,
      JSON.stringify(reasons),
    ]);
  }

  // One campaign scheduled five days ahead (the send-due sweep sends it then).
  await manager.query(
    `INSERT INTO marketing_campaigns (clinic_id, name, status, audience_id, subject, content, links, budget, send_at, created_by)
     VALUES ($1, $2, 'scheduled', $3, $4, $5, '[]', '75.00', $6, $7)`,
    [
      sender.clinicId,
      platform ? 'Year-end pricing reminder' : 'Holiday hours and a check-up reminder',
      audience.id,
      platform ? 'Annual pricing locked for life, {first_name}' : 'Our holiday hours, {first_name}',
      platform
        ? 'Hello {first_name},\n\nAnnual plans keep their price for life.'
        : 'Hello {first_name},\n\nHere are our holiday hours. Book your check-up before the new year.',
      new Date(today.getTime() + 5 * 86_400_000),
      sender.userId,
    ],
  );

  // Rules on the automation engine.
  await manager.query(
    `INSERT INTO marketing_automation_rules (clinic_id, name, description, trigger_type, trigger_conditions, actions, created_by, total_triggers, successful_triggers, last_triggered)
     VALUES ($1, 'Call referrals the same day', 'Referred leads convert best: call them today', 'lead_created',
             '[{"field": "lead_source", "operator": "is", "value": "referral"}]',
             '[{"type": "create_activity", "target": "call", "template": "Call {first_name} (referral)", "days": 0}]', $2, 3, 3, $3),
            ($1, 'Follow up a campaign click', 'A click is interest: e-mail within two days', 'campaign_link_clicked', '[]',
             '[{"type": "create_activity", "target": "email", "template": "Follow up {first_name} after the campaign", "days": 2}, {"type": "set_lead_status", "target": "contacted", "template": null, "days": null}]', $2, 5, 5, $3)`,
    [sender.clinicId, sender.userId, new Date(today.getTime() - 2 * 86_400_000)],
  );
}

export async function seedDemoMarketing(
  manager: EntityManager,
  today: Date,
  clinicIds: { northside: number; lakeview: number },
  superAdminId: string,
): Promise<void> {
  const random = createRandom(28_460);
  for (const key of ['northside', 'lakeview'] as const) {
    const clinicId = clinicIds[key];
    const [clinic] = (await manager.query(`SELECT name FROM clinics WHERE id = $1`, [clinicId])) as { name: string }[];
    const [admin] = (await manager.query(
      `SELECT id FROM users WHERE clinic_id = $1 AND role = 'clinic_admin' ORDER BY created_at LIMIT 1`,
      [clinicId],
    )) as { id: string }[];
    await seedSender(
      manager,
      today,
      { clinicId, key: senderKey(clinicId), senderName: clinic.name, userId: admin?.id ?? null },
      random,
      clinicPeople,
    );
  }
  await seedSender(
    manager,
    today,
    { clinicId: null, key: senderKey(null), senderName: 'Casebridge', userId: superAdminId },
    random,
    practices,
  );
}
