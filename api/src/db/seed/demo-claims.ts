import type { EntityManager } from 'typeorm';
import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import { fromCents, toCents } from '../../platform/money';
import { allocateInvoiceNumber } from '../../modules/billing/invoice-number';
import { allocateClaimNumber } from '../../modules/insurance-claims/claim-number';
import { claimPaymentProblems } from '../../modules/insurance-claims/claim-payment';
import { postLedgerEntry } from '../../modules/ledger/ledger-postings';
import { LedgerEntryKind } from '../../modules/ledger/ledger.enums';
import { PaymentMethod } from '../../modules/billing/billing.enums';
import type { Random } from './random';

/** Valid NPIs (Luhn over 80840 + nine digits) for the demo clinics and their treating chiropractors. */
const clinicIdentifiers: Record<'northside' | 'lakeview', { npi: string; taxId: string; providerNpi: string }> = {
  northside: { npi: '1234567893', taxId: '221234567', providerNpi: '1245319599' },
  lakeview: { npi: '1588667638', taxId: '223456789', providerNpi: '1003000126' },
};

/** Auto carriers with their electronic payer ids. */
const carriers = [
  { name: 'GEICO', payerId: '35182' },
  { name: 'Progressive', payerId: '24260' },
  { name: 'State Farm', payerId: '31053' },
  { name: 'Allstate', payerId: '75236' },
  { name: 'NJM Insurance Group', payerId: '22098' },
] as const;

/** The clinic's fee schedule, as the notes helper's codes would bill them: code, fee and the usual diagnoses. */
const visitLines = [
  { code: '98941', fee: '65.00', units: 1, diagnoses: ['S13.4XXA', 'S33.5XXA'] },
  { code: '97110', fee: '42.00', units: 2, diagnoses: ['S13.4XXA'] },
  { code: '97140', fee: '45.00', units: 1, diagnoses: ['S33.5XXA', 'M54.2'] },
  { code: '97012', fee: '30.00', units: 1, diagnoses: ['M54.5'] },
] as const;

type ClaimStory = 'unclaimed' | 'draft' | 'submitted' | 'paid' | 'denied' | 'appealed';
/** Per clinic, the auto cases in order: each claim status once, and coded lines left for a new claim. */
const stories: ClaimStory[] = ['unclaimed', 'draft', 'submitted', 'paid', 'denied', 'appealed', 'unclaimed'];

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const daysAgo = (today: Date, days: number) => new Date(today.getTime() - days * 86_400_000);
const later = (a: string, b: string) => (a > b ? a : b);

/**
 * The demo's insurance side (decision 185): NPIs and EINs for both clinics and a treating chiropractor
 * each, PIP (and sometimes MedPay) coverages on their auto-accident cases, a coded bill per case charged
 * to its ledger, and claims in every status built from those lines; payments and denials posted to the
 * ledger through the app's posting path. Postings are dated after the case's last one.
 */
