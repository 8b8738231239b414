import type { TestApp } from '../../../test/harness.ts';
import { caller } from '../issues/test-support.ts';

// Shared by the Scorecard tests: a valid add-measurable body, and a meeting's scorecard id through the API.

export {
  caller,
  createItemWorld,
  type Emitted,
  type ItemWorld,
  personId,
  recordEvents,
} from '../issues/test-support.ts';

/** An add-measurable body the server accepts; `over` replaces fields (undefined drops one). */
export function measurableBody(ownerIds: string[], over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Revenue',
    ownerIds,
    goalValue: '250',
    comparison: 'GreaterOrEqual',
    unitOfMeasure: 'Dollar',
    valueScale: 'Thousand',
    decimalPlaces: 2,
    rollup: 'Sum',
    ...over,
  };
}

/** The meeting's scorecard id, made on first use by POST scorecard. */
export async function scorecardIdOf(t: TestApp, cookie: string, tractionId: string): Promise<string> {
  const res = await caller(t)('POST', '/scorecard', cookie, { tractionId });
  if (res.statusCode !== 200) throw new Error(`POST scorecard answered ${res.statusCode}: ${res.body}`);
  return res.json().scorecard.id;
}

/** The 422 messages as 'field:id', to compare whole sets. */
export const fieldMessages = (res: { json(): { messages: { field?: string; id: string }[] } }) =>
  res.json().messages.map((m) => `${m.field}:${m.id}`);
