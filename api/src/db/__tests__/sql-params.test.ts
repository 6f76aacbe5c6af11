import { queryBuilderCondition, SqlParams } from '../sql-params';

describe('SqlParams', () => {
  it('numbers each added value in order', () => {
    const params = new SqlParams();
    expect([params.add('a'), params.add(2)]).toEqual(['$1', '$2']);
    expect(params.values).toEqual(['a', 2]);
  });
});

describe('queryBuilderCondition', () => {
  it("renames a condition's $n for TypeORM's query builder, $10 and $1 apart", () => {
    const condition = queryBuilderCondition((params) =>
      Array.from({ length: 10 }, (_, index) => `x${index} = ${params.add(index)}`).join(' AND '),
    );
    expect(condition.sql).toBe(
      'x0 = :sqlParam1 AND x1 = :sqlParam2 AND x2 = :sqlParam3 AND x3 = :sqlParam4 AND x4 = :sqlParam5 AND x5 = :sqlParam6 AND x6 = :sqlParam7 AND x7 = :sqlParam8 AND x8 = :sqlParam9 AND x9 = :sqlParam10',
    );
    expect(condition.params).toEqual(Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`sqlParam${i + 1}`, i])));
  });
});
