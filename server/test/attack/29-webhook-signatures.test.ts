import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '../../src/db/schema/index.ts';
import { webhooksOf } from '../../src/modules/webhooks/hub.ts';
import { type SignedInUser, signedInMember } from '../auth-helpers.ts';
import { createMeeting, type MeetingRow } from '../factories.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { type Received, type Receiver, startReceiver } from '../webhook-receiver.ts';
import { recordFigure } from './report.ts';

// Check 29: the deliveries a receiver really gets (events, Send test, a retry, a Redeliver) verify with
// the `standardwebhooks` package itself, the reference receiver of the Standard Webhooks specification
// whose header names and whsec_ secrets they carry; the same delivery replayed under another
// Webhook-Id (a receiver dedupes on it) or another timestamp does not verify.

let t: TestApp;
let receiver: Receiver;
let base: string;
let owner: SignedInUser;
let meeting: MeetingRow;

beforeAll(async () => {
  receiver = await startReceiver();
  base = receiver.url;
  // The receiver is this machine: the operator's allowance for private addresses (tests only).
  t = await createTestApp({
    featureFlagOverrides: { 'enable-api-switch': true },
    webhooks: { allowPrivate: true, pollMs: 60_000 },
  });
  owner = await signedInMember(t, { role: 'Owner' });
  meeting = await createMeeting(t, { orgId: owner.org.id, ownerId: owner.membership.id });
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v2/${url}`, headers: { cookie: owner.cookie }, payload });

async function deliver() {
  await webhooksOf(t.ctx).settle();
  await webhooksOf(t.ctx).runDue();
}

/** What the package says of a delivery: verified, or why not. */
function verdict(secret: string, got: Received, headers: Record<string, string> = {}): string {
  const all: Record<string, string> = {
    'webhook-id': String(got.headers['webhook-id']),
    'webhook-timestamp': String(got.headers['webhook-timestamp']),
    'webhook-signature': String(got.headers['webhook-signature']),
    ...headers,
  };
  try {
    new Webhook(secret).verify(got.body, all);
    return 'verified';
  } catch (err) {
    return (err as Error).message;
  }
}

describe('attack 29: webhook signatures follow Standard Webhooks', () => {
  it('every real delivery verifies with the standardwebhooks package; replays under another id do not', async () => {
    const endpoints: { id: string; secret: string }[] = [];
    for (const events of [['todo.added', 'todo.updated'], ['todo.added']]) {
      const res = await call('POST', 'webhooks', { url: `${base}/hook`, description: 'Receiver', events });
      expect(res.statusCode, res.body).toBe(200);
      endpoints.push({ id: res.json().endpoint.id, secret: res.json().secret });
    }
    const [first, second] = endpoints as [{ id: string; secret: string }, { id: string; secret: string }];

    // Events: each To-Do added reaches both endpoints; the first receiver is down once (a retry).
    receiver.answers.push(500);
    for (let i = 0; i < 12; i++) {
      const made = await call('POST', 'todos', {
        title: `Signed task ${i}`,
        ownerIds: [owner.membership.id],
        tractionId: meeting.id,
        dueDate: '2030-01-14',
        contentHtml: '',
      });
      expect(made.statusCode, made.body).toBe(200);
      if (i === 0) {
        const renamed = await call('PUT', `todo/${made.json().todos[0].id}`, {
          title: 'Signed task 0, renamed',
          ownerId: owner.membership.id,
          tractionId: meeting.id,
          dueDate: '2030-01-14',
          contentHtml: '',
        });
        expect(renamed.statusCode, renamed.body).toBe(200);
      }
    }
    await deliver();
    // The failed one, due again.
    await t.ctx.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(webhookDeliveries.status, 'pending'));
    await deliver();
    // Send test and Redeliver on each endpoint.
    for (const endpoint of endpoints) {
      for (let i = 0; i < 3; i++) expect((await call('POST', `webhooks/${endpoint.id}/test`)).statusCode).toBe(200);
      const log = (await call('GET', `webhooks/${endpoint.id}/deliveries?pageSize=2`)).json().items as { id: string }[];
      for (const delivery of log) {
        const again = await call('POST', `webhooks/${endpoint.id}/deliveries/${delivery.id}/redeliver`);
        expect(again.json(), again.body).toMatchObject({ delivered: true });
      }
    }

    // Which endpoint each delivery went to: its delivery row.
    const rows = await t.ctx.db.select().from(webhookDeliveries);
    const endpointByDelivery = new Map(rows.map((r) => [r.id, r.endpointId]));
    const secrets = new Map(endpoints.map((e) => [e.id, e.secret]));
    expect(receiver.received.length).toBeGreaterThanOrEqual(2 * 12 + 1 + 1 + 2 * 3 + 2 * 2);

    let verified = 0;
    let replays = 0;
    let replaysRefused = 0;
    let otherTimestampsRefused = 0;
    const wrongSecretRefused: string[] = [];
    const failures: string[] = [];
    for (const got of receiver.received) {
      const deliveryId = String(got.headers['webhook-id']);
      const endpointId = endpointByDelivery.get(deliveryId) ?? '';
      const secret = secrets.get(endpointId) ?? '';
      // The Webhook-Id is the delivery's own id (the body's id), the same on every attempt.
      expect(JSON.parse(got.body).id).toBe(deliveryId);
      const said = verdict(secret, got);
      if (said === 'verified') verified++;
      else failures.push(said);
      // A replay: the same body, timestamp and signature, presented as another delivery.
      replays++;
      if (verdict(secret, got, { 'webhook-id': randomUUID() }) !== 'verified') replaysRefused++;
      // The same delivery with its timestamp moved (kept within the package's five minutes).
      const moved = String(Number(got.headers['webhook-timestamp']) - 60);
      if (verdict(secret, got, { 'webhook-timestamp': moved }) !== 'verified') otherTimestampsRefused++;
      // The other endpoint's secret does not verify it.
      const other = endpointId === first.id ? second.secret : first.secret;
      if (verdict(other, got) !== 'verified') wrongSecretRefused.push(deliveryId);
    }
    // A retried delivery kept its Webhook-Id: the receiver saw one id twice.
    const ids = receiver.received.map((r) => String(r.headers['webhook-id']));
    expect(new Set(ids).size).toBeLessThan(ids.length);

    recordFigure(
      29,
      'webhook signatures',
      `${verified} of ${receiver.received.length} real deliveries verified by the standardwebhooks package; ` +
        `${replaysRefused} of ${replays} replays with another webhook-id refused, ` +
        `${otherTimestampsRefused} of ${replays} with another timestamp, ` +
        `${wrongSecretRefused.length} of ${receiver.received.length} under another endpoint's secret`,
    );
    // A secret the package accepts as one: whsec_ and standard base64 of at least 24 random bytes.
    for (const { secret } of endpoints) {
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
      expect(Buffer.from(secret.slice('whsec_'.length), 'base64').length).toBeGreaterThanOrEqual(24);
    }
    expect(failures).toEqual([]);
    expect(verified).toBe(receiver.received.length);
    expect(replaysRefused).toBe(replays);
    expect(otherTimestampsRefused).toBe(replays);
    expect(wrongSecretRefused).toHaveLength(receiver.received.length);
  });
});
