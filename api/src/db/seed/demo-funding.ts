import type { EntityManager } from 'typeorm';
import { readFundingPacket, sharedPart } from '../../modules/funding/funding-packet';
import { FundingShare } from '../../modules/funding/funding.enums';
import { createRandom } from './random';

/** Funding partners the operator keeps (decision 389): no API keys in the demo, one inactive. */
const partners = [
  [
    'Keystone Lawsuit Funding',
    'Dana Whitfield',
    'intake@keystonefunding.demo',
    '{pre_settlement}',
    500,
    100000,
    2.9,
    24,
    4.6,
  ],
  [
    'MedBridge Treatment Capital',
    'Luis Ortega',
    'cases@medbridgecapital.demo',
    '{medical,case_cost}',
    1000,
    50000,
    2.2,
    48,
    4.3,
  ],
  [
    'Atlantic Plaintiff Advance',
    'Renee Holt',
    'underwriting@atlanticadvance.demo',
    '{pre_settlement,medical}',
    250,
    25000,
    3.4,
    12,
    4.1,
  ],
  ['Summit Case Funding', 'Owen Pratt', 'hello@summitcase.demo', '{pre_settlement}', 2000, 250000, 3.9, 72, 3.7],
] as const;

/**
 * The demo attorney's funding work: on a few open cases of Harper Law (and Cole Legal), requests to
 * the partners in every state (a draft, one awaiting its partner, approved, declined, funded), each
 * packet built from the case's real demo records by the same code as a real request.
 */
export async function seedDemoFunding(manager: EntityManager, today: Date): Promise<void> {
  const random = createRandom(27_380);
  const ids: number[] = [];
  for (const [name, contact, email, types, min, max, rate, hours, rating] of partners) {
    const [{ id }] = (await manager.query(
      `INSERT INTO funding_partners (company_name, contact_person, email, funding_types, minimum_amount, maximum_amount,
                                     typical_rate, approval_time_hours, rating, is_active, website)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        name,
        contact,
        email,
        types,
        min,
        max,
        rate,
        hours,
        rating,
        name !== 'Summit Case Funding',
        `https://${email.split('@')[1]}`,
      ],
    )) as { id: number }[];
    ids.push(id);
  }
  const cases = (await manager.query(
    `SELECT c.id, c.patient_id AS "patientId", c.clinic_id AS "clinicId", c.attorney_id AS "attorneyId", u.id AS "userId"
       FROM cases c JOIN attorneys a ON a.id = c.attorney_id
       JOIN users u ON u.attorney_id = a.id AND u.role = 'attorney'
      WHERE a.email IN ('attorney@harper-law.demo', 'attorney@cole-legal.demo') AND c.status <> 'closed'
        AND c.archived_at IS NULL
      ORDER BY a.email DESC, c.id LIMIT 6`,
  )) as { id: number; patientId: number; clinicId: number; attorneyId: number; userId: string }[];
  const plans = ['funded', 'approved', 'submitted', 'declined', 'pending', 'approved'] as const;
  const purposes = [
    'Rent and utilities while out of work',
    'Car repairs to get to treatment',
    'Medical funding for an MRI and specialist consult',
    'Living expenses until settlement',
  ];
  for (const [index, record] of cases.entries()) {
    const status = plans[index];
    const partnerIndex = index % 3;
    const daysAgo = random.int(4, 40);
    const created = new Date(today.getTime() - daysAgo * 86_400_000);
    const requested = (random.int(15, 80) * 100).toFixed(2);
    const share = [FundingShare.accident, FundingShare.ledger, FundingShare.treatment, FundingShare.coverage].filter(
      (part, i) => i < 2 || random.chance(0.7) || part === FundingShare.ledger,
    );
    const packet = sharedPart(await readFundingPacket(manager, record.id, created), share);
    const submitted = status === 'pending' ? null : new Date(created.getTime() + 3_600_000);
    const decided = status === 'approved' || status === 'declined' || status === 'funded';
    const decisionDate = decided
      ? new Date(created.getTime() + random.int(1, 3) * 86_400_000).toISOString().slice(0, 10)
      : null;
    const approved = decided && status !== 'declined' ? (Number(requested) * 0.9).toFixed(2) : null;
    await manager.query(
      `INSERT INTO funding_requests (case_id, patient_id, clinic_id, attorney_id, funding_partner_id, requested_amount,
                                     purpose, urgency_level, status, submitted_at, approved_amount, funded_amount,
                                     interest_rate, repayment_terms, documents_submitted, decision_date, funded_date,
                                     partner_note, partner_link_expires_at, partner_link_used_at, requested_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22)`,
      [
        record.id,
        record.patientId,
        record.clinicId,
        record.attorneyId,
        ids[partnerIndex],
        requested,
        purposes[index % purposes.length],
        random.pick(['normal', 'high', 'normal', 'urgent']),
        status,
        submitted,
        approved,
        status === 'funded' ? approved : null,
        approved ? partners[partnerIndex][6].toFixed(2) : null,
        approved ? 'Repaid from the settlement; simple interest, capped at twice the amount advanced' : null,
        JSON.stringify({ shared: share, packet }),
        decisionDate,
        status === 'funded' ? decisionDate : null,
        status === 'declined' ? 'Liability is still disputed; ask again once the police report is in' : null,
        submitted ? new Date(submitted.getTime() + 14 * 86_400_000) : null,
        decided ? new Date(`${decisionDate}T15:00:00Z`) : null,
        record.userId,
        created,
      ],
    );
  }
}
