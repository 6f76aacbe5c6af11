import type { EntityManager } from 'typeorm';
import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import { clawBackForRefund } from '../../modules/sales/commission-clawback';
import { platformFactsFor, scoreLead } from '../../modules/sales/lead-score';
import { recordCommissionForPaidInvoice } from '../../modules/sales/paid-invoice-commission';
import { approveCommission, payApprovedCommissions } from '../../modules/sales/sales-commission.service';
import type { LeadStatus } from '../../modules/sales/sales-states';

/** The sales team: one rep per structure, and one who has left (inactive). */
const reps = [
  {
    key: 'jordan',
    first: 'Jordan',
    last: 'Blake',
    structure: 'percentage',
    rate: '10',
    territory: 'Northern NJ',
    quota: '1500',
  },
  {
    key: 'priya',
    first: 'Priya',
    last: 'Raman',
    structure: 'tiered',
    rate: '10',
    territory: 'New York',
    quota: '2500',
  },
  {
    key: 'marcus',
    first: 'Marcus',
    last: 'Webb',
    structure: 'flat',
    rate: '0',
    territory: 'Central NJ',
    quota: '1000',
  },
  {
    key: 'dana',
    first: 'Dana',
    last: 'Ortiz',
    structure: 'percentage',
    rate: '8',
    territory: 'Southern NJ',
    quota: '0',
  },
] as const;
type RepKey = (typeof reps)[number]['key'];

/** Which rep sold which demo clinic (by the clinic's demo e-mail). */
const soldBy: Record<string, RepKey> = {
  'office@summit-spine-center.demo': 'jordan',
  'office@riverbend-wellness-chiropractic.demo': 'jordan',
  'office@maplewood-family-chiropractic.demo': 'jordan',
  'office@harbor-point-chiropractic.demo': 'priya',
  'office@westfield-spine-sports.demo': 'priya',
  'office@elm-street-chiropractic.demo': 'priya',
  'office@oakwood-injury-rehab.demo': 'marcus',
  'office@cedar-ridge-chiropractic.demo': 'marcus',
  'office@brookside-chiropractic.demo': 'dana',
};

/** Waitlist signups, some of them turned into leads in every status. */
const signups: {
  name: string;
  practice: string;
  state: string;
  cases: string;
  referral: string | null;
  lead?: LeadStatus;
  rep?: RepKey;
  value?: string;
  followUpDays?: number;
  notes?: string;
}[] = [
  {
    name: 'Alicia Moreno',
    practice: 'Moreno Chiropractic',
    state: 'NJ',
    cases: '50-100',
    referral: 'Daniel Harper',
    lead: 'qualified',
    rep: 'jordan',
    value: '4188',
    followUpDays: -2,
    notes: 'Wants a demo for three providers',
  },
  {
    name: 'Brian Cho',
    practice: 'Cho Spine & Sport',
    state: 'NY',
    cases: '25-50',
    referral: null,
    lead: 'contacted',
    rep: 'priya',
    value: '3588',
    followUpDays: 3,
  },
  {
    name: 'Carla Jensen',
    practice: 'Jensen Family Chiropractic',
    state: 'FL',
    cases: '10-25',
    referral: null,
    lead: 'new',
    rep: 'jordan',
    followUpDays: 0,
  },
  {
    name: 'Derek Simmons',
    practice: 'Simmons Injury Center',
    state: 'TX',
    cases: '100+',
    referral: 'Miranda Cole',
    lead: 'lost',
    rep: 'marcus',
    value: '9588',
    notes: 'Chose to stay on paper for now',
  },
  { name: 'Elena Petrov', practice: 'Petrov Chiropractic Group', state: 'NJ', cases: '25-50', referral: null },
  { name: 'Felix Grant', practice: 'Grant Rehab & Chiropractic', state: 'CA', cases: '50-100', referral: null },
];

const isoDaysFrom = (today: Date, days: number) =>
  new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The demo's sales team: reps, the clinics they sold, and commissions made from the demo's paid
 * subscription invoices by the live path's own function (oldest payment first, so tiers and sale
 * types fall as they would have); those older than 30 days approved, Jordan's and Marcus's paid
 * out 20 days ago, and Oakwood's refund clawing Marcus's commission back as a negative line. Then
 * waitlist signups, four of them leads (one in each open and closed status) and a won lead per rep's
 * first clinic.
 */
