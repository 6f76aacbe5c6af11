import { SqlParams } from '../sql-params';

describe('SqlParams', () => {
  it('numbers each added value in order', () => {
    const params = new SqlParams();
    expect([params.add('a'), params.add(2)]).toEqual(['$1', '$2']);
    expect(params.values).toEqual(['a', 2]);
  });

  it('turns the named parameters of a policy condition into positional ones after those already added', () => {
    const params = new SqlParams();
    params.add('first');
    const sql = params.named('c.clinic_id = :scopeClinicId AND c.attorney_id = :attorneyId', {
      scopeClinicId: 7,
      attorneyId: 9,
    });
    expect(sql).toBe('c.clinic_id = $2 AND c.attorney_id = $3');
    expect(params.values).toEqual(['first', 7, 9]);
  });

  it('leaves casts, names it was not given and inherited property names alone', () => {
    const params = new SqlParams();
    const sql = params.named('x::text = :given AND y = :missing AND z = :constructor AND w = a:given', { given: 1 });
    expect(sql).toBe('x::text = $1 AND y = :missing AND z = :constructor AND w = a:given');
    expect(params.values).toEqual([1]);
  });
});
