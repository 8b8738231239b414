// @module-tag postgres
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInMember } from '../../../test/auth-helpers.ts';
import { createIssue, createMeasurable, createMeeting, type MeetingRow } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { type Received as Delivery, type Receiver, startReceiver } from '../../../test/webhook-receiver.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { Webhooks, webhooksOf } from './hub.ts';

// Outbound webhooks (issue 22) against a real receiver on loopback: what it gets, signed, retried,
// given up; who may manage endpoints; which addresses are refused.

type Received = Delivery<{
  id: string;
  event: string;
  orgId: string;
  occurredAt: string;
  data: Record<string, unknown>;
}>;

let t: TestApp;
let receiver: Receiver<Received['json']>;
let base: string;
let received: Received[];
let owner: SignedInUser;
let admin: SignedInUser;
let member: SignedInUser;
let observer: SignedInUser;
let outsider: SignedInUser;
let meeting: MeetingRow;

beforeAll(async () => {
  receiver = await startReceiver();
  received = receiver.received;
  base = receiver.url;
  t = await createTestApp({
    featureFlagOverrides: { 'enable-api-switch': true },
    webhooks: { allowPrivate: true, pollMs: 60_000 },
  });
  owner = await signedInMember(t, { role: 'Owner' });
  admin = await signedInMember(t, { role: 'Admin', org: owner.org });
  member = await signedInMember(t, { role: 'Member', org: owner.org });
  observer = await signedInMember(t, { role: 'Observer', org: owner.org });
  outsider = await signedInMember(t, { role: 'Owner' });
  meeting = await createMeeting(t, {
    orgId: owner.org.id,
    ownerId: owner.membership.id,
    inviteeIds: [admin.membership.id, member.membership.id],
  });
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
beforeEach(async () => {
  received.length = 0;
  receiver.answers.length = 0;
  t.ctx.config.webhooks.allowPrivate = true;
  await t.ctx.db.delete(webhookEndpoints);
});

function call(user: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url: `/api/v2/${url}`, headers: { cookie: user.cookie }, payload });
}

async function addEndpoint(events: string[], over: Record<string, unknown> = {}, user = owner) {
  const res = await call(user, 'POST', 'webhooks', { url: `${base}/hook`, description: 'Zapier', events, ...over });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { endpoint: { id: string; events: string[] }; secret: string };
}

/** What the app enqueued after the requests so far, then every due delivery sent. */
async function deliver() {
  await webhooksOf(t.ctx).settle();
  await webhooksOf(t.ctx).runDue();
}

/** The receiver's check, with the Standard Webhooks reference library (docs/webhooks.md). */
function verifies(got: Received, secret: string): boolean {
  try {
    new Webhook(secret).verify(got.body, got.headers as Record<string, string>);
    return true;
  } catch {
    return false;
  }
}

const newTodo = (title = 'Call the bank') => ({
  title,
  ownerIds: [owner.membership.id],
  tractionId: meeting.id,
  dueDate: '2030-01-14',
  contentHtml: '',
});

async function deliveriesOf(endpointId: string) {
  return t.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
}

