import { spawn } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** What the local OpenID provider of the browser tests is called on the login dialog's button. */
export const testIdLabel = 'Test ID';

/** Accounts at the local provider: a demo user's email (verified), and one no Casebridge account has. */
export const testIdAccounts = {
  northsideStaff: {
    sub: 'e2e-northside-staff',
    email: 'staff@northside.demo',
    email_verified: true,
    password: 'test-id-password',
  },
  stranger: {
    sub: 'e2e-stranger',
    email: 'stranger@elsewhere.demo',
    email_verified: true,
    password: 'test-id-password',
  },
};

const clientId = 'casebridge-e2e';
const clientSecret = 'casebridge-e2e-secret';

/**
 * Starts the api's test OpenID provider (api/src/test/oidc-test-provider.mjs) for an app that will
 * serve at appUrl; answers the environment that configures the app's generic provider with it.
 */
export async function startOidcProvider(appUrl) {
  const child = spawn(process.execPath, [path.join(repoRoot, 'api/src/test/oidc-test-provider.mjs')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      OIDC_TEST_PROVIDER: JSON.stringify({
        accounts: Object.values(testIdAccounts),
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: [`${appUrl}/api/auth/oidc/oidc/callback`],
          },
        ],
      }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = [];
  child.stderr.on('data', (chunk) => log.push(chunk.toString()));
  const issuer = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the OpenID provider did not start:\n${log.join('')}`)), 30_000);
    child.stdout.on('data', (chunk) => {
      log.push(chunk.toString());
      const match = /LISTENING (\S+)/.exec(log.join(''));
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the OpenID provider exited with ${code}:\n${log.join('')}`));
    });
  });
  return {
    issuer,
    env: {
      OIDC_ISSUER_URL: issuer,
      OIDC_CLIENT_ID: clientId,
      OIDC_CLIENT_SECRET: clientSecret,
      OIDC_LABEL: testIdLabel,
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
