import { createDataSource } from '../../data-source';
import { createLogger } from '../../../platform/logger';
import { createScratchDatabase, testConfig } from '../../../test/harness';
import { verifyPassword } from '../../../platform/auth/passwords';
import { demoLogins, demoPassword, loadDemoDataOnce } from '../demo-data';

describe('demo data', () => {
  it('loads a realistic data set once, with a working login for every demo account', async () => {
    // Loaded as the app's restricted role, as `npm start` does.
    const scratch = await createScratchDatabase({ migrate: true });
    const dataSource = createDataSource({ url: scratch.url });
    try {
      await dataSource.initialize();
      const config = testConfig();
      expect(await loadDemoDataOnce(dataSource, config, createLogger('error'))).toBe(true);

      const [counts] = await dataSource.query(`SELECT
        (SELECT count(*) FROM clinics)::int AS clinics, (SELECT count(*) FROM patients)::int AS patients,
        (SELECT count(*) FROM cases)::int AS cases, (SELECT count(DISTINCT firm_name) FROM attorneys)::int AS firms,
        (SELECT count(*) FROM messages)::int AS messages, (SELECT count(*) FROM billing)::int AS bills,
        (SELECT count(*) FROM audit_logs)::int AS audit, (SELECT count(DISTINCT status) FROM cases)::int AS statuses,
        (SELECT count(DISTINCT case_type) FROM cases)::int AS types`);
      expect(counts).toMatchObject({ clinics: 2, patients: 60, cases: 90, statuses: 4, types: 5 });
      expect(counts.firms).toBeGreaterThanOrEqual(3);
      expect(counts.messages).toBeGreaterThan(50);
      expect(counts.bills).toBeGreaterThan(90);
      expect(counts.audit).toBeGreaterThanOrEqual(90);

      const clinicNames = (await dataSource.query(`SELECT name FROM clinics ORDER BY name`)).map(
        (r: { name: string }) => r.name,
      );
      expect(clinicNames).toEqual(['Lakeview Spine & Injury', 'Northside Chiropractic']);

      for (const login of demoLogins) {
        const [user] = await dataSource.query(`SELECT password_hash, is_active FROM users WHERE email = $1`, [
          login.email,
        ]);
        expect(user?.is_active).toBe(true);
        expect(await verifyPassword(demoPassword, user.password_hash)).toBe(true);
      }
      // The Harper attorney holds cases at both clinics.
      const [harper] = await dataSource.query(
        `SELECT count(DISTINCT c.clinic_id)::int AS clinics FROM cases c JOIN users u ON u.attorney_id = c.attorney_id WHERE u.email = 'attorney@harper-law.demo'`,
      );
      expect(harper.clinics).toBe(2);

      // New cases and invoices continue after each clinic's demo numbers instead of colliding with them.
      const [{ missing }] = await dataSource.query(`SELECT count(*)::int AS missing FROM (
          SELECT clinic_id, 'case' AS kind, substring(case_number from '-CASE-(\\d{4})-')::int AS year,
                 max(substring(case_number from '(\\d+)$')::int) AS n FROM cases GROUP BY 1, 2, 3
          UNION ALL
          SELECT clinic_id, 'invoice', substring(invoice_number from '-INV-(\\d{4})-')::int,
                 max(substring(invoice_number from '(\\d+)$')::int) FROM billing GROUP BY 1, 2, 3) used
        LEFT JOIN clinic_number_counters c
          ON c.clinic_id = used.clinic_id AND c.kind = used.kind AND c.year = used.year AND c.last_value = used.n
        WHERE c.year IS NULL`);
      expect(missing).toBe(0);
      // Each clinic counts its own cases after its prefix: both start at 001 in a year they opened cases.
      const [{ clinicsFromOne }] = await dataSource.query(
        `SELECT count(DISTINCT clinic_id)::int AS "clinicsFromOne" FROM cases
          WHERE case_number = 'C' || clinic_id || '-CASE-' || substring(case_number from '-CASE-(\\d{4})-') || '-001'`,
      );
      expect(clinicsFromOne).toBe(2);

      // Every case's lien ledger agrees with its bills: the balance is the submitted and denied bills
      // (pending ones are drafts, paid ones are settled), and each bill past its draft is charged once.
      const [{ mismatched }] = await dataSource.query(`SELECT count(*)::int AS mismatched FROM cases c
         WHERE (SELECT coalesce(sum(CASE WHEN e.kind = 'charge' THEN e.amount ELSE -e.amount END), 0) FROM case_ledger_entries e WHERE e.case_id = c.id)
            <> (SELECT coalesce(sum(b.amount) FILTER (WHERE b.status IN ('submitted', 'denied')), 0) FROM billing b WHERE b.case_id = c.id)`);
      expect(mismatched).toBe(0);
      const [charges] = await dataSource.query(`SELECT
          count(*) FILTER (WHERE b.status = 'pending' AND e.n > 0)::int AS "draftsCharged",
          count(*) FILTER (WHERE b.status <> 'pending' AND e.n <> 1)::int AS "billsNotChargedOnce",
          count(*) FILTER (WHERE b.status = 'pending')::int AS drafts
        FROM billing b CROSS JOIN LATERAL (
          SELECT count(*) AS n FROM case_ledger_entries x WHERE x.billing_id = b.id AND x.kind = 'charge') e`);
      expect(charges).toEqual({ draftsCharged: 0, billsNotChargedOnce: 0, drafts: expect.any(Number) });
      expect(charges.drafts).toBeGreaterThan(0);
      const [{ backwards }] = await dataSource.query(`SELECT count(*)::int AS backwards FROM (
          SELECT effective_date < lag(effective_date) OVER (PARTITION BY case_id ORDER BY id) AS back FROM case_ledger_entries) postings
         WHERE back`);
      expect(backwards).toBe(0);
      const [harperReductions] = await dataSource.query(
        `SELECT count(*)::int AS open FROM bill_reduction_requests r JOIN users u ON u.id = r.requested_by
          WHERE u.email = 'attorney@harper-law.demo' AND r.status = 'pending'`,
      );
      expect(harperReductions.open).toBeGreaterThan(0);

      expect(await loadDemoDataOnce(dataSource, config, createLogger('error'))).toBe(false);
      const [again] = await dataSource.query(`SELECT count(*)::int AS cases FROM cases`);
      expect(again.cases).toBe(90);
    } finally {
      if (dataSource.isInitialized) await dataSource.destroy();
      await scratch.drop();
    }
  });
});
