import { benchUsers } from './dataset';
import { BenchFailure } from './failure';
import { loadPhase, median, send } from './measure';
import { signIn } from './sign-in';
import type { HttpRequest } from './queries';
import type { LoadWorker, ServerProcess } from './processes';

/** Issue 29's target: another clinic's Q1 p99 under attack within this factor of its quiet value. */
export const fairnessTarget = 2;

/**
 * The most expensive cases query the query limits accept (the same shape the fair-share test floods
 * with): the largest page, sorted by patient name, searched, with each case's patient, attorney and
 * latest 20 messages.
 */
export const worstAcceptedQuery = `query Worst($n: Int!) {
  cases(first: $n, sortBy: patientName, filter: { search: "a" }) {
    totalCount totalInScope
    nodes { id caseNumber status caseType patient { id firstName lastName email } attorney { id firstName }
            messages(first: 20) { id content senderName } }
  }
}`;

export interface FairnessResult {
  /** Victim's Q1 at a fixed rate, p99 per round, alone and while the attacker floods. */
  quietP99Ms: number;
  attackedP99Ms: number;
  quietP50Ms: number;
  attackedP50Ms: number;
  ratio: number;
  target: number;
  ok: boolean;
  rate: number;
  victimFailures: number;
  /** The attacker's answers: served, and refused (the fair share's 429s, or other failures). */
  attackerServed: number;
  attackerRefused: number;
  attackerConnections: number;
}

/**
 * Fairness under attack (issue 29): our api with its production fair share (a third of the pool per
 * user, the pool less three per clinic; the other phases lift it, decision 80). The victim, the bench
 * clinic's staff, asks Q1 at a fixed rate; then the same again while a user of another clinic sends
 * the worst accepted query as fast as `attackerConnections` connections allow. Rounds alternate quiet
 * and attacked so a change in the machine weighs on both.
 */
export async function measureFairness(options: {
  server: ServerProcess;
  victimRequest: (cookie: string) => HttpRequest;
  victimWorker: LoadWorker;
  attackWorker: LoadWorker;
  rate: number;
  rounds: number;
  durationSeconds: number;
  connections: number;
}): Promise<FairnessResult> {
  const { server, victimWorker, attackWorker, rate, rounds, durationSeconds, connections } = options;
  const victim = options.victimRequest(await signIn(server, benchUsers.staff.email));
  const attackerCookie = await signIn(server, benchUsers.attacker.email);
  const attack: HttpRequest = {
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', cookie: attackerCookie },
    body: JSON.stringify({ query: worstAcceptedQuery, variables: { n: 100 } }),
    graphql: true,
  };
  const probe = await send(server.url, attack);
  if (probe.status !== 200 || (probe.body as { errors?: unknown }).errors)
    throw new BenchFailure(`the attacker's query was not accepted: ${JSON.stringify(probe.body).slice(0, 300)}`);

  const attackerConnections = connections * 3;
  const victimPhase = () =>
    loadPhase(victimWorker, server, victim, { connections, durationSeconds, overallRate: rate });
  await victimPhase(); // warm-up, not recorded
  const quiet: { p50Ms: number; p99Ms: number }[] = [];
  const attacked: { p50Ms: number; p99Ms: number }[] = [];
  let victimFailures = 0;
  let attackerServed = 0;
  let attackerRefused = 0;
  for (let round = 0; round < rounds; round += 1) {
    const alone = await victimPhase();
    quiet.push(alone);
    victimFailures += alone.failures;
    // The flood starts first and outlasts the victim's phase by a second at each end.
    const flood = loadPhase(attackWorker, server, attack, {
      connections: attackerConnections,
      durationSeconds: durationSeconds + 2,
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const under = await victimPhase();
    attacked.push(under);
    victimFailures += under.failures;
    const flooded = await flood;
    attackerServed += flooded.requests - flooded.failures;
    attackerRefused += flooded.failures;
  }
  const quietP99Ms = median(quiet.map((r) => r.p99Ms));
  const attackedP99Ms = median(attacked.map((r) => r.p99Ms));
  const ratio = attackedP99Ms / quietP99Ms;
  return {
    quietP99Ms,
    attackedP99Ms,
    quietP50Ms: median(quiet.map((r) => r.p50Ms)),
    attackedP50Ms: median(attacked.map((r) => r.p50Ms)),
    ratio,
    target: fairnessTarget,
    ok: ratio <= fairnessTarget && victimFailures === 0,
    rate,
    victimFailures,
    attackerServed,
    attackerRefused,
    attackerConnections,
  };
}