export async function seedSales(manager: EntityManager, today: Date, operatorId: string): Promise<void> {
  const repIds = new Map<RepKey, number>();
  for (const rep of reps) {
    const [{ id }] = (await manager.query(
      `INSERT INTO sales_representatives (first_name, last_name, email, phone, commission_rate, commission_structure, tiers,
                                          flat_amount, territory, monthly_quota, is_active, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [
        rep.first,
        rep.last,
        `${rep.first.toLowerCase()}.${rep.last.toLowerCase()}@casebridge.demo`,
        '(973) 555-0199',
        rep.rate,
        rep.structure,
        JSON.stringify(
          rep.structure === 'tiered'
            ? [
                { fromAmount: '0.00', rate: '8' },
                { fromAmount: '1000.00', rate: '12' },
              ]
            : [],
        ),
        rep.structure === 'flat' ? '150.00' : null,
        rep.territory,
        rep.quota,
        rep.key !== 'dana',
        new Date(today.getTime() - 400 * 86_400_000),
      ],
    )) as { id: number }[];
    repIds.set(rep.key, id);
  }
  const clinics = (await manager.query(`SELECT id, email FROM clinics WHERE email = ANY($1)`, [
    Object.keys(soldBy),
  ])) as {
    id: number;
    email: string;
  }[];
  for (const clinic of clinics)
    await manager.query(`UPDATE clinics SET sales_rep_id = $2 WHERE id = $1`, [
      clinic.id,
      repIds.get(soldBy[clinic.email]),
    ]);

  const paid = (await manager.query(
    `SELECT i.id FROM clinic_invoices i JOIN clinics c ON c.id = i.clinic_id
      WHERE c.sales_rep_id IS NOT NULL AND i.status = 'paid' ORDER BY i.paid_at, i.id`,
  )) as { id: number }[];
  for (const invoice of paid) await recordCommissionForPaidInvoice(manager, invoice.id);

  const operator: Scope = {
    userId: operatorId,
    role: Role.super_admin,
    clinicId: null,
    attorneyId: null,
    displayName: 'Demo operator',
    sessionId: '',
    request: { requestId: 'demo-seed', ip: null, userAgent: null },
  };
  const older = (await manager.query(
    `SELECT id FROM sales_commissions WHERE kind = 'sale' AND status = 'pending' AND sale_date < $1::date ORDER BY id`,
    [isoDaysFrom(today, -30)],
  )) as { id: number }[];
  const payoutDay = new Date(today.getTime() - 20 * 86_400_000);
  for (const commission of older) await approveCommission(manager, operator, commission.id, payoutDay);
  for (const key of ['jordan', 'marcus'] as const)
    await payApprovedCommissions(manager, operator, repIds.get(key)!, payoutDay);

  const refunds = (await manager.query(
    `SELECT r.refund_of_payment_id AS "chargeId", r.created_at AS at FROM payments r JOIN clinics c ON c.id = r.clinic_id
      WHERE r.kind = 'refund' AND r.status = 'successful' AND c.sales_rep_id IS NOT NULL ORDER BY r.id`,
  )) as { chargeId: number; at: Date }[];
  for (const refund of refunds) await clawBackForRefund(manager, refund.chargeId, refund.at);

  for (const [index, signup] of signups.entries()) {
    const email = `${signup.name.toLowerCase().replace(/[^a-z]+/g, '.')}@${signup.practice.toLowerCase().replace(/[^a-z]+/g, '')}.demo`;
    const [{ id: entryId }] = (await manager.query(
      `INSERT INTO waitlist (name, email, practice_name, state, monthly_pi_cases, attorney_referral, is_contacted, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        signup.name,
        email,
        signup.practice,
        signup.state,
        signup.cases,
        signup.referral,
        Boolean(signup.lead && signup.lead !== 'new'),
        new Date(today.getTime() - (40 - index * 5) * 86_400_000),
      ],
    )) as { id: number }[];
    if (!signup.lead) continue;
    const facts = {
      state: signup.state,
      monthlyPiCases: signup.cases,
      attorneyReferral: signup.referral,
      status: signup.lead,
      followUpCount: signup.lead === 'new' ? 0 : 1,
      notes: signup.notes ?? null,
    };
    const { score, parts } = scoreLead(facts, await platformFactsFor(manager, facts));
    await manager.query(
      `INSERT INTO sales_leads (company_name, contact_name, email, status, source, state, monthly_pi_cases, attorney_referral,
                                lead_score, score_explanation, estimated_value, next_follow_up, follow_up_count, assigned_rep_id,
                                notes, waitlist_entry_id)
       VALUES ($1, $2, $3, $4, 'waitlist', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        signup.practice,
        signup.name,
        email,
        signup.lead,
        signup.state,
        signup.cases,
        signup.referral,
        score,
        JSON.stringify(parts),
        signup.value ?? null,
        signup.followUpDays === undefined ? null : isoDaysFrom(today, signup.followUpDays),
        facts.followUpCount,
        repIds.get(signup.rep!),
        signup.notes ?? null,
        entryId,
      ],
    );
  }
  // Won leads: each clinic a rep sold was once their lead.
  for (const clinic of clinics) {
    const [row] = (await manager.query(`SELECT name, state FROM clinics WHERE id = $1`, [clinic.id])) as {
      name: string;
      state: string;
    }[];
    const facts = {
      state: row.state,
      monthlyPiCases: null,
      attorneyReferral: null,
      status: 'won',
      followUpCount: 2,
      notes: 'Signed up',
    };
    const { score, parts } = scoreLead(facts, await platformFactsFor(manager, facts));
    await manager.query(
      `INSERT INTO sales_leads (company_name, contact_name, email, status, source, state, lead_score, score_explanation,
                                follow_up_count, assigned_rep_id, notes, clinic_id)
       VALUES ($1, 'Office manager', $2, 'won', 'referral from a rep', $3, $4, $5, 2, $6, 'Signed up', $7)`,
      [row.name, clinic.email, row.state, score, JSON.stringify(parts), repIds.get(soldBy[clinic.email]), clinic.id],
    );
  }
}
