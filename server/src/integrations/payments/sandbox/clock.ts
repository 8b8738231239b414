/**
 * The sandbox provider's sense of time: the real clock plus an offset that tests (and an operator
 * trying the renewal flow) move forward with advance(), so a year's renewals take a second. The
 * offset lives in memory only: a restart puts the sandbox back on real time, and anything that fell
 * due in simulated time is then simply due later.
 */
export class SandboxClock {
  private offsetMs = 0;

  /** `base` gives the real time (tests may pin it); the offset is added to it. */
  constructor(private readonly base: () => number = Date.now) {}

  now(): Date {
    return new Date(this.base() + this.offsetMs);
  }

  /** Moves simulated time forward (never back: renewals already processed stay processed). */
  advance(ms: number): Date {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('The sandbox clock only moves forward.');
    this.offsetMs += ms;
    return this.now();
  }

  /** How far ahead of real time the clock runs, in milliseconds. */
  get offset(): number {
    return this.offsetMs;
  }
}
