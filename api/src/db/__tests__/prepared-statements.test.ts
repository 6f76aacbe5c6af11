import { Pool, type PoolClient } from 'pg';
import { testDatabaseUrl } from '../../test/harness';
import { PreparingClient, maxPreparedPerConnection } from '../prepared-statements';

/** The server's own list of statements prepared on this connection. */
const preparedOnServer = async (client: PoolClient) =>
  Number((await client.query(`SELECT count(*)::int AS n FROM pg_prepared_statements`)).rows[0].n);

let pool: Pool;
beforeAll(() => {
  pool = new Pool({ connectionString: testDatabaseUrl(), max: 1, Client: PreparingClient });
});
afterAll(() => pool.end());

/** A connection of the pool (typed as pg's), and how many statements it has prepared. */
async function withClient<T>(fn: (client: PoolClient, preparedCount: () => number) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    return await fn(client, () => (client as unknown as PreparingClient).preparedCount);
  } finally {
    client.release();
  }
}

describe('prepared statements', () => {
  it('prepares a statement with parameters once per connection and runs it by name after', async () => {
    await withClient(async (client) => {
      const before = await preparedOnServer(client);
      for (const n of [1, 2, 3])
        expect((await client.query(`SELECT $1::int * 2 AS twice`, [n])).rows).toEqual([{ twice: n * 2 }]);
      // Callback form, as TypeORM calls it.
      const viaCallback = await new Promise((resolve, reject) =>
        client.query(`SELECT $1::int * 2 AS twice`, [21], (error: Error | null, result: { rows: unknown[] }) =>
          error ? reject(error) : resolve(result.rows),
        ),
      );
      expect(viaCallback).toEqual([{ twice: 42 }]);
      expect(await preparedOnServer(client)).toBe(before + 1);
      const [{ statement }] = (
        await client.query(`SELECT statement FROM pg_prepared_statements WHERE statement LIKE '%* 2 AS twice'`)
      ).rows;
      expect(statement).toBe(`SELECT $1::int * 2 AS twice`);
    });
  });

  it('leaves statements without parameters to the simple protocol', async () => {
    await withClient(async (client) => {
      const before = await preparedOnServer(client);
      await client.query(`SELECT 1 AS one`);
      await client.query(`SELECT 2 AS two`, []);
      expect(await preparedOnServer(client)).toBe(before);
    });
  });

  it('keeps a failed statement from poisoning its name', async () => {
    await withClient(async (client) => {
      await expect(client.query(`SELECT 1 / $1::int AS q`, [0])).rejects.toThrow('division by zero');
      expect((await client.query(`SELECT 1 / $1::int AS q`, [1])).rows).toEqual([{ q: 1 }]);
      // A statement PostgreSQL refused to prepare is prepared again next time, not run by a missing name.
      for (let attempt = 0; attempt < 2; attempt += 1)
        await expect(client.query(`SELECT no_such_column FROM users WHERE id = $1`, ['x'])).rejects.toThrow(
          'column "no_such_column" does not exist',
        );
      expect((await client.query(`SELECT $1::text AS same`, ['ok'])).rows).toEqual([{ same: 'ok' }]);
    });
  });

  it('drops every statement once a connection holds too many, only when idle, and answers right throughout', async () => {
    await withClient(async (client, preparedCount) => {
      // Inside a transaction nothing is dropped, even past the limit.
      await client.query('BEGIN');
      for (let i = 0; i <= maxPreparedPerConnection + 5; i += 1)
        expect((await client.query(`SELECT $1::int + ${i} AS n`, [1])).rows).toEqual([{ n: i + 1 }]);
      expect(preparedCount()).toBeGreaterThan(maxPreparedPerConnection);
      await client.query('COMMIT');
      const held = await preparedOnServer(client);
      expect(held).toBeGreaterThan(maxPreparedPerConnection);

      // The next statement on the idle connection starts afresh, with a name of a new generation.
      expect((await client.query(`SELECT $1::int + 0 AS n`, [7])).rows).toEqual([{ n: 7 }]);
      expect(preparedCount()).toBe(1);
      expect(await preparedOnServer(client)).toBe(1);
      expect((await client.query(`SELECT $1::int + 5 AS n`, [7])).rows).toEqual([{ n: 12 }]);
    });
  });
});
