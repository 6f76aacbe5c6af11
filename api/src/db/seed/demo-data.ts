import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { secretBoxFor } from '../../platform/crypto/secrets-key';
import { totpSecretContext } from '../../platform/auth/second-factor/totp-secret-at-rest';
import { seedDemoStaff } from './demo-staff';
import { Role } from '../../platform/access/role';
import { hashPassword } from '../../platform/auth/passwords';
import type { Logger } from '../../platform/logger';
import { CaseStatus, CaseType, caseStatuses, caseTypes } from '../../modules/cases/case.enums';
import { formatCaseNumber } from '../../modules/cases/case-number';
import { formatInvoiceNumber } from '../../modules/billing/invoice-number';
import { syncClinicNumberCounters } from '../../modules/clinics/clinic-numbers';
import { seedDemoNotes } from './demo-notes';
import { compareMoney, percentOf, subtractMoney } from '../../platform/money';
import { createRandom, type Random } from './random';
import { seedSubscriptions } from './demo-subscriptions';
import { seedTasks } from './demo-tasks';
import { seedAutomationRules } from './demo-automation';
import { seedCounsel } from './demo-counsel';
import { seedClaims } from './demo-claims';
import { seedDemoSchedule } from './demo-schedule';
import { seedDemoTimeline } from './demo-timeline';
import { seedSales } from './demo-sales';
import { seedAiHistory } from './demo-ai-history';
import { seedDemoReminders } from './demo-reminders';
import { seedDemoPortal } from './demo-portal';
import { seedDemoSettlements } from './demo-settlements';
import { seedDemoFunding } from './demo-funding';
import { seedDemoAlertFacts } from './demo-alerts';
import { seedProviderNetwork } from './demo-provider-network';
import { seedDemoIntake } from './demo-intake';
import { seedDemoMarketing } from './demo-marketing';
import { seedDemoRecords } from './demo-records';
import { seedDemoSupport } from './demo-support';

export const demoPassword = 'demo-password';
/**
 * The demo super admin's authenticator secret: fixed and published (README, startup banner) so that
 * anyone trying the demo can sign in at /superadmin. `npm run demo:code` prints the current code.
 */
export const demoSuperAdminTotpSecret = 'CASEBRIDGEDEMOTOTPSECRETKEY23456';
const loadedMarker = 'demo.loadedAt';

export const demoLogins = [
  { email: 'staff@northside.demo', description: 'clinic staff, Northside Chiropractic' },
  { email: 'admin@northside.demo', description: 'clinic admin, Northside Chiropractic' },
  { email: 'staff@lakeview.demo', description: 'clinic staff, Lakeview Spine & Injury' },
  { email: 'attorney@harper-law.demo', description: 'attorney, Harper Law (cases at both clinics)' },
  { email: 'attorney@cole-legal.demo', description: 'attorney, Cole Legal Group' },
  { email: 'superadmin@casebridge.demo', description: 'super admin (platform operator)' },
  { email: 'support@casebridge.demo', description: 'operator staff: Support Agent (at /superadmin)' },
  { email: 'sales@casebridge.demo', description: 'operator staff: Sales Rep (at /superadmin)' },
  { email: 'billing@casebridge.demo', description: 'operator staff: Billing (at /superadmin)' },
] as const;

export const firstNames = [
  'James',
  'Maria',
  'Robert',
  'Linda',
  'Michael',
  'Patricia',
  'David',
  'Jennifer',
  'William',
  'Elizabeth',
  'Carlos',
  'Aisha',
  'Kevin',
  'Sofia',
  'Brian',
  'Grace',
  'Thomas',
  'Nina',
  'Andre',
  'Emily',
  'Victor',
  'Hannah',
  'Marcus',
  'Olivia',
  'Raj',
  'Chloe',
  'Samuel',
  'Isabel',
  'Tyrone',
  'Megan',
];
export const lastNames = [
  'Johnson',
  'Garcia',
  'Williams',
  'Martinez',
  'Brown',
  'Lopez',
  'Davis',
  'Nguyen',
  'Miller',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Green',
  'Baker',
  'Adams',
  'Nelson',
];
export const streets = [
  'Maple Ave',
  'Oak St',
  'Cedar Ln',
  'Pine Rd',
  'Elm St',
  'Lakeshore Dr',
  'River Rd',
  'Hillcrest Ave',
  'Park Pl',
  'Washington Blvd',
];
const insurers = ['State Farm', 'GEICO', 'Progressive', 'Allstate', 'Liberty Mutual', 'USAA', 'Travelers', 'NJM'];
const relations = ['Spouse', 'Parent', 'Sibling', 'Partner', 'Friend'];

