import { loginPathReturningTo, safeReturnPath, withReturnTo } from './returnPath';

describe('safeReturnPath: where a sign-in may return to', () => {
  it.each([
    ['/cases/12', '/cases/12'],
    ['/cases/12?tab=messages#m-4', '/cases/12?tab=messages#m-4'],
    ['/admin?tab=users', '/admin?tab=users'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '//evil.example/cases/12',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    'https://evil.example/cases/12',
    'http:/evil.example',
    'javascript:alert(1)',
    'cases/12',
    '/\t/evil.example',
    '/\n/evil.example',
    '',
    `/${'a'.repeat(2048)}`,
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 12, ['/cases/12']]) expect(safeReturnPath(value)).toBeNull();
  });
});

describe('withReturnTo', () => {
  it('adds a safe path to the login dialog and to /superadmin, encoded', () => {
    expect(loginPathReturningTo('/cases/12?tab=bills')).toBe('/?login=true&returnTo=%2Fcases%2F12%3Ftab%3Dbills');
    expect(withReturnTo('/superadmin', '/admin?tab=users')).toBe('/superadmin?returnTo=%2Fadmin%3Ftab%3Dusers');
  });

  it('leaves the path alone when there is nothing safe to return to', () => {
    expect(loginPathReturningTo(null)).toBe('/?login=true');
    expect(loginPathReturningTo('//evil.example')).toBe('/?login=true');
  });
});
