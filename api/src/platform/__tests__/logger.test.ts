import { createLogger } from '../logger';

/** What one logged error becomes on its line. */
function loggedError(error: Error): Record<string, unknown> {
  const lines: string[] = [];
  createLogger('debug', (line) => lines.push(line)).error('failed', { error });
  return (JSON.parse(lines[0]) as { error: Record<string, unknown> }).error;
}

const postgresError = (message: string, code: string, detail: string) =>
  Object.assign(new Error(message), { name: 'QueryFailedError', code, detail });

test('an error is logged with its name, message and stack', () => {
  const logged = loggedError(new TypeError('bad input'));
  expect(logged).toEqual({ name: 'TypeError', message: 'bad input', stack: expect.stringContaining('bad input') });
});

test("a deadlock is logged with PostgreSQL's code and its wait graph", () => {
  const detail = 'Process 1 waits for ShareLock on transaction 9; blocked by process 2.';
  const logged = loggedError(postgresError('deadlock detected', '40P01', detail));
  expect(logged).toMatchObject({ name: 'QueryFailedError', code: '40P01', detail });
});

test("other database errors keep their code but not their detail, which can quote a row's values", () => {
  const logged = loggedError(
    postgresError('duplicate key value', '23505', 'Key (email)=(pat@example.com) already exists.'),
  );
  expect(logged).toMatchObject({ code: '23505' });
  expect(JSON.stringify(logged)).not.toContain('pat@example.com');
});
