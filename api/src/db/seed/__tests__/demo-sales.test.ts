import { createDataSource } from '../../data-source';
import { createLogger } from '../../../platform/logger';
import { createScratchDatabase, testConfig } from '../../../test/harness';
import { recordCommissionForPaidInvoice } from '../../../modules/sales/paid-invoice-commission';
import { loadDemoDataOnce } from '../demo-data';

describe('demo sales', () => {
  it('has a rep per structure and an inactive one, commissions from the paid invoices, a payout, a clawback and leads in every status', async () => {
    const scratch = await createScratchDatabase({ migrate: true });
    const dataSource = createDataSource({ url: scratch.url });
    try {
      await dataSource.initialize();
      expect(await loadDemoDataOnce(dataSource, testConfig(), createLogger('error'))).toBe(true);
      const reps = (await dataSource.query(
        `SELECT commission_structure AS structure, is_active AS active FROM sales_representatives ORDER BY id`,
      )) as { structure: string; active: boolean }[];
      expect(reps).toEqual([
        { structure: 'percentage', active: true },
        { structure: 'tiered', active: true },
        { structure: 'flat', active: true },
        { structure: 'percentage', active: false },
      ]);
      const [figures] = (await dataSource.query(`SELECT
        (SELECT count(DISTINCT r.commission_structure) FROM sales_commissions c JOIN sales_representatives r ON r.id = c.sales_rep_id)::int AS structures,
        (SELECT count(*) FROM sales_commissions WHERE status = 'approved' AND kind = 'sale')::int AS approved,
        (SELECT count(*) FROM sales_commissions WHERE status = 'pending')::int AS pending,
        (SELECT count(*) FROM sales_payouts)::int AS payouts,
        (SELECT count(*) FROM sales_commissions WHERE kind = 'clawback')::int AS clawbacks,
        (SELECT count(DISTINCT sale_type) FROM sales_commissions)::int AS "saleTypes",
        (SELECT count(DISTINCT status) FROM sales_leads)::int AS "leadStatuses",
        (SELECT count(*) FROM sales_leads WHERE waitlist_entry_id IS NOT NULL)::int AS converted,
        (SELECT count(*) FROM waitlist w WHERE NOT EXISTS (SELECT 1 FROM sales_leads l WHERE l.waitlist_entry_id = w.id))::int AS unconverted,
        (SELECT count(*) FROM sales_commissions c JOIN clinic_invoices i ON i.id = c.clinic_invoice_id
          WHERE i.status <> 'paid' OR i.kind NOT IN ('subscription', 'proration'))::int AS "notOnPaidSubscriptions"`)) as Record<
        string,
        number
      >[];
      expect(figures).toMatchObject({
        structures: 3,
        payouts: 2,
        clawbacks: 1,
        saleTypes: 3,
        leadStatuses: 5,
        converted: 4,
        unconverted: 2,
        notOnPaidSubscriptions: 0,
      });
      expect(figures.approved).toBeGreaterThan(0);
      expect(figures.pending).toBeGreaterThan(0);

      // The live path again over every paid invoice: nothing new (one commission per invoice).
      const before = (await dataSource.query(`SELECT count(*)::int AS n FROM sales_commissions`))[0].n;
      const paid = (await dataSource.query(`SELECT id FROM clinic_invoices WHERE status = 'paid'`)) as { id: number }[];
      await dataSource.transaction(async (manager) => {
        for (const invoice of paid) await recordCommissionForPaidInvoice(manager, invoice.id);
      });
      expect((await dataSource.query(`SELECT count(*)::int AS n FROM sales_commissions`))[0].n).toBe(before);
    } finally {
      await dataSource.destroy();
      await scratch.drop();
    }
  }, 120_000);
});
