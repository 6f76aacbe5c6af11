import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createClinic } from '../../../test/factories';

/** What the sales checks act on, one of each per transport where a call consumes it. */
export interface SalesFixtures {
  repId: number;
  pendingCommissionIds: { graphql: number; rest: number };
  /** Reps with an approved commission each, for Process Payout. */
  payableRepIds: { graphql: number; rest: number };
  waitlistEntryIds: { graphql: number; rest: number };
  leadId: number;
  payoutId: number;
}

async function rep(ds: DataSource): Promise<number> {
  const [{ id }] = (await ds.query(
    `INSERT INTO sales_representatives (first_name, last_name, email) VALUES ('Matrix', 'Rep', $1) RETURNING id`,
    [`matrix-${randomUUID()}@sales.test`],
  )) as { id: number }[];
  return id;
}

/** A paid subscription invoice of the clinic and its commission for the rep, in the status given. */
async function commission(
  ds: DataSource,
  clinicId: number,
  repId: number,
  status: 'pending' | 'approved',
): Promise<number> {
  const [{ id: invoiceId }] = (await ds.query(
    `INSERT INTO clinic_invoices (number, clinic_id, kind, status, plan_code, frequency, issued_at, due_date, subtotal, total,
                                  amount_paid, paid_at)
     VALUES ($1, $2, 'subscription', 'paid', 'professional', 'monthly', now(), current_date, 99, 99, 99, now()) RETURNING id`,
    [`CB-MX-${randomUUID().slice(0, 12)}`, clinicId],
  )) as { id: number }[];
  const [{ id }] = (await ds.query(
    `INSERT INTO sales_commissions (sales_rep_id, clinic_id, clinic_invoice_id, sale_type, subscription_plan, billing_frequency,
                                    sale_date, sale_amount, commission_rate, amount, status)
     VALUES ($1, $2, $3, 'new', 'professional', 'monthly', current_date, 99, 10, 9.90, $4) RETURNING id`,
    [repId, clinicId, invoiceId, status],
  )) as { id: number }[];
  return id;
}

async function waitlistEntry(ds: DataSource): Promise<number> {
  const [{ id }] = (await ds.query(
    `INSERT INTO waitlist (name, email, practice_name, state, monthly_pi_cases) VALUES ('Matrix Lead', $1, 'Matrix Spine', 'NJ', '25-50')
     RETURNING id`,
    [`lead-${randomUUID()}@matrix.test`],
  )) as { id: number }[];
  return id;
}

/** Sales rows on a clinic of their own (the matrix's tenants never see sales: the operator's area). */
export async function makeSalesFixtures(ds: DataSource, operatorUserId: string): Promise<SalesFixtures> {
  const clinicId = (await createClinic(ds, { name: 'Matrix Sold Clinic', billing_status: 'active' })).id;
  const repId = await rep(ds);
  const payableRepIds = { graphql: await rep(ds), rest: await rep(ds) };
  for (const payable of Object.values(payableRepIds)) await commission(ds, clinicId, payable, 'approved');
  const [{ id: payoutId }] = (await ds.query(
    `INSERT INTO sales_payouts (sales_rep_id, period_start, period_end, total, processed_by, processed_at)
     VALUES ($1, current_date, current_date, 0.01, $2, now()) RETURNING id`,
    [repId, operatorUserId],
  )) as { id: number }[];
  const [{ id: leadId }] = (await ds.query(
    `INSERT INTO sales_leads (company_name, contact_name, status, assigned_rep_id) VALUES ('Matrix Practice', 'Matrix Contact', 'new', $1)
     RETURNING id`,
    [repId],
  )) as { id: number }[];
  return {
    repId,
    pendingCommissionIds: {
      graphql: await commission(ds, clinicId, repId, 'pending'),
      rest: await commission(ds, clinicId, repId, 'pending'),
    },
    payableRepIds,
    waitlistEntryIds: { graphql: await waitlistEntry(ds), rest: await waitlistEntry(ds) },
    leadId,
    payoutId,
  };
}
