import { queryBuilderCondition, SqlParams } from '../../../db/sql-params';
import { hiddenFieldsOf } from '../../../platform/access/field-access';
import { Role } from '../../../platform/access/role';
import type { Scope } from '../../../platform/access/scope';
import {
  createAttorneyUser,
  createBillingEntry,
  createCase,
  createClinicWithUsers,
  createUser,
} from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { caseFactsForWrite } from '../case-facts';
import { caseOwnedScopeSql, caseScopeSql, caseVisibleTo, patientScopeSql } from '../case-access.policy';
import { CaseRecord } from '../case.entity';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const sorted = (ids: number[]) => [...ids].sort((x, y) => x - y);

describe('the one case-access rule', () => {
  it('agrees in SQL (cases, case-owned records, patients, query builder) and in memory, and scopes the write facts', async () => {
    const a = await createClinicWithUsers(t.dataSource);
    const b = await createClinicWithUsers(t.dataSource);
    const x = await createAttorneyUser(t.dataSource);
    const y = await createAttorneyUser(t.dataSource);
    const cases = [
      await createCase(t.dataSource, { clinicId: a.clinic.id, attorneyId: x.attorney.id }),
      await createCase(t.dataSource, { clinicId: a.clinic.id, attorneyId: null }),
      await createCase(t.dataSource, { clinicId: b.clinic.id, attorneyId: x.attorney.id }),
      await createCase(t.dataSource, { clinicId: b.clinic.id, attorneyId: y.attorney.id }),
    ];
    const caseIds = cases.map((record) => record.id);
    for (const record of cases)
      await createBillingEntry(t.dataSource, { clinicId: record.clinic_id, caseId: record.id });
    const operator = await createUser(t.dataSource, { role: Role.super_admin });
    const base = { displayName: 'x', sessionId: 'x', request: { requestId: 'x', ip: null, userAgent: null } };
    const scopes: Scope[] = [
      { ...base, userId: a.staff.id, role: Role.clinic_staff, clinicId: a.clinic.id, attorneyId: null },
      { ...base, userId: b.admin.id, role: Role.clinic_admin, clinicId: b.clinic.id, attorneyId: null },
      { ...base, userId: x.user.id, role: Role.attorney, clinicId: null, attorneyId: x.attorney.id },
      { ...base, userId: y.user.id, role: Role.attorney, clinicId: null, attorneyId: y.attorney.id },
      { ...base, userId: 'unlinked', role: Role.attorney, clinicId: null, attorneyId: null },
      { ...base, userId: 'no-clinic', role: Role.clinic_staff, clinicId: null, attorneyId: null },
      { ...base, userId: operator.id, role: Role.super_admin, clinicId: null, attorneyId: null },
    ];

    for (const scope of scopes) {
      const expectedCases = cases
        .filter((record) => caseVisibleTo(scope, { clinicId: record.clinic_id, caseAttorneyId: record.attorney_id }))
        .map((record) => record.id);

      const params = new SqlParams();
      const caseSql = caseScopeSql(scope, params, 'c');
      const byCaseSql = (await t.dataSource.query(
        `SELECT c.id FROM cases c WHERE c.id = ANY(${params.add(caseIds)}) AND ${caseSql}`,
        params.values,
      )) as { id: number }[];
      expect(sorted(byCaseSql.map((row) => row.id))).toEqual(sorted(expectedCases));

      const condition = queryBuilderCondition((builder) => caseScopeSql(scope, builder, 'c'));
      const byBuilder = await t.dataSource
        .getRepository(CaseRecord)
        .createQueryBuilder('c')
        .where(condition.sql, condition.params)
        .andWhere('c.id IN (:...caseIds)', { caseIds })
        .getMany();
      expect(sorted(byBuilder.map((record) => record.id))).toEqual(sorted(expectedCases));

      const billParams = new SqlParams();
      const bills = (await t.dataSource.query(
        `SELECT b.case_id AS "caseId", b.clinic_id AS "clinicId", c.attorney_id AS "caseAttorneyId"
           FROM billing b JOIN cases c ON c.id = b.case_id
          WHERE b.case_id = ANY(${billParams.add(caseIds)}) AND ${caseOwnedScopeSql(scope, billParams, 'b', 'c')}`,
        billParams.values,
      )) as { caseId: number; clinicId: number; caseAttorneyId: number | null }[];
      expect(sorted(bills.map((bill) => bill.caseId))).toEqual(sorted(expectedCases));

      const patientParams = new SqlParams();
      const patients = (await t.dataSource.query(
        `SELECT p.id FROM patients p WHERE p.id = ANY(${patientParams.add(cases.map((record) => record.patient_id))})
            AND ${patientScopeSql(scope, patientParams, 'p')}`,
        patientParams.values,
      )) as { id: number }[];
      const expectedPatients =
        scope.role === Role.attorney
          ? cases.filter((record) => expectedCases.includes(record.id)).map((record) => record.patient_id)
          : cases
              .filter((record) => caseVisibleTo(scope, { clinicId: record.clinic_id, caseAttorneyId: null }))
              .map((record) => record.patient_id);
      expect(sorted(patients.map((row) => row.id))).toEqual(sorted(expectedPatients));

      for (const record of cases) {
        const facts = await caseFactsForWrite(t.dataSource.manager, scope, record.id);
        if (expectedCases.includes(record.id)) {
          expect(facts).toMatchObject({
            caseId: record.id,
            caseNumber: record.case_number,
            clinicId: record.clinic_id,
            caseAttorneyId: record.attorney_id,
            patientId: record.patient_id,
            ledgerClosedAt: null,
          });
        } else {
          expect(facts).toBeNull();
        }
      }
    }
  });

  it("derives the fields an attorney may not read (a case's history leaves them out) from the field rules", () => {
    const base = { displayName: 'x', sessionId: 'x', request: { requestId: 'x', ip: null, userAgent: null } };
    const attorney: Scope = { ...base, userId: 'a', role: Role.attorney, clinicId: null, attorneyId: 1 };
    const staff: Scope = { ...base, userId: 's', role: Role.clinic_staff, clinicId: 1, attorneyId: null };
    expect(hiddenFieldsOf(CaseRecord, attorney)).toEqual(['notes']);
    expect(hiddenFieldsOf(CaseRecord, staff)).toEqual([]);
  });
});
