/** Where a job's "now" comes from: the system's time in the app, a clock the test moves in tests. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that stands still until the test moves it. Handlers read `job.now` from it, and
 * `JobQueue.runDue` takes every job whose start time has come by this clock, so a test can step
 * over a retry's backoff or a delayed job without waiting for it.
 */
export class TestClock implements Clock {
  private current: number;

  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(at: Date): void {
    this.current = at.getTime();
  }

  advance(by: { seconds?: number; minutes?: number; hours?: number; days?: number }): Date {
    const { seconds = 0, minutes = 0, hours = 0, days = 0 } = by;
    this.current += ((days * 24 + hours) * 60 * 60 + minutes * 60 + seconds) * 1000;
    return this.now();
  }
}
