/**
 * Sessions looked up in the last moments, so a burst of requests on one session (a page's queries,
 * an integration's calls) reads the sessions table once (decision 75). An entry lives
 * `lifetimeMs` at most and is dropped at once when its session or user is signed out, here or on
 * any api process (`session.ended` events), and when the session timeout changes. What no event
 * announces (a name change, a row edited by hand) shows within `lifetimeMs`.
 */
export class RecentSessions<Row extends { user_id: string }> {
  private readonly entries = new Map<string, { row: Row; at: number }>();

  constructor(
    private readonly lifetimeMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(sessionId: string): Row | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (this.now() - entry.at < this.lifetimeMs) return entry.row;
    this.entries.delete(sessionId);
    return undefined;
  }

  remember(sessionId: string, row: Row): void {
    this.entries.delete(sessionId);
    // The oldest entry makes room (a Map iterates in insertion order).
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(sessionId, { row, at: this.now() });
  }

  forget(match: { sessionIds?: readonly string[]; userId?: string }): void {
    for (const sessionId of match.sessionIds ?? []) this.entries.delete(sessionId);
    if (match.userId === undefined) return;
    for (const [sessionId, { row }] of this.entries) if (row.user_id === match.userId) this.entries.delete(sessionId);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