describe('deliveries', () => {
  it('sends a signed todo.added with the To-Do as the API reads it', async () => {
    const { endpoint, secret } = await addEndpoint(['todo.added']);
    expect(secret).toMatch(/^whsec_/);
    const made = await call(member, 'POST', 'todos', newTodo());
    expect(made.statusCode, made.body).toBe(200);
    await deliver();
    expect(received).toHaveLength(1);
    const [got] = received as [Received];
    expect(got.json.event).toBe('todo.added');
    expect(got.json.orgId).toBe(owner.org.id);
    expect(got.headers['webhook-id']).toBe(got.json.id);
    expect(got.headers['user-agent']).toMatch(/EOS-Tools-Webhooks/);
    expect(Math.abs(Number(got.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    expect(verifies(got, secret)).toBe(true);
    expect(
      verifies(
        got,
        secret.replace(/^whsec_./, (s) => `whsec_${s.endsWith('A') ? 'B' : 'A'}`),
      ),
    ).toBe(false);
    const item = got.json.data.item as { title: string; id: string };
    expect(got.json.data.type).toBe('todo');
    expect(item.title).toBe('Call the bank');
    expect(item.id).toBe(got.json.data.id);
    // Events it did not subscribe to are not sent.
    await call(member, 'PUT', `todo/${item.id}`, { ...newTodo('Call the bank today') });
    await deliver();
    expect(received).toHaveLength(1);
    const [row] = await deliveriesOf(endpoint.id);
    expect(row?.status).toBe('delivered');
    expect(row?.lastStatusCode).toBe(200);
  });

  it('retries after a 500 with the same Webhook-Id, then it is delivered', async () => {
    const { endpoint, secret } = await addEndpoint(['todo.added']);
    receiver.answers.push(500);
    await call(owner, 'POST', 'todos', newTodo('Pay the rent'));
    await deliver();
    expect(received).toHaveLength(1);
    let [row] = await deliveriesOf(endpoint.id);
    expect(row?.status).toBe('pending');
    expect(row?.attempts).toBe(1);
    expect(row?.lastStatusCode).toBe(500);
    expect(row?.lastError).toContain('receiver is down');
    // The retry waits a minute: nothing is due yet.
    const wait = (row?.nextAttemptAt?.getTime() ?? 0) - Date.now();
    expect(wait).toBeGreaterThan(50_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    await deliver();
    expect(received).toHaveLength(1);
    // A minute later.
    await t.ctx.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    await deliver();
    expect(received).toHaveLength(2);
    const [first, second] = received as [Received, Received];
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(second.json.id).toBe(first.json.id);
    expect(verifies(second, secret)).toBe(true);
    [row] = await deliveriesOf(endpoint.id);
    expect(row?.status).toBe('delivered');
    expect(row?.attempts).toBe(2);
    expect(row?.deliveredAt).toBeTruthy();
  });

  it('gives a delivery up as failed once a day has passed since its event', async () => {
    const { endpoint } = await addEndpoint(['todo.added']);
    receiver.answers.push(500, 503);
    await call(owner, 'POST', 'todos', newTodo('File the taxes'));
    await deliver();
    await t.ctx.db
      .update(webhookDeliveries)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000), nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    await deliver();
    expect(received).toHaveLength(2);
    const [row] = await deliveriesOf(endpoint.id);
    expect(row?.status).toBe('failed');
    expect(row?.lastStatusCode).toBe(503);
    expect(row?.nextAttemptAt).toBeNull();
    // Failed stays failed: no more attempts.
    await deliver();
    expect(received).toHaveLength(2);
    // The log shows it; Redeliver sends the same delivery again.
    const log = await call(admin, 'GET', `webhooks/${endpoint.id}/deliveries`);
    expect(log.json().items[0]).toMatchObject({ status: 'failed', attempts: 2, lastStatusCode: 503 });
    const again = await call(admin, 'POST', `webhooks/${endpoint.id}/deliveries/${row?.id}/redeliver`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      delivered: true,
      statusCode: 200,
      delivery: { id: row?.id, status: 'delivered' },
    });
    expect(received[2]?.headers['webhook-id']).toBe(row?.id);
  });

  it('two workers at once (two nodes) send each delivery once', async () => {
    const { endpoint } = await addEndpoint(['todo.added']);
    for (let i = 0; i < 25; i++) await call(owner, 'POST', 'todos', newTodo(`Task ${i}`));
    await webhooksOf(t.ctx).settle();
    expect(await deliveriesOf(endpoint.id)).toHaveLength(25);
    // A second node's worker over the same database, running at the same moment as this node's.
    const other = new Webhooks(t.app, t.ctx);
    await Promise.all([webhooksOf(t.ctx).runDue(), other.runDue()]);
    const ids = received.map((r) => r.headers['webhook-id']);
    expect(ids).toHaveLength(25);
    expect(new Set(ids).size).toBe(25);
    const rows = await deliveriesOf(endpoint.id);
    expect(rows.every((r) => r.status === 'delivered' && r.attempts === 1)).toBe(true);
  });

  it('never makes the request fail or wait when the receiver is down', async () => {
    await addEndpoint(['todo.added'], { url: 'http://127.0.0.1:9/nothing-listens' });
    const made = await call(owner, 'POST', 'todos', newTodo('Book the venue'));
    expect(made.statusCode).toBe(200);
    await deliver();
    const [row] = await t.ctx.db.select().from(webhookDeliveries);
    expect(row?.status).toBe('pending');
    expect(row?.lastError).toMatch(/ECONNREFUSED/);
  });

  it('sends nothing while the endpoint is turned off', async () => {
    const { endpoint } = await addEndpoint(['todo.added'], { active: false });
    await call(owner, 'POST', 'todos', newTodo('Quiet'));
    await deliver();
    expect(received).toHaveLength(0);
    expect(await deliveriesOf(endpoint.id)).toHaveLength(0);
  });
});

describe('events beyond the live updates', () => {
  it('tells meeting.started and meeting.ended', async () => {
    await addEndpoint(['meeting.started', 'meeting.ended']);
    const live = (name: string) =>
      call(owner, 'POST', `live-meeting/${name}`, {
        meetingThreadId: meeting.threadId,
        meetingId: meeting.id,
        ...(name === 'end' ? { baseUrl: 'http://localhost:3000' } : {}),
      });
    const started = await live('start');
    expect(started.statusCode, started.body).toBe(200);
    const ended = await live('end');
    expect(ended.statusCode, ended.body).toBe(200);
    await deliver();
    expect(received.map((r) => r.json.event).sort()).toEqual(['meeting.ended', 'meeting.started']);
    expect(received.every((r) => r.json.data.id === meeting.id && r.json.data.type === 'meeting')).toBe(true);
  });

  it('tells issue.solved with the issue', async () => {
    await addEndpoint(['issue.solved']);
    const issue = await createIssue(t, {
      orgId: owner.org.id,
      ownerId: owner.membership.id,
      tractionId: meeting.id,
      title: 'Hiring is slow',
    });
    expect((await call(owner, 'PUT', `issue/${issue.id}/solve`)).statusCode).toBe(200);
    // Solving it again is no new event.
    expect((await call(owner, 'PUT', `issue/${issue.id}/solve`)).statusCode).toBe(200);
    await deliver();
    expect(received).toHaveLength(1);
    expect(received[0]?.json.event).toBe('issue.solved');
    expect(((received[0] as Received).json.data.item as { title: string }).title).toBe('Hiring is slow');
  });

  it('tells measurable.off_track when a number misses the goal, not when it meets it', async () => {
    await addEndpoint(['measurable.off_track']);
    const measurable = await createMeasurable(t, {
      orgId: owner.org.id,
      tractionId: meeting.id,
      ownerId: owner.membership.id,
      title: 'New leads',
      goalValue: 10,
      comparison: 'GreaterOrEqual',
    });
    const enter = (value: number, intervalId: string) =>
      call(owner, 'PUT', `scorecard/${measurable.scorecardId}/${measurable.id}/add-measured-value`, {
        entered: true,
        intervalId,
        value,
      });
    expect((await enter(12, '2030-01-07')).statusCode).toBe(200);
    expect((await enter(7, '2030-01-14')).statusCode).toBe(200);
    await deliver();
    expect(received).toHaveLength(1);
    expect(received[0]?.json).toMatchObject({
      event: 'measurable.off_track',
      data: { type: 'measurable', id: measurable.id, value: 7, goal: 10, intervalId: '2030-01-14', title: 'New leads' },
    });
  });
});

describe('managing endpoints', () => {
  it('Send test delivers a ping at once and says what the receiver answered', async () => {
    const { endpoint, secret } = await addEndpoint(['todo.added'], {}, admin);
    const res = await call(admin, 'POST', `webhooks/${endpoint.id}/test`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ delivered: true, statusCode: 200, error: null });
    expect(received).toHaveLength(1);
    expect(received[0]?.json.event).toBe('ping');
    expect(verifies(received[0] as Received, secret)).toBe(true);
    receiver.answers.push(500);
    const failed = await call(admin, 'POST', `webhooks/${endpoint.id}/test`);
    expect(failed.json()).toMatchObject({ delivered: false, statusCode: 500, delivery: { status: 'failed' } });
    const list = await call(owner, 'GET', 'webhooks');
    expect(list.json().endpoints[0]).toMatchObject({
      id: endpoint.id,
      lastDelivery: { status: 'failed', statusCode: 500 },
      createdBy: { id: admin.membership.id },
    });
    expect(list.body).not.toContain(secret);
  });

  it('updates, rolls the secret (the new one signs), deletes', async () => {
    const { endpoint, secret } = await addEndpoint(['todo.added']);
    const put = await call(owner, 'PUT', `webhooks/${endpoint.id}`, {
      url: `${base}/other`,
      description: 'Make',
      events: ['todo.added', 'todo.deleted', 'todo.added'],
      active: true,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().endpoint).toMatchObject({ url: `${base}/other`, events: ['todo.added', 'todo.deleted'] });
    const rolled = await call(owner, 'POST', `webhooks/${endpoint.id}/roll-secret`);
    const next = rolled.json().secret as string;
    expect(next).not.toBe(secret);
    await call(owner, 'POST', `webhooks/${endpoint.id}/test`);
    expect(verifies(received[0] as Received, next)).toBe(true);
    expect(verifies(received[0] as Received, secret)).toBe(false);
    expect((await call(owner, 'DELETE', `webhooks/${endpoint.id}`)).statusCode).toBe(200);
    expect((await call(owner, 'GET', 'webhooks')).json().endpoints).toEqual([]);
    expect(await deliveriesOf(endpoint.id)).toHaveLength(0);
  });

  it('refuses Members and Observers (403)', async () => {
    const { endpoint } = await addEndpoint(['todo.added']);
    for (const user of [member, observer]) {
      expect((await call(user, 'GET', 'webhooks')).statusCode).toBe(403);
      expect((await call(user, 'POST', 'webhooks', { url: `${base}/x`, events: ['todo.added'] })).statusCode).toBe(403);
      expect((await call(user, 'POST', `webhooks/${endpoint.id}/test`)).statusCode).toBe(403);
      expect((await call(user, 'DELETE', `webhooks/${endpoint.id}`)).statusCode).toBe(403);
    }
  });

  it("answers 404 for another organization's endpoints and deliveries", async () => {
    const { endpoint } = await addEndpoint(['todo.added']);
    await call(owner, 'POST', `webhooks/${endpoint.id}/test`);
    const [delivery] = await deliveriesOf(endpoint.id);
    const body = { url: `${base}/x`, events: ['todo.added'], active: true, description: '' };
    expect((await call(outsider, 'GET', 'webhooks')).json().endpoints).toEqual([]);
    expect((await call(outsider, 'PUT', `webhooks/${endpoint.id}`, body)).statusCode).toBe(404);
    expect((await call(outsider, 'DELETE', `webhooks/${endpoint.id}`)).statusCode).toBe(404);
    expect((await call(outsider, 'POST', `webhooks/${endpoint.id}/roll-secret`)).statusCode).toBe(404);
    expect((await call(outsider, 'POST', `webhooks/${endpoint.id}/test`)).statusCode).toBe(404);
    expect((await call(outsider, 'GET', `webhooks/${endpoint.id}/deliveries`)).statusCode).toBe(404);
    expect(
      (await call(outsider, 'POST', `webhooks/${endpoint.id}/deliveries/${delivery?.id}/redeliver`)).statusCode,
    ).toBe(404);
    // Their todo events never reach this organization's endpoint.
    const theirMeeting = await createMeeting(t, { orgId: outsider.org.id, ownerId: outsider.membership.id });
    received.length = 0;
    await call(outsider, 'POST', 'todos', {
      ...newTodo(),
      ownerIds: [outsider.membership.id],
      tractionId: theirMeeting.id,
    });
    await deliver();
    expect(received).toHaveLength(0);
  });

  it('pages the delivery log newest first', async () => {
    const { endpoint } = await addEndpoint(['todo.added']);
    for (let i = 0; i < 3; i++) await call(owner, 'POST', `webhooks/${endpoint.id}/test`);
    const page = await call(owner, 'GET', `webhooks/${endpoint.id}/deliveries?page=1&pageSize=2`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().totalCount).toBe(3);
    expect(page.json().items).toHaveLength(1);
    const all = (await call(owner, 'GET', `webhooks/${endpoint.id}/deliveries`)).json().items;
    expect(all[0].created >= all[2].created).toBe(true);
    expect(all[0].payload.event).toBe('ping');
  });

  it('does not exist while the API switch is off', async () => {
    t.ctx.config.featureFlagOverrides['enable-api-switch'] = false;
    try {
      expect((await call(owner, 'GET', 'webhooks')).statusCode).toBe(404);
    } finally {
      t.ctx.config.featureFlagOverrides['enable-api-switch'] = true;
    }
  });
});

describe('private addresses', () => {
  it('are refused when saving unless the operator allows them', async () => {
    t.ctx.config.webhooks.allowPrivate = false;
    const refused = async (url: string, id: string) => {
      const res = await call(owner, 'POST', 'webhooks', { url, events: ['todo.added'] });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().messages[0], url).toMatchObject({ id, field: 'url' });
    };
    await refused('https://127.0.0.1/hook', 'ERR_WEBHOOK_PRIVATE_ADDRESS');
    await refused('https://10.1.2.3/hook', 'ERR_WEBHOOK_PRIVATE_ADDRESS');
    await refused('https://[::1]/hook', 'ERR_WEBHOOK_PRIVATE_ADDRESS');
    await refused('https://[::ffff:127.0.0.1]/hook', 'ERR_WEBHOOK_PRIVATE_ADDRESS');
    await refused('https://169.254.169.254/latest/meta-data', 'ERR_WEBHOOK_PRIVATE_ADDRESS');
    await refused('https://localhost/hook', 'ERR_WEBHOOK_PRIVATE_ADDRESS');
    await refused(`${base}/hook`, 'ERR_WEBHOOK_HTTPS');
    await refused('ftp://example.com/hook', 'ERR_WEBHOOK_URL');
    await refused('https://user:secret@example.com/hook', 'ERR_WEBHOOK_CREDENTIALS');
    await refused('https://192.0.2.10/hook', 'ERR_WEBHOOK_PRIVATE_ADDRESS');
    await refused('https://[2002:7f00:1::1]/hook', 'ERR_WEBHOOK_PRIVATE_ADDRESS');
    expect((await call(owner, 'GET', 'webhooks')).json().endpoints).toEqual([]);
  });

  it('are refused again when connecting, whatever was saved', async () => {
    const { endpoint } = await addEndpoint(['todo.added']);
    t.ctx.config.webhooks.allowPrivate = false;
    const res = await call(owner, 'POST', `webhooks/${endpoint.id}/test`);
    expect(res.json()).toMatchObject({ delivered: false, statusCode: null });
    expect(res.json().error).toMatch(/private or local address/);
    expect(received).toHaveLength(0);
  });
});
