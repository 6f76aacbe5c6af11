import { safeReturnPath } from '../return-path';

describe('safeReturnPath: where a sign-in may return to', () => {
  it.each([
    ['/cases/12', '/cases/12'],
    ['/cases/12?tab=messages#m-4', '/cases/12?tab=messages#m-4'],
    ['/admin?tab=users', '/admin?tab=users'],
    ['/patients/../cases/3', '/cases/3'],
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
    '/cases\u0000/12',
    '',
    `/${'a'.repeat(2048)}`,
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 12, ['/cases/12'], { path: '/cases/12' }])
      expect(safeReturnPath(value)).toBeNull();
  });
});
