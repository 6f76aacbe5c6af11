import { parse as parseCookie } from 'cookie';
import { testPassword } from '../../test/client';
import { base32Decode, totpCode, totpStepAt } from '../auth/second-factor/totp';
import { sessionCookieName, sessionIdOf } from '../auth/session-token';

/** An account the fuzzing names, and what its right password may open. */
export interface NamedAccount {
  id: string;
  email: string;
  /** What a right password opens: a session (login dialog), a pending session (super admin), or nothing. */
  opens: 'session' | 'pending' | 'nothing';
  /** The login types that admit it (an absent or unknown one admits everyone). */
  loginTypes: string[];
}

export type SessionKind = 'session' | 'pending' | 'verified';

interface IssuedSession {
  userId: string;
  kind: SessionKind;
  live: boolean;
  /** A pending enrolment: the secret the password step showed. */
  enrollSecret: string | null;
}

/** The second factor of one super admin as the fuzzing knows it. */
interface SecondFactorState {
  secret: string | null;
  lastStep: number | null;
  fresh: string[];
  used: string[];
}

const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);
/** What validateInput makes of a string field: trimmed, blank as null. */
const trimmed = (value: unknown): string | null => textOf(value)?.trim() || null;
const normalizedRecovery = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/**
 * The fuzz run's own account of every sign-in: which sessions it was handed (and whether each should
 * still be live), which refusals of named accounts it saw, the second factors it used, and every
 * secret it sent. An answer that opens a session is checked against it at once; the database is
 * compared with it after the run.
 */
export class SignInLedger {
  private readonly byEmail = new Map<string, NamedAccount>();
  readonly sessions = new Map<string, IssuedSession>();
  private readonly tokensBySid = new Map<string, string>();
  readonly refusals = new Map<string, number>();
  private readonly factors = new Map<string, SecondFactorState>();
  private readonly secrets = new Set<string>();
  private readonly plainValues = new Set<string>();
  /** Recovery codes sent again after they worked, and refused. */
  replayedRecoveryCodesRefused = 0;

  constructor(readonly accounts: NamedAccount[]) {
    for (const account of accounts) this.byEmail.set(account.email, account);
  }

  /** The named account an email field designates (the server trims and lowercases), if any. */
  accountOf(email: unknown): NamedAccount | undefined {
    const text = textOf(email);
    return text === null ? undefined : this.byEmail.get(text.trim().toLowerCase());
  }

  isRightPassword = (password: unknown) => textOf(password)?.trim() === testPassword;

  secondFactor(userId: string): SecondFactorState {
    let state = this.factors.get(userId);
    if (!state) this.factors.set(userId, (state = { secret: null, lastStep: null, fresh: [], used: [] }));
    return state;
  }

  /** The session token a Cookie header presents, exactly as the server parses it. */
  presentedToken(cookieHeader: string | null): string | undefined {
    return cookieHeader ? parseCookie(cookieHeader)[sessionCookieName] : undefined;
  }

  sessionOf(token: string | undefined): IssuedSession | undefined {
    return token === undefined ? undefined : this.sessions.get(sessionIdOf(token));
  }

  tokens(filter: (session: IssuedSession) => boolean): string[] {
    return [...this.sessions].filter(([, session]) => filter(session)).map(([sid]) => this.tokensBySid.get(sid)!);
  }

  /**
   * A session cookie was handed out: `allowedBecause` must name why the request deserved it, else the
   * run fails here. A sign-in ends the session it presented.
   */
  issued(
    token: string,
    session: Omit<IssuedSession, 'live'>,
    presented: string | undefined,
    allowedBecause: string | null,
  ): void {
    if (!allowedBecause) throw new Error(`a ${session.kind} session was opened for ${session.userId} without cause`);
    this.secret(token);
    this.ended(presented);
    const sid = sessionIdOf(token);
    this.sessions.set(sid, { ...session, live: true });
    this.tokensBySid.set(sid, token);
  }

  ended(token: string | undefined): void {
    const session = this.sessionOf(token);
    if (session) session.live = false;
  }

