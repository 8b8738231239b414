import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningApp, type ListeningApp, liveAudience } from '../../../test/realtime-harness.ts';
import { caller } from './test-support.ts';

let t: ListeningApp;
beforeAll(async () => {
  t = await createListeningApp();
});
afterAll(() => t.close());

describe('issue live updates', () => {
  it('tells the members of the org, and only them, that an issue was added', async () => {
    const audience = await liveAudience(t);
    const { heard, leaked } = audience.listen('Added');
    const res = await caller(t)('POST', '/issues', audience.author.cookie, {
      title: 'Live',
      ownerIds: [audience.author.membership.id],
      tractionId: audience.meetingId,
    });
    expect(res.statusCode).toBe(200);
    expect(await heard).toEqual({ type: 'issue', id: res.json().issue.id });
    expect(await leaked).toBeNull();
    audience.close();
  });
});
