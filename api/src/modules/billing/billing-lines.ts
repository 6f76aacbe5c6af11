import type { EntityManager } from 'typeorm';
import { Field, Int, ObjectType } from 'type-graphql';
import { Decimal, LocalDate } from '../../platform/graphql/scalars';

/** A coded line of a bill, as the clinic and the case's attorney read it (no internal notes on it). */
@ObjectType('BillingLine', { description: 'A coded service of a bill raised by a signed treatment note' })
export class BillingLineView {
  @Field(() => Int) id: number;
  @Field(() => Int) lineNumber: number;
  @Field(() => LocalDate, { description: "Date of service, in the clinic's time zone" }) serviceDate: string;
  @Field(() => String) procedureCode: string;
  @Field(() => String, { description: "The clinic's own description of the service" }) description: string;
  @Field(() => [String]) modifiers: string[];
  @Field(() => Int) units: number;
  @Field(() => Decimal) unitFee: string;
  @Field(() => Decimal, { description: 'Unit fee × units' }) amount: string;
  @Field(() => [String], { description: 'ICD-10-CM codes this service treats, in pointer order' })
  diagnosisCodes: string[];
  @Field(() => String, { nullable: true }) providerName: string | null;

  /** Not a field: the bill it belongs to. */
  billingId: number;
}

/**
 * The lines of bills the caller already reads (found through the bill's scoped query), in one
 * statement for any number of bills, each bill's in line order; a free-text bill has none.
 */
export async function readBillLines(manager: EntityManager, billIds: readonly number[]): Promise<BillingLineView[][]> {
  const rows = (await manager.query(
    `SELECT l.id, l.billing_id AS "billingId", l.line_number AS "lineNumber", l.service_date AS "serviceDate",
            l.procedure_code AS "procedureCode", l.description, l.modifiers, l.units, l.unit_fee::text AS "unitFee",
            l.amount::text AS amount, l.diagnosis_codes AS "diagnosisCodes",
            nullif(trim(u.first_name || ' ' || u.last_name), '') AS "providerName"
       FROM billing_lines l LEFT JOIN users u ON u.id = l.provider_id
      WHERE l.billing_id = ANY($1)
      ORDER BY l.billing_id, l.line_number`,
    [[...billIds]],
  )) as BillingLineView[];
  const byBill = new Map<number, BillingLineView[]>();
  for (const row of rows) {
    const lines = byBill.get(row.billingId);
    if (lines) lines.push(row);
    else byBill.set(row.billingId, [row]);
  }
  return billIds.map((id) => byBill.get(id) ?? []);
}