  refused(userId: string): void {
    this.refusals.set(userId, (this.refusals.get(userId) ?? 0) + 1);
  }

  /** Why a password answer may open a session of this kind, or null when it may not. */
  passwordCause(email: unknown, password: unknown, loginType: unknown, opens: 'session' | 'pending'): string | null {
    const account = this.accountOf(email);
    if (!account || account.opens !== opens || !this.isRightPassword(password)) return null;
    const known = ['attorney', 'provider', 'admin'];
    if (opens === 'session' && known.includes(loginType as string) && !account.loginTypes.includes(loginType as string))
      return null;
    return `right password of ${account.email}`;
  }

  /**
   * A second factor was accepted for a pending session: the code must be one the fuzzing can prove
   * right and unused (a TOTP step later than any used, or a recovery code not used yet), else the run
   * fails. Answers why, and records the use.
   */
  secondFactorAccepted(
    pending: IssuedSession,
    answer: { code?: unknown; recoveryCode?: unknown },
    recoveryCodes: string[] | null,
  ): string {
    if (!pending.live || pending.kind !== 'pending')
      throw new Error('a second factor passed on a session that was not pending');
    const state = this.secondFactor(pending.userId);
    const code = trimmed(answer.code);
    const recovery = trimmed(answer.recoveryCode);
    if (pending.enrollSecret) {
      if (state.secret !== null) throw new Error(`a second enrolment passed for ${pending.userId}`);
      const step = code === null ? null : stepOf(pending.enrollSecret, code);
      if (step === null) throw new Error(`enrolment passed with code ${JSON.stringify(code)} that is not the secret's`);
      state.secret = pending.enrollSecret;
      state.lastStep = step;
      state.fresh = [...(recoveryCodes ?? [])];
      state.used = [];
      return 'enrolment code';
    }
    if (recovery !== null) {
      const index = state.fresh.findIndex((fresh) => normalizedRecovery(fresh) === normalizedRecovery(recovery));
      if (index < 0) throw new Error(`recovery code ${JSON.stringify(recovery)} accepted but not an unused one`);
      state.used.push(...state.fresh.splice(index, 1));
      return 'unused recovery code';
    }
    const step = code === null || state.secret === null ? null : stepOf(state.secret, code);
    if (step === null) throw new Error(`TOTP code ${JSON.stringify(code)} accepted but not the secret's`);
    if (state.lastStep !== null && step <= state.lastStep)
      throw new Error(`TOTP step ${step} accepted again (last used ${state.lastStep})`);
    state.lastStep = step;
    return 'unused TOTP step';
  }

  /** A value that must never be found in an audit row or a log line. */
  secret(value: unknown): void {
    if (typeof value === 'string' && value.length >= 6 && value.length <= 2000 && /\S/.test(value))
      this.secrets.add(value);
  }

  /** A value sent where it may be recorded (an email, a provider name): secrets it contains are not searched. */
  plain(value: unknown): void {
    if (typeof value === 'string' && value.length > 0) this.plainValues.add(value);
  }

  /** The secrets sent, less those that also went where they may be recorded. */
  secretsToSearch(): string[] {
    const plain = [...this.plainValues].join('\n');
    return [...this.secrets].filter((secret) => !plain.includes(secret));
  }
}

/** The time step whose code this is, near now (a code is 6 digits; the server strips spaces). */
export function stepOf(secret: string, code: string): number | null {
  const candidate = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(candidate)) return null;
  const now = totpStepAt(new Date());
  for (let step = now - 2; step <= now + 2; step += 1)
    if (totpCode(base32Decode(secret), step) === candidate) return step;
  return null;
}

/** Whether text holds the secret; digit-only secrets only as a whole number (not inside an id or a time). */
export function holdsSecret(text: string, secret: string): boolean {
  if (!/^\d+$/.test(secret)) return text.includes(secret);
  return new RegExp(`(?<![0-9A-Za-z-])${secret}(?![0-9A-Za-z-])`).test(text);
}
