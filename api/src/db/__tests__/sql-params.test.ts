import { SqlParams } from '../sql-params';

describe('SqlParams', () => {
  it('numbers each added value in order', () => {
    const params = new SqlParams();
    expect([params.add('a'), params.add(2)]).toEqual(['$1', '$2']);
    expect(params.values).toEqual(['a', 2]);
  });
});
