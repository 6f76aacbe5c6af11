/**
 * A second api process for cross-process tests: the real app on a random port against the test
 * database, with extra env from the parent. Prints "LISTENING <url>" once ready; exits on SIGTERM.
 */
import 'reflect-metadata';
import { startTestApp } from './harness';

async function main() {
  const app = await startTestApp(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {});
  process.stdout.write(`LISTENING ${app.url}\n`);
  process.once('SIGTERM', () => {
    app.close().finally(() => process.exit(0));
  });
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack}\n`);
  process.exit(1);
});
