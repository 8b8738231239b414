import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningApp, type ListeningApp, liveAudience } from '../../../test/realtime-harness.ts';

let t: ListeningApp;
beforeAll(async () => {
  t = await createListeningApp();
});
afterAll(() => t.close());

describe('To-Do live updates', () => {
  it('tells the org members of a new To-Do, and nobody else', async () => {
    const audience = await liveAudience(t);
    const { heard, leaked } = audience.listen('Added');
    const res = await fetch(`${t.url}/api/v2/todos`, {
      method: 'POST',
      headers: { cookie: audience.author.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Live',
        ownerIds: [audience.author.membership.id],
        dueDate: '2030-01-01',
        tractionId: audience.meetingId,
      }),
    });
    expect(res.status).toBe(200);
    const { todos } = (await res.json()) as { todos: { id: string }[] };
    expect(await heard).toEqual({ type: 'todo', id: todos[0]?.id });
    expect(await leaked).toBeNull();
    audience.close();
  });
});
