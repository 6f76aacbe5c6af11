import { Role } from '../../access/role';
import { signedInClient, type TestClient } from '../../../test/client';
import { createClinicWithUsers, createUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';

/**
 * REST bodies whose keys name the object machinery (`__proto__`, `constructor`, `prototype`, names
 * every object inherits) are refused by name with 400, as any unknown field is: never a 500 (a
 * `"__proto__": null` body used to crash the validator), never a changed prototype, nothing written.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Raw JSON, because JSON.stringify would not write an own `__proto__` key. */
const machineryBodies = (fields: Record<string, unknown>) => {
  const valid = JSON.stringify(fields).slice(1, -1);
  return [
    { field: '__proto__', body: `{${valid},"__proto__":{"polluted":true,"isAdmin":true}}` },
    { field: '__proto__', body: `{${valid},"__proto__":null}` },
    { field: 'constructor', body: `{${valid},"constructor":{"prototype":{"polluted":true}}}` },
    { field: 'prototype', body: `{${valid},"prototype":{"polluted":true}}` },
    { field: 'hasOwnProperty', body: `{${valid},"hasOwnProperty":1}` },
  ];
};

async function expectRefusedByName(client: TestClient, method: string, path: string, fields: Record<string, unknown>) {
  for (const { field, body } of machineryBodies(fields)) {
    const answer = await client.rest(method, path, body);
    expect({ body, answer }).toEqual({
      body,
      answer: {
        status: 400,
        body: {
          success: false,
          code: 'BAD_USER_INPUT',
          message: `property ${field} should not exist`,
          errors: [{ field, message: `property ${field} should not exist` }],
        },
      },
    });
  }
  expect(Object.prototype).not.toHaveProperty('polluted');
  expect(t.logs.filter((line) => line.includes('unexpected REST error'))).toEqual([]);
}

describe('REST bodies with __proto__, constructor or prototype keys', () => {
  it('POST /api/patients refuses each by name and adds no patient', async () => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const client = await signedInClient(t.url, staff.email);
    const patient = {
      firstName: 'Maria',
      lastName: 'Lopez',
      dateOfBirth: '1985-04-12',
      email: 'maria.lopez@example.com',
      phone: '(973) 555-0199',
    };
    await expectRefusedByName(client, 'POST', '/api/patients', patient);
    const patients = async () =>
      (await t.dataSource.query(`SELECT count(*)::int AS n FROM patients WHERE clinic_id = $1`, [clinic.id]))[0].n;
    expect(await patients()).toBe(0);
    expect((await client.rest('POST', '/api/patients', patient)).status).toBe(201);
    expect(await patients()).toBe(1);
  });

  it('PUT /superadmin/api/clinics/:id/billing refuses each by name and leaves the clinic as it was', async () => {
    const { clinic } = await createClinicWithUsers(t.dataSource);
    const operator = await signedInClient(t.url, (await createUser(t.dataSource, { role: Role.super_admin })).email);
    const clinicRow = async () => (await t.dataSource.query(`SELECT * FROM clinics WHERE id = $1`, [clinic.id]))[0];
    const before = await clinicRow();
    const manage = { name: 'Renamed Spine', subscriptionPlan: 'professional', billingStatus: 'active', isActive: true };
    await expectRefusedByName(operator, 'PUT', `/superadmin/api/clinics/${clinic.id}/billing`, manage);
    expect(await clinicRow()).toEqual(before);
    const changed = await operator.rest('PUT', `/superadmin/api/clinics/${clinic.id}/billing`, manage);
    expect(changed).toMatchObject({ status: 200, body: { data: { name: 'Renamed Spine' } } });
  });
});
