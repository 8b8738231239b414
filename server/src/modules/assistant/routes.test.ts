import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInMember } from '../../../test/auth-helpers.ts';
import { createMeeting, type MeetingRow } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/harness.ts';
import { createModelApp, type ModelApp } from '../../../test/model-app.ts';
import { answer, type OpenAiPeer } from '../../../test/openai-peer.ts';
import { VOICE_PARSES_PER_MINUTE } from './service.ts';

// POST voice-assistant/parse against a real OpenAI-compatible server on loopback (and without one).
const KEY = 'sk-voice-test-key-5f1e2d3c4b5a69788796a5b4c3d2e1f0';
const TIMEOUT_MS = 500;
let m: ModelApp;
let peer: OpenAiPeer;
let t: TestApp;
let call: ModelApp['call'];
let lines: string[];
let owner: SignedInUser;
let adam: SignedInUser;
let maya: SignedInUser;
let observer: SignedInUser;
let leadership: MeetingRow;
let foreign: { meeting: MeetingRow; person: SignedInUser };

beforeAll(async () => {
  m = await createModelApp({ apiKey: KEY, timeoutMs: TIMEOUT_MS, featureFlagOverrides: { 'voice-assistant': true } });
  ({ t, peer, call, lines } = m);
  owner = await signedInMember(t, { role: 'Owner', account: { firstName: 'Olivia', lastName: 'Owner' } });
  const as = (role: 'Admin' | 'Member' | 'Observer', firstName: string, lastName: string) =>
    signedInMember(t, { role, org: owner.org, account: { firstName, lastName } });
  [adam, maya, observer] = await Promise.all([
    as('Admin', 'Adam', 'Admin'),
    as('Member', 'Maya', 'Member'),
    as('Observer', 'Oscar', 'Observer'),
  ]);
  leadership = await createMeeting(t, {
    orgId: owner.org.id,
    ownerId: owner.membership.id,
    inviteeIds: [adam.membership.id, maya.membership.id],
    title: 'Leadership Team',
    isLT: true,
  });
  // Another organization with a meeting of the same kind and its own Xavier: never seen from ours.
  const person = await signedInMember(t, { role: 'Owner', account: { firstName: 'Xavier', lastName: 'Elsewhere' } });
  const meeting = await createMeeting(t, {
    orgId: person.org.id,
    ownerId: person.membership.id,
    title: 'Secret Board',
  });
  foreign = { meeting, person };
});
afterAll(() => m.close());
beforeEach(() => m.reset());

const parse = (user: SignedInUser, text: string) => call('POST', '/voice-assistant/parse', user.cookie, { text });
const modelSays = (value: unknown) => answer.json(value);

describe('POST voice-assistant/parse with a language model', () => {
  it('asks the model once (100 tokens, temperature 0.7, the bearer key) and maps its names to ours', async () => {
    peer.enqueue(
      modelSays({
        type: 'todo',
        meeting: 'Leadership Team',
        title: 'Send the board pack',
        dueDate: '2030-01-18',
        owners: ['Adam'],
      }),
    );
    const res = await parse(owner, 'To-Do for Adam to send the board pack next Friday in the leadership meeting');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      succeeded: true,
      source: 'model',
      item: {
        type: 'todo',
        tractionId: leadership.id,
        title: 'Send the board pack',
        dueDate: '2030-01-18',
        ownerIds: [adam.membership.id],
      },
    });
    expect(peer.requests).toHaveLength(1);
    const [request] = peer.requests;
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.body).toMatchObject({ model: 'peer-model', max_tokens: 100, temperature: 0.7 });
    const [system, user] = request?.body?.messages ?? [];
    expect(user).toEqual({
      role: 'user',
      content: 'To-Do for Adam to send the board pack next Friday in the leadership meeting',
    });
    expect(system.role).toBe('system');
    expect(system.content).toContain('"Leadership Team"');
    expect(system.content).toContain('"Adam Admin"');
    expect(system.content).toMatch(/Today is \d{4}-\d{2}-\d{2}/);
    // Only the caller's organization goes to the model.
    expect(system.content).not.toContain('Secret Board');
    expect(system.content).not.toContain('Xavier');

    // What came back is what POST todos takes: the To-Do exists with Adam, the date and the meeting.
    const { item } = res.json();
    const created = await call('POST', '/todos', owner.cookie, {
      title: item.title,
      ownerIds: item.ownerIds,
      dueDate: item.dueDate,
      tractionId: item.tractionId,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().todos).toMatchObject([
      { title: 'Send the board pack', ownerId: adam.membership.id, dueDate: '2030-01-18', tractionId: leadership.id },
    ]);
  });

  it('never takes ids from the model, nor a name outside the organization', async () => {
    peer.enqueue(
      modelSays({
        type: 'issue',
        meeting: 'Secret Board',
        title: 'Churn is up',
        owners: ['Xavier Elsewhere', 'Maya'],
        tractionId: foreign.meeting.id,
        ownerIds: [foreign.person.membership.id],
      }),
    );
    const res = await parse(owner, 'add an issue for the secret board: churn is up, for Xavier and Maya');
    expect(res.json().item).toEqual({
      type: 'issue',
      tractionId: null,
      title: 'Churn is up',
      dueDate: null,
      ownerIds: [maya.membership.id],
    });
  });

  it('retries a 500 and answers with the second attempt', async () => {
    peer.enqueue(
      answer.error(500),
      modelSays({ type: 'headline', meeting: null, title: 'We signed Acme', owners: [] }),
    );
    const res = await parse(owner, 'headline we signed Acme');
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ type: 'headline', title: 'We signed Acme', tractionId: null });
    expect(peer.requests).toHaveLength(2);
  });

  it('a model slower than LLM_TIMEOUT_MS is the error envelope the browser shows after “Error processing input:”', async () => {
    peer.enqueue(answer.slow(TIMEOUT_MS * 4, modelSays({ type: 'todo' })));
    const started = Date.now();
    const res = await parse(owner, 'to-do call the bank');
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 3);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      succeeded: false,
      messages: [
        { id: 'ERR_ASSISTANT_MODEL', text: 'The language model did not give a usable answer. Please try again.' },
      ],
    });
  });

  it('an answer that is not a completion, or not the JSON asked for, is the same error', async () => {
    peer.enqueue(answer.malformed());
    expect((await parse(owner, 'to-do call the bank')).json().messages[0].id).toBe('ERR_ASSISTANT_MODEL');
    peer.enqueue(answer.text('Sorry, I cannot help with that.'));
    expect((await parse(owner, 'to-do call the bank')).statusCode).toBe(503);
    peer.enqueue(answer.text('{"type": "todo", "title": '));
    expect((await parse(owner, 'to-do call the bank')).statusCode).toBe(503);
  });

  it('never writes the API key to the log, even when the model fails', async () => {
    lines.length = 0;
    // A provider that repeats the key in its refusal (401: not retried), then one that stays down.
    peer.enqueue(answer.error(401, `Incorrect API key provided: ${KEY}`));
    expect((await parse(owner, 'to-do call the bank')).statusCode).toBe(503);
    peer.enqueue(answer.error(503), answer.error(503), answer.error(503));
    expect((await parse(owner, 'to-do call the bank')).statusCode).toBe(503);
    expect(peer.requests).toHaveLength(4);
    const failures = lines.filter((l) => l.includes('the voice assistant model failed'));
    expect(failures).toHaveLength(2);
    expect(failures[0]).toContain('[redacted]');
    expect(lines.join('\n')).not.toContain(KEY);
  });
});

