import type { PlanHandle } from '../types.ts';

/** Billing periods by the calendar. Pure. */

/** `months` calendar months after `anchor`, the day kept where the month has it (Jan 31 -> Feb 28/29). */
function addMonths(anchor: Date, months: number): Date {
  const y = anchor.getUTCFullYear();
  const m = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const d = new Date(anchor);
  d.setUTCFullYear(y, m, Math.min(anchor.getUTCDate(), lastDay));
  return d;
}

const periodMonths = (plan: PlanHandle) => (plan === 'eos-one-annual' ? 12 : 1);

/**
 * The end of the period that starts at `start`, on the subscription's billing cycle: periods end on
 * the anchor's day of the month (clamped in short months), so they do not drift after a February.
 */
export function periodEndAfter(anchor: Date, start: Date, plan: PlanHandle): Date {
  const step = periodMonths(plan);
  const monthsBetween =
    (start.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + start.getUTCMonth() - anchor.getUTCMonth();
  let n = Math.max(step, Math.floor(monthsBetween / step) * step);
  while (addMonths(anchor, n).getTime() <= start.getTime()) n += step;
  return addMonths(anchor, n);
}
