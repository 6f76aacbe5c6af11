import { Role } from '../../../../platform/access/role';
import { signedInClient, type TestClient } from '../../../../test/client';
import { createUser } from '../../../../test/factories';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { clinicWithUsage, planRow } from './clinic-admin-fixtures';

let t: TestApp;
let operator: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  operator = await signedInClient(t.url, (await createUser(t.dataSource, { role: Role.super_admin })).email);
  // Enough clinics, with usage, for several pages.
  for (let i = 0; i < 6; i += 1)
    await clinicWithUsage(t.dataSource, { plan: 'professional', users: 1, openCases: 1, documentBytes: [100] });
});
afterAll(() => t.close());

interface Card {
  id: number;
  clinic: { id: number; name: string; subscriptionPlan: string; monthlyRate: string };
  plan: { code: string; maxUsers: number | null; maxActiveCases: number | null; storageGb: number };
  usage: { users: number; activeCases: number; storageBytes: number };
}
interface Connection {
  nodes: Card[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  totalCount: number;
}

const listQuery = `query($first: Int, $after: String) {
  adminClinics(first: $first, after: $after) {
    nodes { id clinic { id name subscriptionPlan monthlyRate } plan { code maxUsers maxActiveCases storageGb } usage { users activeCases storageBytes } }
    pageInfo { endCursor hasNextPage }
    totalCount
  }
}`;

async function page(first: number, after?: string | null): Promise<Connection> {
  const result = await operator.gql<{ adminClinics: Connection }>(listQuery, { first, after });
  expect(result.errors).toBeUndefined();
  return result.data!.adminClinics;
}

/** Every clinic, page by page (other test files add clinics meanwhile, so the whole list is walked). */
async function everyCard(): Promise<Card[]> {
  const cards: Card[] = [];
  let after: string | null = null;
  for (;;) {
    const next = await page(100, after);
    cards.push(...next.nodes);
    if (!next.pageInfo.hasNextPage) return cards;
    after = next.pageInfo.endCursor;
  }
}

describe('adminClinics', () => {
  it("counts each clinic's active users, open cases and document bytes, next to its plan's limits", async () => {
    const starter = await clinicWithUsage(t.dataSource, {
      plan: 'starter',
      users: 2,
      openCases: 3,
      documentBytes: [1_000, 2_500, 1_048_576],
    });
    const enterprise = await clinicWithUsage(t.dataSource, {
      plan: 'enterprise',
      users: 1,
      openCases: 0,
      documentBytes: [],
    });
    const starterPlan = await planRow(t.dataSource, 'starter');

    const cards = await everyCard();
    const starterCard = cards.find((card) => card.id === starter.id);
    expect(starterCard).toEqual({
      id: starter.id,
      clinic: { id: starter.id, name: starter.name, subscriptionPlan: 'starter', monthlyRate: expect.any(String) },
      plan: {
        code: 'starter',
        maxUsers: starterPlan.max_users,
        maxActiveCases: starterPlan.max_active_cases,
        storageGb: starterPlan.storage_gb,
      },
      // The deactivated user and the closed case do not count.
      usage: { users: 2, activeCases: 3, storageBytes: 1_052_076 },
    });
    expect(cards.find((card) => card.id === enterprise.id)).toMatchObject({
      plan: { code: 'enterprise', maxUsers: null, maxActiveCases: null },
      usage: { users: 1, activeCases: 0, storageBytes: 0 },
    });
  });

  it('pages by name with a cursor (no clinic twice), and counts every clinic', async () => {
    const [{ count }] = (await t.dataSource.query(`SELECT count(*)::int AS count FROM clinics`)) as { count: number }[];
    const first = await page(2);
    expect(first.nodes).toHaveLength(2);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await page(2, first.pageInfo.endCursor);
    expect(second.nodes).toHaveLength(2);
    const ids = [...first.nodes, ...second.nodes].map((card) => card.id);
    expect(new Set(ids).size).toBe(4);
    // In PostgreSQL's own order (its collation decides), as the cursor carries it.
    const [{ sorted }] = (await t.dataSource.query(
      `SELECT array_agg(id ORDER BY name, id) AS sorted FROM clinics WHERE id = ANY($1)`,
      [ids],
    )) as { sorted: number[] }[];
    expect(ids).toEqual(sorted);
    expect(first.totalCount).toBeGreaterThanOrEqual(count);
  });

  it('costs the same number of statements for a page of 1 and a page of 40', async () => {
    // The counter sees every statement of the app, and a background one (a session's touch) can land
    // inside a measurement; it only ever adds, so the least of three reads is the page's own cost.
    const cost = async (first: number) => {
      const counts: number[] = [];
      for (let i = 0; i < 3; i++) {
        const before = t.statements.count;
        await page(first);
        counts.push(t.statements.count - before);
      }
      return Math.min(...counts);
    };
    await cost(1);
    expect((await page(40)).nodes.length).toBeGreaterThan(5);
    expect(await cost(40)).toBe(await cost(1));
  });

  it('answers the same cards on GET /superadmin/api/clinics, with monthlyBilling as the spec names it', async () => {
    const clinic = await clinicWithUsage(t.dataSource, {
      plan: 'professional',
      users: 3,
      openCases: 1,
      documentBytes: [10],
    });
    const response = await operator.rest<{ success: boolean; data: Record<string, unknown>[] }>(
      'GET',
      '/superadmin/api/clinics',
    );
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    const card = response.body.data.find((row) => row.id === clinic.id);
    expect(card).toMatchObject({
      id: clinic.id,
      name: clinic.name,
      subscriptionPlan: 'professional',
      monthlyRate: '349.00',
      monthlyBilling: '349.00',
      plan: { code: 'professional', name: 'Professional', maxUsers: 10, maxActiveCases: 200, storageGb: 50 },
      usage: { users: 3, activeCases: 1, storageBytes: 10 },
    });
    expect(card).not.toHaveProperty('passwordHash');
  });
});
