import { RecentSessions } from '../recent-sessions';

const row = (userId: string) => ({ user_id: userId });

describe('RecentSessions', () => {
  it('answers an entry for its lifetime only', () => {
    let now = 1_000;
    const recent = new RecentSessions<{ user_id: string }>(2_000, 10, () => now);
    recent.remember('s1', row('u1'));
    now += 1_999;
    expect(recent.get('s1')).toEqual(row('u1'));
    now += 1;
    expect(recent.get('s1')).toBeUndefined();
    expect(recent.size).toBe(0);
  });

  it('forgets sessions by id and every session of a user', () => {
    const recent = new RecentSessions<{ user_id: string }>(2_000, 10);
    recent.remember('s1', row('u1'));
    recent.remember('s2', row('u1'));
    recent.remember('s3', row('u2'));
    recent.remember('s4', row('u3'));
    recent.forget({ sessionIds: ['s3'] });
    expect(recent.get('s3')).toBeUndefined();
    recent.forget({ userId: 'u1' });
    expect([recent.get('s1'), recent.get('s2'), recent.get('s4')]).toEqual([undefined, undefined, row('u3')]);
    recent.clear();
    expect(recent.get('s4')).toBeUndefined();
  });

  it('holds at most maxEntries, dropping the oldest', () => {
    const recent = new RecentSessions<{ user_id: string }>(2_000, 3);
    for (const id of ['a', 'b', 'c']) recent.remember(id, row(id));
    recent.remember('a', row('a')); // renewed: now the newest
    recent.remember('d', row('d'));
    expect(recent.size).toBe(3);
    expect(['a', 'b', 'c', 'd'].map((id) => recent.get(id) !== undefined)).toEqual([true, false, true, true]);
  });
});
