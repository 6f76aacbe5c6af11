/**
 * A second api process for cross-process tests: the real app on a random port against the test
 * database, with extra env from the parent. Prints "LISTENING <url>" once ready; exits on SIGTERM.
 */
import 'reflect-metadata';
import { startTestApp } from './harness';

async function main() {
  // What a cross-process test may set for the child: the event bus, the job queue, the mail server.
  const passed = Object.entries(process.env).filter(
    ([name]) => ['REDIS_URL', 'SMTP_URL', 'MAIL_FROM'].includes(name) || name.startsWith('JOBS_'),
  );
  const app = await startTestApp(Object.fromEntries(passed) as Record<string, string>);
  process.stdout.write(`LISTENING ${app.url}\n`);
  process.once('SIGTERM', () => {
    app.close().finally(() => process.exit(0));
  });
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack}\n`);
  process.exit(1);
});
