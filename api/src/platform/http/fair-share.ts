import type { NextFunction, Request, Response } from 'express';
import { TooManyRequestsError } from '../errors';

/**
 * How many requests one signed-in user, and one clinic, may have running at once in this process.
 * The database pool is shared by every tenant: without a cap, one user sending many expensive
 * requests at once holds every connection and other clinics' requests time out waiting for one.
 */
export interface FairShareLimits {
  perUser: number;
  perClinic: number;
  /** How long a request over its share waits for a turn before it is refused with 429. */
  maxWaitMs: number;
}

export const fairShareRefusal = 'Too many requests at once from this account; try again in a moment';

interface Waiter {
  keys: string[];
  turns: number;
  admit: () => void;
}

/** A turn being used: which request holds it (method and path, or the GraphQL operation) and since when. */
interface Turn {
  keys: string[];
  turns: number;
  label: string;
  since: number;
}

/** What a refusal is logged with: the requests that held every turn for the whole wait. */
export interface FairShareRefusal {
  userId: string;
  clinicId: number | null;
  label: string;
  running: { label: string; turns: number; ageMs: number }[];
  waiting: number;
}

/**
 * Counts the turns of running requests per key (user, clinic) and admits a request only while its
 * turns fit under every one of its keys' caps; the others wait in arrival order, each for at most
 * `maxWaitMs`. A request takes one turn, or more when it costs more (an expensive GraphQL operation),
 * never more than a cap: at the cap it runs alone for that key.
 */
export class FairShare {
  private readonly running = new Map<string, number>();
  private readonly turns = new Set<Turn>();
  private readonly waiting: Waiter[] = [];

  constructor(private readonly limits: FairShareLimits) {}

  /** Resolves with a release function once admitted, or with null when the wait ran out. */
  acquire(userId: string, clinicId: number | null, label = '', turns = 1): Promise<(() => void) | null> {
    const keys = [`user:${userId}`, ...(clinicId === null ? [] : [`clinic:${clinicId}`])];
    // At most the smallest share of its keys: a request that costs more runs alone there.
    const wanted = Math.min(Math.max(1, Math.floor(turns)), ...keys.map((key) => this.capOf(key)));
    if (this.fits(keys, wanted)) return Promise.resolve(this.take(keys, wanted, label));
    return new Promise((resolve) => {
      const waiter: Waiter = {
        keys,
        turns: wanted,
        admit: () => {
          clearTimeout(timer);
          resolve(this.take(keys, wanted, label));
        },
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        resolve(null);
      }, this.limits.maxWaitMs);
      timer.unref();
      this.waiting.push(waiter);
    });
  }

  /** Turns taken now for a key (tests and health). */
  runningFor(key: string): number {
    return this.running.get(key) ?? 0;
  }

  /** The requests holding a key's turns now, oldest first, and how many requests wait in all. */
  heldFor(key: string, now = Date.now()): Pick<FairShareRefusal, 'running' | 'waiting'> {
    const running = [...this.turns]
      .filter((turn) => turn.keys.includes(key))
      .sort((a, b) => a.since - b.since)
      .map((turn) => ({ label: turn.label, turns: turn.turns, ageMs: now - turn.since }));
    return { running, waiting: this.waiting.length };
  }

  private capOf(key: string): number {
    return key.startsWith('user:') ? this.limits.perUser : this.limits.perClinic;
  }

  private fits(keys: string[], turns: number): boolean {
    return keys.every((key) => (this.running.get(key) ?? 0) + turns <= this.capOf(key));
  }

  private take(keys: string[], turns: number, label: string): () => void {
    for (const key of keys) this.running.set(key, (this.running.get(key) ?? 0) + turns);
    const turn: Turn = { keys, turns, label, since: Date.now() };
    this.turns.add(turn);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.turns.delete(turn);
      for (const key of keys) {
        const left = (this.running.get(key) ?? 0) - turns;
        if (left > 0) this.running.set(key, left);
        else this.running.delete(key);
      }
      this.admitWaiting();
    };
  }

  private admitWaiting(): void {
    for (let index = 0; index < this.waiting.length;) {
      const waiter = this.waiting[index];
      if (this.fits(waiter.keys, waiter.turns)) {
        this.waiting.splice(index, 1);
        waiter.admit();
      } else index += 1;
    }
  }
}

/**
 * Express middleware after `authenticate`: signed-in requests take a turn of their user's and
 * clinic's share for as long as the response is open. Signed-out requests are not counted here
 * (sign-in and public forms have their own rate limits).
 */
export function fairShareMiddleware(
  fairShare: FairShare,
  transport: 'graphql' | 'rest',
  onRefused: (refusal: FairShareRefusal) => void = () => {},
  turnsOf: (req: Request) => number = () => 1,
) {
  return (req: Request, res: Response, next: NextFunction) => {
    const scope = req.auth?.scope;
    if (!scope) {
      next();
      return;
    }
    const label = requestLabel(req, transport);
    // A client that leaves while its request waits, or had left before it got here (its 'close' was
    // then emitted already and is never heard): the request is not run, and a turn it is given is
    // handed back at once. Else the turn would wait for a 'close' or 'finish' that never comes, and be
    // lost for good (the full bench run's 429s: autocannon closes its connections mid-request).
    let clientLeft = req.socket?.destroyed === true;
    const leftWhileWaiting = () => (clientLeft = true);
    res.once('close', leftWhileWaiting);
    void fairShare.acquire(scope.userId, scope.clinicId, label, turnsOf(req)).then((release) => {
      res.off('close', leftWhileWaiting);
      if (clientLeft || req.socket?.destroyed === true) {
        release?.();
        return;
      }
      if (!release) {
        onRefused({
          userId: scope.userId,
          clinicId: scope.clinicId,
          label,
          ...fairShare.heldFor(`user:${scope.userId}`),
        });
        refuse(res, next, transport);
        return;
      }
      res.once('close', release);
      res.once('finish', release);
      next();
    });
  };
}

/**
 * What a request is called in the refusal's log line: the GraphQL operation's name, or the REST
 * method and path. Never the query string or the variables, which can hold search terms and names.
 */
function requestLabel(req: Request, transport: 'graphql' | 'rest'): string {
  if (transport === 'rest') return `${req.method} ${req.baseUrl}${req.path}`.slice(0, 120);
  const operation = (req.body as { operationName?: unknown } | undefined)?.operationName;
  return `graphql ${typeof operation === 'string' ? operation.slice(0, 80) : '(unnamed)'}`;
}

function refuse(res: Response, next: NextFunction, transport: 'graphql' | 'rest'): void {
  if (transport === 'rest') {
    next(new TooManyRequestsError(fairShareRefusal, 1));
    return;
  }
  res
    .status(429)
    .set('Retry-After', '1')
    .json({ errors: [{ message: fairShareRefusal, extensions: { code: 'TOO_MANY_REQUESTS' } }] });
}
