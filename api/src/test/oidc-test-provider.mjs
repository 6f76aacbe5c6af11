/**
 * A real OpenID Provider on loopback for the external sign-in tests (api and browser): node-oidc-provider
 * (ESM-only, hence this separate .mjs process) with a minimal login page of its own and automatic
 * consent. Nothing on its pages loads from elsewhere.
 *
 * Started as `node oidc-test-provider.mjs` with OIDC_TEST_PROVIDER set to JSON:
 *   { port?: number, accounts: [{ sub, email, email_verified, password }],
 *     clients: [{ client_id, client_secret, redirect_uris, token_endpoint_auth_method? }] }
 * Prints `LISTENING <issuer>` once it serves. Test-only control endpoints (this is a test tool):
 *   POST /__test/accounts        JSON account: adds or replaces an account
 *   POST /__test/next-id-token   JSON { id_token }: the next token response carries this ID token
 *                                instead of its own (to prove the relying party checks what it gets)
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import Provider from 'oidc-provider';

const options = JSON.parse(process.env.OIDC_TEST_PROVIDER ?? '{}');
const accounts = new Map((options.accounts ?? []).map((account) => [account.sub, account]));
let nextIdToken = null;

const escapeHtml = (value) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

function readBody(req) {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      body += chunk;
      if (body.length > 64 * 1024) reject(new Error('body too large'));
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

function page(res, status, title, body) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
      `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
  );
}

function loginPage(res, uid, clientId, error) {
  page(
    res,
    error ? 400 : 200,
    'Sign in to Test ID',
    `<p>${escapeHtml(clientId)} asks who you are.</p>` +
      (error ? `<p role="alert">${escapeHtml(error)}</p>` : '') +
      `<form method="post" action="/interaction/${escapeHtml(uid)}/login">` +
      `<p><label for="email">Email</label> <input id="email" name="email" type="email" autocomplete="username" required></p>` +
      `<p><label for="password">Password</label> <input id="password" name="password" type="password" required></p>` +
      `<p><button type="submit">Sign in</button></p></form>` +
      `<p><a href="/interaction/${escapeHtml(uid)}/abort">Cancel</a></p>`,
  );
}

const server = http.createServer((req, res) => {
  handle(req, res).catch((error) => {
    if (!res.headersSent) page(res, 500, 'Test provider error', `<pre>${escapeHtml(error.stack ?? error)}</pre>`);
    else res.destroy();
  });
});
await new Promise((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const provider = new Provider(issuer, {
  clients: options.clients ?? [],
  async findAccount(_ctx, sub) {
    const account = accounts.get(sub);
    if (!account) return undefined;
    return {
      accountId: sub,
      async claims() {
        return { sub, email: account.email, email_verified: account.email_verified };
      },
    };
  },
  claims: { openid: ['sub'], email: ['email', 'email_verified'] },
  // Like Google and Apple: the email claims travel in the ID token, not only through userinfo.
  conformIdTokenClaims: false,
  jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' }] },
  cookies: { keys: [randomBytes(32).toString('base64url')] },
  features: { devInteractions: { enabled: false } },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  pkce: { required: () => true },
  responseTypes: ['code'],
});
provider.on('server_error', (_ctx, error) => console.error('provider server_error', error));

// The test hook: swap the ID token of the next token response.
provider.use(async (ctx, next) => {
  await next();
  if (ctx.method === 'POST' && ctx.path === '/token' && nextIdToken && ctx.body && ctx.body.id_token) {
    ctx.body = { ...ctx.body, id_token: nextIdToken };
    nextIdToken = null;
  }
});
const providerCallback = provider.callback();

async function interaction(req, res, uid, action) {
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== uid) return page(res, 400, 'Wrong interaction', '');
  const { prompt, params, session, grantId } = details;

  if (action === 'abort') {
    return provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'End-User aborted interaction' },
      { mergeWithLastSubmission: false },
    );
  }
  if (action === 'login' && req.method === 'POST') {
    const form = new URLSearchParams(await readBody(req));
    const email = (form.get('email') ?? '').trim().toLowerCase();
    const account = [...accounts.values()].find((a) => a.email.toLowerCase() === email);
    if (!account || account.password !== form.get('password'))
      return loginPage(res, uid, params.client_id, 'Wrong email or password.');
    return provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.sub } },
      { mergeWithLastSubmission: false },
    );
  }
  if (prompt.name === 'login') return loginPage(res, uid, params.client_id);
  if (prompt.name === 'consent') {
    // Consent is given at once: the tests are about the relying party, not this screen.
    const grant = grantId
      ? await provider.Grant.find(grantId)
      : new provider.Grant({ accountId: session.accountId, clientId: params.client_id });
    if (prompt.details.missingOIDCScope) grant.addOIDCScope(prompt.details.missingOIDCScope.join(' '));
    if (prompt.details.missingOIDCClaims) grant.addOIDCClaims(prompt.details.missingOIDCClaims);
    return provider.interactionFinished(
      req,
      res,
      { consent: { grantId: await grant.save() } },
      { mergeWithLastSubmission: true },
    );
  }
  return page(res, 501, `Prompt ${prompt.name} is not implemented`, '');
}

async function handle(req, res) {
  const { pathname } = new URL(req.url, issuer);
  const match = /^\/interaction\/([\w-]+)(?:\/(login|abort))?$/.exec(pathname);
  if (match) return interaction(req, res, match[1], match[2]);
  if (req.method === 'POST' && pathname === '/__test/accounts') {
    const account = JSON.parse(await readBody(req));
    accounts.set(account.sub, account);
    res.writeHead(204).end();
    return;
  }
  if (req.method === 'POST' && pathname === '/__test/next-id-token') {
    nextIdToken = JSON.parse(await readBody(req)).id_token ?? null;
    res.writeHead(204).end();
    return;
  }
  return providerCallback(req, res);
}

const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
console.log(`LISTENING ${issuer}`);