const caseDescriptions: Record<CaseType, string[]> = {
  [CaseType.auto_accident]: [
    'Rear-ended at a red light; cervical strain and lower back pain.',
    'T-bone collision at an intersection; whiplash and shoulder pain.',
    'Highway merge collision; thoracic and lumbar sprain.',
  ],
  [CaseType.slip_fall]: [
    'Slipped on a wet grocery store floor; lumbar sprain and hip pain.',
    'Fell on an icy walkway outside an office building; sacroiliac dysfunction.',
  ],
  [CaseType.work_injury]: [
    'Lifting injury at a warehouse; lumbar disc bulge.',
    'Fall from a ladder on a job site; mid-back and neck pain.',
  ],
  [CaseType.medical_malpractice]: ['Nerve irritation after a prior procedure elsewhere; radiating arm pain.'],
  [CaseType.other]: [
    'Bicycle collision with an opened car door; neck and wrist pain.',
    'Dog-knockdown injury on a sidewalk; lower back pain.',
  ],
};

const messageTemplates = [
  {
    subject: 'Treatment update',
    content: 'Patient attended all visits this week. Range of motion is improving; we will re-examine in two weeks.',
  },
  {
    subject: 'Records request',
    content: 'Could you send the latest treatment notes and the itemized bill for the demand package?',
  },
  {
    subject: 'Re-exam scheduled',
    content: 'Re-examination is scheduled for next Tuesday. We will share the narrative report afterwards.',
  },
  {
    subject: 'Settlement discussion',
    content: 'The carrier made an initial offer. Please confirm the outstanding balance so we can respond.',
  },
  {
    subject: 'Imaging results',
    content: 'MRI shows a mild disc bulge at L4-L5 consistent with the reported symptoms.',
  },
];

const attorneyQuestions = [
  {
    subject: 'Treatment status',
    content: 'Is the patient still treating? The adjuster is asking for an estimated end of care.',
    answer: 'Still treating twice a week; we expect to release the patient in about four weeks.',
  },
  {
    subject: 'Outstanding balance',
    content: 'Please send the current itemized balance for our demand letter.',
    answer: 'The itemized ledger is attached to the case; the balance is current as of today.',
  },
  {
    subject: 'Narrative report',
    content: 'Can the doctor prepare a narrative report on causation and prognosis?',
    answer: 'Yes, the doctor will complete the narrative report after the next re-examination.',
  },
];

const internalNotes = [
  'Verify PIP coverage before next visit.',
  'Patient prefers morning appointments.',
  'Follow up on missing police report.',
  null,
];

interface Firm {
  name: string;
  address: string;
  attorneys: {
    firstName: string;
    lastName: string;
    email: string;
    barNumber: string;
    phone: string;
    hasAccount: boolean;
  }[];
}