describe('POST voice-assistant/parse without a model', () => {
  it('uses the offline extractor', async () => {
    t.ctx.llm = null;
    const res = await parse(owner, 'To-Do for Adam to send the board pack next Friday in the leadership meeting');
    expect(res.statusCode).toBe(200);
    const { item, source } = res.json();
    expect(source).toBe('offline');
    expect(item).toMatchObject({
      type: 'todo',
      tractionId: leadership.id,
      title: 'Send the board pack',
      ownerIds: [adam.membership.id],
    });
    // Next Friday: a Friday more than two days after today.
    const due = new Date(`${item.dueDate}T00:00:00Z`);
    expect(due.getUTCDay()).toBe(5);
    expect(due.getTime()).toBeGreaterThan(Date.now());
    expect(peer.requests).toHaveLength(0);

    const issue = await parse(owner, 'add an issue for the leadership meeting: churn is up, for Adam');
    expect(issue.json().item).toEqual({
      type: 'issue',
      tractionId: leadership.id,
      title: 'Churn is up',
      dueDate: null,
      ownerIds: [adam.membership.id],
    });
  });

  it('only matches the caller’s own meetings', async () => {
    t.ctx.llm = null;
    // The Owner is not invited to the other organization's meeting, nor is Oscar to the leadership one.
    expect((await parse(owner, 'issue in the secret board meeting: churn')).json().item.tractionId).toBeNull();
    expect((await parse(adam, 'issue for Xavier in the leadership meeting: churn')).json().item).toMatchObject({
      tractionId: leadership.id,
      ownerIds: [],
    });
  });
});

describe('POST voice-assistant/parse: who and when', () => {
  it('is refused to Observers (403), like creating an item', async () => {
    const res = await parse(observer, 'issue: churn is up');
    expect(res.statusCode).toBe(403);
    expect(peer.requests).toHaveLength(0);
  });

  it('is 404 ERR_FEATURE_DISABLED while the voice-assistant flag is off', async () => {
    t.config.featureFlagOverrides['voice-assistant'] = false;
    try {
      const res = await parse(owner, 'issue: churn is up');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ succeeded: false, messages: [{ id: 'ERR_FEATURE_DISABLED' }] });
    } finally {
      t.config.featureFlagOverrides['voice-assistant'] = true;
    }
  });

  it('is 422 for an empty text, naming the field', async () => {
    const res = await parse(owner, '   ');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ succeeded: false, messages: [{ id: 'VAL_REQUIRED', field: 'text' }] });
  });

  it(`takes ${VOICE_PARSES_PER_MINUTE} requests a minute from one person, then 429 with Retry-After`, async () => {
    t.ctx.llm = null;
    for (let i = 0; i < VOICE_PARSES_PER_MINUTE; i++) {
      expect((await parse(maya, 'issue: churn is up')).statusCode).toBe(200);
    }
    const refused = await parse(maya, 'issue: churn is up');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Someone else is not held up.
    expect((await parse(adam, 'issue: churn is up')).statusCode).toBe(200);
  });
});
