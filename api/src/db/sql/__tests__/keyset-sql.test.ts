import { SqlParams } from '../../sql-params';
import { SortDirection, encodeCursor } from '../../../platform/graphql/connection';
import { keysetSql } from '../keyset';

const newestFirst = { expr: 'c.created_at', cast: 'timestamptz' } as const;

describe('keysetSql', () => {
  it('writes the page size into the SQL, so a generic plan knows how small the page is (decision 79)', () => {
    const params = new SqlParams();
    const page = keysetSql(params, 'c', newestFirst, SortDirection.desc, 50, null);
    expect(page.orderAndLimit).toBe('ORDER BY c.created_at DESC, c.id DESC LIMIT 51');
    expect(page.after).toBeNull();
    expect(params.values).toEqual([]);
  });

  it('takes the cursor as parameters, in the page order', () => {
    const params = new SqlParams();
    params.add(7);
    const cursor = encodeCursor(['2026-01-02 03:04:05+00', 12]);
    const page = keysetSql(params, 'c', newestFirst, SortDirection.asc, 500, cursor);
    expect(page.after).toBe('(c.created_at, c.id) > (CAST($2 AS timestamptz), $3)');
    expect(page.orderAndLimit).toMatch(/^ORDER BY c\.created_at ASC, c\.id ASC LIMIT \d+$/);
    expect(params.values).toEqual([7, '2026-01-02 03:04:05+00', 12]);
  });
});