const firms: Firm[] = [
  {
    name: 'Harper Law',
    address: '200 Market St, Suite 1400, Newark, NJ 07102',
    attorneys: [
      {
        firstName: 'Daniel',
        lastName: 'Harper',
        email: 'attorney@harper-law.demo',
        barNumber: 'NJ-031245',
        phone: '(973) 555-0142',
        hasAccount: true,
      },
      {
        firstName: 'Lena',
        lastName: 'Ortiz',
        email: 'lena.ortiz@harper-law.demo',
        barNumber: 'NJ-044871',
        phone: '(973) 555-0143',
        hasAccount: false,
      },
    ],
  },
  {
    name: 'Cole Legal Group',
    address: '55 Broad St, Floor 9, New York, NY 10004',
    attorneys: [
      {
        firstName: 'Miranda',
        lastName: 'Cole',
        email: 'attorney@cole-legal.demo',
        barNumber: 'NY-5520981',
        phone: '(212) 555-0187',
        hasAccount: true,
      },
    ],
  },
  {
    name: 'Reyes & Partners',
    address: '1 Riverfront Plaza, Newark, NJ 07102',
    attorneys: [
      {
        firstName: 'Antonio',
        lastName: 'Reyes',
        email: 'a.reyes@reyespartners.demo',
        barNumber: 'NJ-027733',
        phone: '(973) 555-0119',
        hasAccount: false,
      },
      {
        firstName: 'Priya',
        lastName: 'Shah',
        email: 'p.shah@reyespartners.demo',
        barNumber: 'NJ-051902',
        phone: '(973) 555-0120',
        hasAccount: false,
      },
    ],
  },
  {
    name: 'Whitman Injury Law',
    address: '410 Park Ave S, New York, NY 10016',
    attorneys: [
      {
        firstName: 'George',
        lastName: 'Whitman',
        email: 'gwhitman@whitmaninjury.demo',
        barNumber: 'NY-4411207',
        phone: '(212) 555-0164',
        hasAccount: false,
      },
    ],
  },
];

const clinics: {
  key: 'northside' | 'lakeview';
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  email: string;
  licenseNumber: string;
  plan: string;
  billingStatus: string;
  patients: number;
  cases: number;
}[] = [
  {
    key: 'northside',
    name: 'Northside Chiropractic',
    address: '1200 Northfield Ave',
    city: 'West Orange',
    state: 'NJ',
    zipCode: '07052',
    phone: '(973) 555-0100',
    email: 'office@northside.demo',
    licenseNumber: 'NJ-CHIRO-10482',
    plan: 'professional',
    billingStatus: 'active',
    patients: 36,
    cases: 54,
  },
  {
    key: 'lakeview',
    name: 'Lakeview Spine & Injury',
    address: '88 Lakeview Rd',
    city: 'Wayne',
    state: 'NJ',
    zipCode: '07470',
    phone: '(973) 555-0200',
    email: 'frontdesk@lakeview.demo',
    licenseNumber: 'NJ-CHIRO-11907',
    plan: 'starter',
    billingStatus: 'trial',
    patients: 24,
    cases: 36,
  },
];

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const daysAgo = (today: Date, days: number) => new Date(today.getTime() - days * 86_400_000);

async function insertReturningId(manager: EntityManager, table: string, row: Record<string, unknown>): Promise<number> {
  const columns = Object.keys(row);
  const values = Object.values(row);
  const placeholders = values.map((_, i) => `$${i + 1}`).join(', ');
  const result: { id: number }[] = await manager.query(
    `INSERT INTO ${table} (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${placeholders}) RETURNING id`,
    values,
  );
  return result[0].id;
}

/** Loads the demo data set the first time (marker in system_settings); later starts leave the data alone. */
export async function loadDemoDataOnce(dataSource: DataSource, config: Config, logger: Logger): Promise<boolean> {
  const marker = await dataSource.query(`SELECT 1 FROM system_settings WHERE setting_key = $1`, [loadedMarker]);
  if (marker.length > 0) return false;
  const started = Date.now();
  const passwordHash = await hashPassword(demoPassword, config.passwordScryptLogN);
  await dataSource.transaction((manager) =>
    seed(manager, passwordHash, secretBoxFor(config), createRandom(20261122), new Date()),
  );
  logger.info('demo data loaded', { ms: Date.now() - started });
  return true;
}

