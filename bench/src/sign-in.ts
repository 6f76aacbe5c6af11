import { benchPassword, benchUsers } from './dataset';
import { BenchFailure } from './failure';
import { send } from './measure';
import type { ServerProcess } from './processes';

/** Signs in to our api through its real login mutation (a session row per login) and returns the session cookie. */
export async function signIn(server: ServerProcess, email: string = benchUsers.staff.email): Promise<string> {
  const answer = await send(server.url, {
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation Login($input: LoginInput!) { login(input: $input) { id } }',
      variables: { input: { email, password: benchPassword, loginType: 'provider' } },
    }),
    graphql: true,
  });
  const cookie = answer.headers.get('set-cookie')?.split(';')[0];
  if (answer.status !== 200 || !cookie)
    throw new BenchFailure(`sign-in to our api as ${email} failed: ${JSON.stringify(answer.body)}`);
  return cookie;
}
