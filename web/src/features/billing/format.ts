import { PLAN_HANDLES, type PlanHandle } from '@eos/domain';

/** An amount in cents, written the user's way ($12.00, 12,00 €). */
export function formatMoney(cents: number, currencyCode: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currencyCode }).format(cents / 100);
  } catch {
    // An unknown currency code or locale: the figure still reads.
    return `${(cents / 100).toFixed(2)} ${currencyCode}`;
  }
}

/** A date in the user's locale and zone ('Jan 7, 2030'); an unknown zone falls back to the browser's. */
export function formatDate(iso: string, locale: string, timeZone: string): string {
  const date = new Date(iso);
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(date);
  }
}

/** The language-pack id of a plan's name. */
export function planNameKey(plan: PlanHandle | string): string {
  return plan === PLAN_HANDLES.annual ? 'BILLING_PLAN_ANNUAL' : 'BILLING_PLAN_MONTHLY';
}

/** The language-pack id of the period a plan's price is for ('per user per month'). */
export function planPeriodKey(plan: PlanHandle | string): string {
  return plan === PLAN_HANDLES.annual ? 'BILLING_PER_SEAT_YEAR' : 'BILLING_PER_SEAT_MONTH';
}

/** The card's expiry as printed on it: 03/2027. */
export function formatExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${year}`;
}