export async function seedClaims(
  manager: EntityManager,
  today: Date,
  random: Random,
  clinicIds: Record<'northside' | 'lakeview', number>,
): Promise<void> {
  for (const key of ['northside', 'lakeview'] as const) {
    const clinicId = clinicIds[key];
    const ids = clinicIdentifiers[key];
    await manager.query(`UPDATE clinics SET npi = $2, tax_id = $3 WHERE id = $1`, [clinicId, ids.npi, ids.taxId]);
    const [[provider]] = (await manager.query(
      `UPDATE users SET is_provider = true, npi = $2
        WHERE id = (SELECT id FROM users WHERE clinic_id = $1 ORDER BY is_provider DESC, role = 'clinic_admin' DESC, email
                     LIMIT 1)
        RETURNING id, first_name AS "firstName", last_name AS "lastName"`,
      [clinicId, ids.providerNpi],
    )) as [{ id: string; firstName: string; lastName: string }[], number];
    const actor: Scope = {
      userId: provider.id,
      role: Role.clinic_admin,
      clinicId,
      attorneyId: null,
      displayName: `${provider.firstName} ${provider.lastName}`,
      sessionId: 'demo-data',
      request: { requestId: 'demo-data', ip: null, userAgent: 'demo data' },
    };
    const cases = (await manager.query(
      `SELECT c.id, c.patient_id AS "patientId", c.accident_date::text AS "accidentDate",
              (SELECT max(effective_date)::text FROM case_ledger_entries e WHERE e.case_id = c.id) AS "lastPosting"
         FROM cases c
        WHERE c.clinic_id = $1 AND c.case_type = 'auto_accident' AND c.ledger_closed_at IS NULL AND c.status <> 'closed'
        ORDER BY c.id LIMIT $2`,
      [clinicId, stories.length],
    )) as { id: number; patientId: number; accidentDate: string; lastPosting: string | null }[];
    for (const [index, record] of cases.entries()) {
      await manager.query(`UPDATE patients SET sex = $2 WHERE id = $1 AND sex IS NULL`, [
        record.patientId,
        random.pick(['female', 'male']),
      ]);
      const carrier = carriers[(index + (key === 'lakeview' ? 2 : 0)) % carriers.length];
      const [{ id: coverageId }] = (await manager.query(
        `INSERT INTO case_coverages (clinic_id, case_id, coverage_type, carrier_name, payer_id, policy_number,
                carrier_claim_number, member_id, insured_relationship, limit_amount, adjuster_name, adjuster_phone)
         VALUES ($1, $2, 'pip', $3, $4, $5, $6, $7, 'self', $8, $9, $10) RETURNING id`,
        [
          clinicId,
          record.id,
          carrier.name,
          carrier.payerId,
          `NJ-PA-${random.int(1_000_000, 9_999_999)}`,
          `${random.int(10, 99)}-${random.int(100_000, 999_999)}`,
          `M${random.int(10_000_000, 99_999_999)}`,
          random.pick(['15000.00', '250000.00']),
          random.pick(['Dana Whitfield', 'Marcus Greene', 'Priya Raman', 'Tom Alvarez']),
          `(800) 555-${String(random.int(1000, 9999))}`,
        ],
      )) as { id: number }[];
      if (index % 3 === 0)
        await manager.query(
          `INSERT INTO case_coverages (clinic_id, case_id, coverage_type, carrier_name, payer_id, policy_number, member_id,
                  insured_relationship, limit_amount)
           VALUES ($1, $2, 'medpay', $3, $4, $5, $6, 'self', '5000.00')`,
          [
            clinicId,
            record.id,
            carrier.name,
            carrier.payerId,
            `MP-${random.int(100_000, 999_999)}`,
            `M${random.int(10_000_000, 99_999_999)}`,
          ],
        );

      // Two visits a week apart after the accident, coded as signing their notes would bill them.
      const firstVisit = later(record.accidentDate, isoDate(daysAgo(today, 40)));
      const visits = [firstVisit, isoDate(new Date(Date.parse(firstVisit) + 7 * 86_400_000))];
      const lines = visits.flatMap((serviceDate, visit) =>
        visitLines.slice(visit, visit + 2).map((line) => ({ ...line, serviceDate })),
      );
      const amountOf = (line: (typeof lines)[number]) => fromCents(toCents(line.fee) * BigInt(line.units));
      const total = fromCents(lines.reduce((sum, line) => sum + toCents(amountOf(line)), 0n));
      const chargedOn = later(record.lastPosting ?? visits[1], visits[1]);
      const [{ id: billId }] = (await manager.query(
        `INSERT INTO billing (case_id, clinic_id, invoice_number, amount, description, status, created_at, updated_at)
         VALUES ($1, $2, $3, $4, 'Chiropractic care (coded visits)', 'submitted', $5, $5) RETURNING id`,
        [
          record.id,
          clinicId,
          await allocateInvoiceNumber(manager, clinicId, Number(chargedOn.slice(0, 4))),
          total,
          chargedOn,
        ],
      )) as { id: number }[];
      const lineIds: number[] = [];
      for (const [lineIndex, line] of lines.entries()) {
        const [{ id }] = (await manager.query(
          `INSERT INTO billing_lines (billing_id, clinic_id, case_id, line_number, service_date, procedure_code, description,
                  units, unit_fee, amount, diagnosis_codes, provider_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
          [
            billId,
            clinicId,
            record.id,
            lineIndex + 1,
            line.serviceDate,
            line.code,
            `Clinic service ${line.code}`,
            line.units,
            line.fee,
            amountOf(line),
            line.diagnoses,
            provider.id,
          ],
        )) as { id: number }[];
        lineIds.push(id);
      }
      await postLedgerEntry(manager, actor, {
        caseId: record.id,
        clinicId,
        kind: LedgerEntryKind.charge,
        amount: total,
        billingId: billId,
        description: 'Chiropractic care (coded visits)',
        effectiveDate: chargedOn,
      });

      const story = stories[index];
      if (story === 'unclaimed') continue;
      const serviceLines = lines.map((line, lineIndex) => ({
        billingLineId: lineIds[lineIndex],
        serviceDate: line.serviceDate,
        procedureCode: line.code,
        modifiers: [],
        units: line.units,
        charge: amountOf(line),
        diagnosisCodes: [...line.diagnoses],
        providerId: provider.id,
      }));
      const claimNumber = await allocateClaimNumber(manager, clinicId, today.getUTCFullYear());
      const paidOn = later(chargedOn, isoDate(daysAgo(today, 3)));
      const allowed = fromCents((toCents(total) * 85n) / 100n);
      const payment = {
        allowedAmount: allowed,
        paidAmount: fromCents((toCents(allowed) * 80n) / 100n),
        coinsuranceAmount: fromCents(toCents(allowed) - (toCents(allowed) * 80n) / 100n),
      };
      if (story === 'paid' && claimPaymentProblems(total, payment).length > 0)
        throw new Error('Demo payment is inconsistent');
      await manager.query(
        `INSERT INTO insurance_claims (clinic_id, patient_id, case_id, insurance_id, claim_number, status, submitted_at,
                billed_amount, allowed_amount, paid_amount, patient_responsibility, coinsurance_amount, service_lines,
                accident_state, denial_reason, appeal_notes, payment_received_at, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $12, 'NJ', $13, $14, $15, $16)`,
        [
          clinicId,
          record.patientId,
          record.id,
          coverageId,
          claimNumber,
          story,
          story === 'draft' ? null : `${chargedOn}T15:00:00Z`,
          total,
          story === 'paid' ? payment.allowedAmount : null,
          story === 'paid' ? payment.paidAmount : null,
          story === 'paid' ? payment.coinsuranceAmount : null,
          JSON.stringify(serviceLines),
          story === 'denied' || story === 'appealed' ? 'PIP benefits require a physician referral on file' : null,
          story === 'appealed' ? 'Referral from the ER physician dated the day of the accident attached.' : null,
          story === 'paid' ? `${paidOn}T12:00:00Z` : null,
          provider.id,
        ],
      );
      if (story === 'paid')
        await postLedgerEntry(manager, actor, {
          caseId: record.id,
          clinicId,
          kind: LedgerEntryKind.payment,
          amount: payment.paidAmount,
          paymentMethod: PaymentMethod.insurance,
          reference: claimNumber,
          effectiveDate: paidOn,
          description: `Insurance payment, claim ${claimNumber} (${carrier.name})`,
        });
      if (story === 'denied' || story === 'appealed')
        await postLedgerEntry(manager, actor, {
          caseId: record.id,
          clinicId,
          kind: LedgerEntryKind.payment,
          amount: '0.00',
          paymentMethod: PaymentMethod.insurance,
          reference: claimNumber,
          effectiveDate: paidOn,
          description: `Claim ${claimNumber} denied: PIP benefits require a physician referral on file`,
        });
    }
  }
}