async function seed(
  manager: EntityManager,
  passwordHash: string,
  secrets: SecretBox,
  random: Random,
  today: Date,
): Promise<void> {
  // Attorneys and their firms.
  const attorneyIds: number[] = [];
  const attorneyByEmail = new Map<string, number>();
  for (const firm of firms) {
    for (const a of firm.attorneys) {
      const id = await insertReturningId(manager, 'attorneys', {
        first_name: a.firstName,
        last_name: a.lastName,
        email: a.email,
        phone: a.phone,
        firm_name: firm.name,
        bar_number: a.barNumber,
        firm_address: firm.address,
        has_account: a.hasAccount,
        invite_status: a.hasAccount ? 'accepted' : 'pending',
        invited_at: daysAgo(today, 200),
        joined_at: a.hasAccount ? daysAgo(today, 190) : null,
      });
      attorneyIds.push(id);
      attorneyByEmail.set(a.email, id);
    }
  }
  const harperId = attorneyByEmail.get('attorney@harper-law.demo')!;
  const coleId = attorneyByEmail.get('attorney@cole-legal.demo')!;

  const insertUser = async (user: {
    id: string;
    email: string;
    first: string;
    last: string;
    role: Role;
    clinicId: number | null;
    attorneyId: number | null;
  }) => {
    await manager.query(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, role, clinic_id, attorney_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [user.id, user.email, passwordHash, user.first, user.last, user.role, user.clinicId, user.attorneyId],
    );
  };
  const attorneyUserIds = new Map<number, string>([
    [harperId, randomUUID()],
    [coleId, randomUUID()],
  ]);
  await insertUser({
    id: attorneyUserIds.get(harperId)!,
    email: 'attorney@harper-law.demo',
    first: 'Daniel',
    last: 'Harper',
    role: Role.attorney,
    clinicId: null,
    attorneyId: harperId,
  });
  await insertUser({
    id: attorneyUserIds.get(coleId)!,
    email: 'attorney@cole-legal.demo',
    first: 'Miranda',
    last: 'Cole',
    role: Role.attorney,
    clinicId: null,
    attorneyId: coleId,
  });
  const superAdminId = randomUUID();
  await insertUser({
    id: superAdminId,
    email: 'superadmin@casebridge.demo',
    first: 'Platform',
    last: 'Operator',
    role: Role.super_admin,
    clinicId: null,
    attorneyId: null,
  });
  await manager.query(`INSERT INTO second_factors (user_id, totp_secret) VALUES ($1, $2)`, [
    superAdminId,
    secrets.seal(demoSuperAdminTotpSecret, totpSecretContext(superAdminId)),
  ]);
  await seedDemoStaff(manager, passwordHash, secrets, demoSuperAdminTotpSecret);
  // Case and invoice numbers count per clinic and year (decision 89); the counters follow at the end.
  const usedNumbers = new Map<string, number>();
  const nextNumber = (kind: 'case' | 'invoice', clinicId: number, year: number) => {
    const key = `${kind}:${clinicId}:${year}`;
    const n = (usedNumbers.get(key) ?? 0) + 1;
    usedNumbers.set(key, n);
    return kind === 'case' ? formatCaseNumber(clinicId, year, n) : formatInvoiceNumber(clinicId, year, n);
  };

  const clinicIds = { northside: 0, lakeview: 0 };
  for (const clinic of clinics) {
    const clinicId = await insertReturningId(manager, 'clinics', {
      name: clinic.name,
      address: clinic.address,
      city: clinic.city,
      state: clinic.state,
      zip_code: clinic.zipCode,
      phone: clinic.phone,
      email: clinic.email,
      license_number: clinic.licenseNumber,
      subscription_plan: clinic.plan,
      billing_frequency: 'annual',
      billing_status: clinic.billingStatus,
      monthly_rate: clinic.plan === 'starter' ? '249.00' : '349.00',
      annual_rate: clinic.plan === 'starter' ? '2490.00' : '3500.00',
      next_billing_date: isoDate(daysAgo(today, -30)),
      trial_ends_at: clinic.billingStatus === 'trial' ? daysAgo(today, -9) : null,
    });
    clinicIds[clinic.key] = clinicId;

    const staff = {
      id: randomUUID(),
      email: `staff@${clinic.key}.demo`,
      first: clinic.key === 'northside' ? 'Sarah' : 'Jordan',
      last: clinic.key === 'northside' ? 'Mitchell' : 'Lee',
      role: Role.clinic_staff,
      clinicId,
      attorneyId: null,
    };
    await insertUser(staff);
    if (clinic.key === 'northside') {
      await insertUser({
        id: randomUUID(),
        email: 'admin@northside.demo',
        first: 'Dr. Alan',
        last: 'Brooks',
        role: Role.clinic_admin,
        clinicId,
        attorneyId: null,
      });
    }

    // Patients.
    const patientIds: number[] = [];
    for (let i = 0; i < clinic.patients; i += 1) {
      const first = random.pick(firstNames);
      const last = random.pick(lastNames);
      const createdDaysAgo = random.int(5, 420);
      const id = await insertReturningId(manager, 'patients', {
        clinic_id: clinicId,
        first_name: first,
        last_name: last,
        email: `${first}.${last}${i}@example.com`.toLowerCase(),
        phone: `(973) 555-${String(1000 + random.int(0, 8999)).slice(-4)}`,
        date_of_birth: isoDate(new Date(Date.UTC(random.int(1950, 2004), random.int(0, 11), random.int(1, 28)))),
        address: `${random.int(10, 990)} ${random.pick(streets)}`,
        city: clinic.city,
        state: 'NJ',
        zip_code: clinic.zipCode,
        emergency_contact: `${random.pick(firstNames)} ${last}`,
        emergency_phone: `(973) 555-${String(random.int(1000, 9999))}`,
        emergency_relation: random.pick(relations),
        insurance_provider: random.pick(insurers),
        insurance_policy_number: `POL-${random.int(100000, 999999)}`,
        status: random.chance(0.8) ? 'active' : 'intake',
        is_active: random.chance(0.9),
        created_at: daysAgo(today, createdDaysAgo),
        updated_at: daysAgo(today, Math.max(0, createdDaysAgo - 3)),
      });
      patientIds.push(id);
    }

    // Cases: every status and case type appear; Harper holds cases at both clinics, Cole at Northside.
    for (let i = 0; i < clinic.cases; i += 1) {
      const caseType = caseTypes[i % caseTypes.length];
      const status = caseStatuses[(i * 3 + (clinic.key === 'lakeview' ? 1 : 0)) % caseStatuses.length];
      const attorneyId =
        i % 3 === 0
          ? harperId
          : clinic.key === 'northside' && i % 3 === 1
            ? coleId
            : attorneyIds[(i + 2) % attorneyIds.length];
      const createdDaysAgo = random.int(3, 400);
      const created = daysAgo(today, createdDaysAgo);
      const patientId = patientIds[i % patientIds.length];
      const caseId = await insertReturningId(manager, 'cases', {
        case_number: nextNumber('case', clinicId, created.getUTCFullYear()),
        patient_id: patientId,
        attorney_id: attorneyId,
        clinic_id: clinicId,
        case_type: caseType,
        status,
        accident_date: isoDate(daysAgo(created, random.int(1, 20))),
        description: random.pick(caseDescriptions[caseType]),
        notes: random.pick(internalNotes),
        settlement_amount: status === CaseStatus.closed ? `${random.int(8, 85) * 1000}.00` : null,
        is_active: status !== CaseStatus.closed,
        closed_at: status === CaseStatus.closed ? daysAgo(today, Math.max(1, createdDaysAgo - 30)) : null,
        created_at: created,
        updated_at: daysAgo(today, Math.max(0, createdDaysAgo - 10)),
      });
      await manager.query(
        `INSERT INTO audit_logs (clinic_id, entity_type, entity_id, action, changed_by, changed_by_role, changed_by_name, new_values, changed_at)
         VALUES ($1, 'case', $2, 'create', $3, $4, $5, $6, $7)`,
        [
          clinicId,
          String(caseId),
          staff.id,
          staff.role,
          `${staff.first} ${staff.last}`,
          { status: CaseStatus.active_treatment, caseType },
          created,
        ],
      );
      if (status !== CaseStatus.active_treatment) {
        await manager.query(
          `INSERT INTO audit_logs (clinic_id, entity_type, entity_id, action, changed_by, changed_by_role, changed_by_name, old_values, new_values, reason, changed_at)
           VALUES ($1, 'case', $2, 'update', $3, $4, $5, $6, $7, $8, $9)`,
          [
            clinicId,
            String(caseId),
            staff.id,
            staff.role,
            `${staff.first} ${staff.last}`,
            { status: CaseStatus.active_treatment },
            { status },
            'Status updated after attorney review',
            daysAgo(today, Math.max(1, createdDaysAgo - 30)),
          ],
        );
      }

      // Messages between the clinic and the attorney (some internal).
      const messageCount = random.int(0, 4);
      for (let m = 0; m < messageCount; m += 1) {
        const template = random.pick(messageTemplates);
        const internal = random.chance(0.25);
        await manager.query(
          `INSERT INTO messages (case_id, clinic_id, sender_id, recipient_type, subject, content, message_type, is_read, sent_date, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
          [
            caseId,
            clinicId,
            staff.id,
            internal ? 'internal' : 'attorney',
            template.subject,
            template.content,
            internal ? 'internal' : 'case_update',
            random.chance(0.6),
            daysAgo(today, random.int(0, Math.min(60, createdDaysAgo))),
          ],
        );
      }

      // Attorneys with an account ask, and the clinic answers hours later (the portal's response time).
      const attorneyUserId = attorneyUserIds.get(attorneyId);
      if (attorneyUserId && random.chance(0.7)) {
        const askedHoursAgo = random.int(24, Math.max(25, Math.min(60, createdDaysAgo) * 24));
        const question = random.pick(attorneyQuestions);
        const asked = new Date(today.getTime() - askedHoursAgo * 3_600_000);
        const answered = new Date(asked.getTime() + random.int(1, 30) * 3_600_000);
        for (const [senderId, recipientType, subject, content, sentAt] of [
          [attorneyUserId, 'clinic', question.subject, question.content, asked],
          [staff.id, 'attorney', `Re: ${question.subject}`, question.answer, answered],
        ] as const) {
          await manager.query(
            `INSERT INTO messages (case_id, clinic_id, sender_id, recipient_type, subject, content, is_read, sent_date, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, true, $7, $7)`,
            [caseId, clinicId, senderId, recipientType, subject, content, sentAt],
          );
        }
      }

      // Bills: a few visits per case; some paid this month so the dashboard's revenue is real. Each bill
      // the clinic has submitted (pending ones are drafts) and each payment is posted to the case's lien
      // ledger, as the billing service does, in date order.
      const postings: {
        kind: 'charge' | 'payment';
        bill: { id: number; amount: string; description: string };
        at: Date;
        method: string | null;
      }[] = [];
      const billCount = random.int(1, 4);
      for (let b = 0; b < billCount; b += 1) {
        const billStatus = random.pick(['pending', 'submitted', 'paid', 'paid', 'denied'] as const);
        const billedDaysAgo = random.int(1, Math.max(2, createdDaysAgo));
        const billedAt = daysAgo(today, billedDaysAgo);
        const paidAt = daysAgo(today, random.int(0, Math.min(today.getUTCDate() - 1, billedDaysAgo)));
        const paymentMethod = billStatus === 'paid' ? random.pick(['check', 'ach', 'insurance']) : null;
        const [bill] = (await manager.query(
          `INSERT INTO billing (case_id, clinic_id, invoice_number, amount, description, status, due_date, paid_date, payment_method, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
           RETURNING id, amount::text AS amount, description`,
          [
            caseId,
            clinicId,
            nextNumber('invoice', clinicId, billedAt.getUTCFullYear()),
            `${random.int(85, 1450)}.${random.pick(['00', '50', '25', '75'])}`,
            random.pick([
              'Initial examination',
              'Chiropractic adjustment (x4)',
              'Physical therapy session',
              'X-ray imaging',
              'Re-examination',
              'Narrative report',
            ]),
            billStatus,
            isoDate(daysAgo(today, random.int(-30, 30))),
            billStatus === 'paid' ? isoDate(paidAt) : null,
            paymentMethod,
            billedAt,
          ],
        )) as { id: number; amount: string; description: string }[];
        if (billStatus !== 'pending') postings.push({ kind: 'charge', bill, at: billedAt, method: null });
        if (billStatus === 'paid') postings.push({ kind: 'payment', bill, at: paidAt, method: paymentMethod });
      }
      postings.sort((a, b) => a.at.getTime() - b.at.getTime() || (a.kind === 'charge' ? -1 : 1));
      for (const { kind, bill, at, method } of postings) {
        await manager.query(
          `INSERT INTO case_ledger_entries (case_id, clinic_id, kind, amount, billing_id, payment_method, description, effective_date, created_by, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [
            caseId,
            clinicId,
            kind,
            bill.amount,
            bill.id,
            method,
            kind === 'charge' ? bill.description : 'Bill paid',
            isoDate(at),
            staff.id,
            at,
          ],
        );
      }

      // Attorneys with an account ask for lien reductions on some cases; the clinic has yet to answer.
      if (attorneyUserId && random.chance(0.25)) {
        const [{ balance }] = (await manager.query(
          `SELECT coalesce(sum(CASE WHEN kind = 'charge' THEN amount ELSE -amount END), 0)::numeric(14,2)::text AS balance
             FROM case_ledger_entries WHERE case_id = $1`,
          [caseId],
        )) as { balance: string }[];
        const percentage = random.pick(['15', '20', '25', '33']);
        if (compareMoney(balance, '0') > 0) {
          await manager.query(
            `INSERT INTO bill_reduction_requests (case_id, clinic_id, requested_by, original_amount, requested_percentage, requested_amount, reason, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
            [
              caseId,
              clinicId,
              attorneyUserId,
              balance,
              percentage,
              subtractMoney(balance, percentOf(balance, percentage)),
              random.pick([
                'The at-fault driver carries only the state minimum policy limits.',
                'Liability is disputed; a reduced lien lets the case settle.',
                'Medical specials exceed the likely recovery after fees and costs.',
              ]),
              daysAgo(today, random.int(1, 10)),
            ],
          );
        }
      }

      if (i % 2 === 0) {
        await manager.query(
          `INSERT INTO tasks (clinic_id, case_id, patient_id, assigned_to, title, priority, status, due_date, completed_at)
           VALUES ($1, $2, (SELECT patient_id FROM cases WHERE id = $2), $3, $4, $5, $6, $7,
                   CASE WHEN $6 = 'completed' THEN now() END)`,
          [
            clinicId,
            caseId,
            staff.id,
            random.pick([
              'Request police report',
              'Send records to attorney',
              'Verify insurance benefits',
              'Schedule re-exam',
              'Prepare narrative report',
            ]),
            random.pick(['low', 'medium', 'high']),
            random.pick(['pending', 'pending', 'in_progress', 'completed']),
            isoDate(daysAgo(today, random.int(-14, 7))),
          ],
        );
      }
    }
  }

  // A year of subscription history for these two and ten more clinics (their state is set there).
  await seedSubscriptions(manager, today, superAdminId, clinicIds);
  await seedTasks(manager, today, clinicIds);
  await seedDemoSchedule(manager, today, passwordHash, clinicIds);
  await syncClinicNumberCounters(manager);
  // After the demo schedule: a signed note for each completed visit.
  await seedDemoNotes(manager, Object.values(clinicIds));
  await seedDemoTimeline(manager, Object.values(clinicIds));
  await seedDemoReminders(manager, today, clinicIds);
  await seedClaims(manager, today, random, clinicIds);
  await seedDemoSettlements(manager, today, clinicIds);
  await seedSales(manager, today, superAdminId);
  await seedAiHistory(manager, today, clinicIds, { firstNames, lastNames, streets });
  await seedAutomationRules(manager, clinicIds);
  await seedCounsel(manager, today, clinicIds);
  await seedDemoAlertFacts(manager, today, clinicIds);
  await seedDemoFunding(manager, today);
  await seedProviderNetwork(manager, today);
  await seedDemoPortal(manager, passwordHash, secrets, demoSuperAdminTotpSecret, clinicIds);
  await seedDemoIntake(manager, today);
  await seedDemoMarketing(manager, today, clinicIds, superAdminId);
  await seedDemoRecords(manager, today);
  await seedDemoSupport(manager, today);
  await manager.query(
    `INSERT INTO system_settings (setting_key, setting_value, description, category) VALUES ($1, $2, $3, 'demo')`,
    [loadedMarker, JSON.stringify(new Date().toISOString()), 'When the demo data set was loaded'],
  );
}
