/**
 * The sandbox provider's sense of time, one clock per organization: the real clock plus an offset
 * that tests (and an Owner trying the renewal flow, POST payment/sandbox/clock) move forward with
 * advance(), so a year's renewals take a second. Moving one organization's clock never moves another's:
 * an organization never moved runs on real time. The offsets live in memory only: a restart puts the
 * sandbox back on real time, and anything that fell due in simulated time is then simply due later.
 */
export class SandboxClock {
  private readonly offsets = new Map<string, number>();

  /** `base` gives the real time (tests may pin it); an organization's offset is added to it. */
  constructor(private readonly base: () => number = Date.now) {}

  /** The organization's time; null (no organization, e.g. one not made yet) is real time. */
  now(orgId: string | null): Date {
    return new Date(this.base() + this.offset(orgId));
  }

  /** Moves one organization's simulated time forward (never back: renewals already processed stay processed). */
  advance(orgId: string, ms: number): Date {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('The sandbox clock only moves forward.');
    if (ms > 0) this.offsets.set(orgId, this.offset(orgId) + ms);
    return this.now(orgId);
  }

  /** How far ahead of real time the organization's clock runs, in milliseconds. */
  offset(orgId: string | null): number {
    return (orgId && this.offsets.get(orgId)) || 0;
  }

  /** The organizations whose clock has been moved (runs ahead of real time). */
  moved(): string[] {
    return [...this.offsets.keys()];
  }
}
