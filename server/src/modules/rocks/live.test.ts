import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningApp, type ListeningApp, liveAudience } from '../../../test/realtime-harness.ts';
import { caller } from './test-support.ts';

let t: ListeningApp;
beforeAll(async () => {
  t = await createListeningApp();
});
afterAll(() => t.close());

describe('rock live updates', () => {
  it('tells the members of the org, and only them, that a Rock was added', async () => {
    const audience = await liveAudience(t);
    const { heard, leaked } = audience.listen('Added');
    const res = await caller(t)('POST', '/rocks', audience.author.cookie, {
      title: 'Live',
      ownerId: audience.author.membership.id,
      dueDate: '2030-03-31',
      type: 'Company',
      tractionIds: [audience.meetingId],
    });
    expect(res.statusCode).toBe(200);
    expect(await heard).toEqual({ type: 'rock', id: res.json().rock.id });
    expect(await leaked).toBeNull();
    audience.close();
  });
});
