// @module-tag postgres
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../src/db/schema/index.ts';
import { createItemWorld, type ItemWorld, personId } from '../../src/modules/issues/test-support.ts';
import { meetingBody } from '../../src/modules/meetings/test-support.ts';
import { rockBody } from '../../src/modules/rocks/test-support.ts';
import { measurableBody, scorecardIdOf } from '../../src/modules/scorecard/test-support.ts';
import { type SignedInUser, signedInMember } from '../auth-helpers.ts';
import { createTestApp, sandboxBilling, type TestApp } from '../harness.ts';
import { recordFigure } from './report.ts';

// Check 21: a create sent again with the same Idempotency-Key makes one record, whether the retry
// follows the first answer or races it. The POST routes come from the app's own route table: each is
// either a create with a recipe here (a caller, a body, the table that grows), or named below as not a
// create or as a create this check does not drive yet — a new POST route fails the check until sorted.

const NOT_CREATES: [RegExp, string][] = [
  [/\/search($|\/)|selector|picker-list|check-existing-email|my-meetings/, 'a read with a query body'],
  [/\/live-meeting\/(?!add-)/, 'a live meeting command on one versioned state'],
  [/\/register-sso$|\/accept$/, 'joins an account or an invitation (once, checked by state)'],
  [/approveupgrade|denyupgrade/, 'decides a request (once, checked by state)'],
  [/\/move(-to-vto)?$|remove-in-meeting|feed\/reset/, 'changes or removes existing records'],
  [/\/restore$|\/actual-values$/, 'writes over a part or figure of a V/TO that exists'],
  [/\/default-dashboard$/, "puts the default layout back over the person's own (the same answer every time)"],
  [/\/account\/two-step\//, "changes the account's two-step state; secrets in answers are never stored"],
  [/\/payment\/calculate-tax$/, 'a read with a body (the tax on an amount)'],
  [/\/payment\/(primary|billing-address)\/:id$/, 'changes a card that exists (its primary mark, its address)'],
  [/\/subscription\/customer$/, "sets the organization's one account email (the same answer every time)"],
  [
    /\/payment\/token$|\/payment\/sandbox\/tokenize$/,
    'opens the card form or turns a card into a token: secrets in answers are never stored, a form secret is good once, and the customer is made once per organization',
  ],
  [
    /\/subscription\/(cancel|renew|remove\/:id|apply-coupon\/:code)$/,
    "changes the organization's one subscription by its state (a repeat finds it changed and is refused or answers the same)",
  ],
  [/\/payment\/sandbox\/clock$/, "moves the sandbox's clock (the sandbox only, for trying renewals)"],
  [/\/billing\/stripe\/webhook$/, 'Stripe delivers each event once by its id (billing_events is the idempotency key)'],
  [/\/print\/pdf$/, 'a read that answers a PDF (reads ignore the key: plugins/idempotency.ts)'],
  [/\/user\/tokens$/, 'makes an access token whose secret is answered once: never stored (route config secretAnswer)'],
  [/\/org\/api-tokens$/, 'makes an organization API token whose secret is answered once: never stored (secretAnswer)'],
  [
    /\/voice-assistant\/parse$/,
    'a read with a body: understands a sentence, creates nothing (the browser then POSTs the item)',
  ],
  [/\/mcp$/, 'the MCP server: JSON-RPC messages with a bearer token, no session to keep a key for'],
  [/\/chat$/, "a question answered (added to the person's own thread), not a record made once; a stream is never kept"],
  [/\/import\/(columns|preview)$/, 'a read with a body: a CSV file read and checked, nothing written'],
  [
    /\/webhooks(\/:id\/roll-secret)?$/,
    'makes a webhook endpoint or its new signing secret, answered once: never stored (secretAnswer)',
  ],
  [
    /\/webhooks\/:id\/(test|deliveries\/:deliveryId\/redeliver)$/,
    'sends to the receiver now and answers what it said: each press is a new attempt (a redelivery keeps its Webhook-Id, so the receiver sees one delivery)',
  ],
];
/** Creates this check does not drive yet (the same hook covers them; they need mail or live state). */
const NOT_DRIVEN: [RegExp, string][] = [
  [/\/invitations$/, 'sends mail'],
  [/\/subscription\/add$/, 'billing'],
  [/\/subscription\/checkout$/, 'charges a card (one subscription per organization: a repeat answers 409)'],
  [/\/person\/upgrade$/, 'notifies the Owner'],
  [/\/payment\/add$/, 'needs a card token from the card form first (good once: a retry without the key is refused)'],
  [/\/headline\/cascade$|add-as-issue$|\/live-meeting\/add-/, 'copies an existing item'],
  [/\/agendas$|\/scorecard$/, 'one per name or meeting'],
  [
    /\/vto\/collection\/:collectionId\/revision\/:revisionId\//,
    'adds an entry inside one V/TO document row (no table to count; the same hook answers the retry)',
  ],
];

let t: TestApp;
let w: ItemWorld;
let orgMaker: SignedInUser;
let scorecardId = '';
let rockId = '';

interface Recipe {
  caller: () => SignedInUser;
  url: () => string;
  body: (n: number) => object;
  /** Rows of the table a create adds to. */
  table: string;
}

const RECIPES: Record<string, Recipe> = {
  '/api/v2/orgs': {
    caller: () => orgMaker,
    url: () => '/orgs',
    body: (n) => ({ name: `Acme ${n}` }),
    table: 'organizations',
  },
  '/api/v2/meetings': {
    caller: () => w.owner,
    url: () => '/meetings',
    body: () => meetingBody({ inviteeIds: [personId(w.member)] }),
    table: 'meetings',
  },
  '/api/v2/todos': {
    caller: () => w.member,
    url: () => '/todos',
    body: (n) => ({
      title: `Call ${n}`,
      ownerIds: [personId(w.member)],
      dueDate: '2030-01-14',
      tractionId: w.meeting.id,
    }),
    table: 'todos',
  },
  '/api/v2/personal-todos': {
    caller: () => w.member,
    url: () => '/personal-todos',
    body: (n) => ({ title: `Mine ${n}`, dueDate: '2030-01-01' }),
    table: 'todos',
  },
  '/api/v2/issues': {
    caller: () => w.member,
    url: () => '/issues',
    body: (n) => ({ title: `Hiring ${n}`, ownerIds: [personId(w.member)], contentHtml: '', tractionId: w.meeting.id }),
    table: 'issues',
  },
  '/api/v2/headlines': {
    caller: () => w.member,
    url: () => '/headlines',
    body: (n) => ({ title: `News ${n}`, ownerIds: [personId(w.member)], contentHtml: '', tractionId: w.meeting.id }),
    table: 'headlines',
  },
  '/api/v2/import': {
    caller: () => w.owner,
    url: () => '/import',
    // A one-row CSV file: the import's JSON answer is kept like any create's.
    body: (n) => ({
      source: 'generic',
      entity: 'headlines',
      csv: `Title,Owner Email\r\nImported ${n},${w.owner.account.email}\r\n`,
      mapping: { Title: 'title', 'Owner Email': 'ownerEmail' },
      meetingId: w.meeting.id,
    }),
    table: 'headlines',
  },
  '/api/v2/rocks': {
    caller: () => w.member,
    url: () => '/rocks',
    body: (n) => rockBody(w, { title: `Rock ${n}` }),
    table: 'rocks',
  },
  '/api/v2/rock/:id/milestones': {
    caller: () => w.member,
    url: () => `/rock/${rockId}/milestones`,
    body: (n) => ({ title: `Step ${n}`, dueDate: '2030-02-01', done: false }),
    table: 'rock_milestones',
  },
  '/api/v2/vto/collections': {
    caller: () => w.owner,
    url: () => '/vto/collections',
    body: (n) => ({ title: `Folder ${n}` }),
    table: 'collections',
  },
  '/api/v2/ac/collections': {
    caller: () => w.owner,
    url: () => '/ac/collections',
    body: (n) => ({ title: `Chart folder ${n}` }),
    table: 'collections',
  },
  '/api/v2/scorecard/:scorecardId/add-measurable': {
    caller: () => w.owner,
    url: () => `/scorecard/${scorecardId}/add-measurable`,
    body: (n) => measurableBody([personId(w.owner)], { title: `Revenue ${n}` }),
    table: 'measurables',
  },
};

beforeAll(async () => {
  // With the sandbox payment provider the billing routes exist (with BILLING_PROVIDER=none they do not): covered too.
  t = await createTestApp({ billing: sandboxBilling() });
  w = await createItemWorld(t);
  orgMaker = await signedInMember(t);
  // A key from two days ago: the first keyed request of the process prunes it.
  await t.ctx.db.insert(idempotencyKeys).values({
    accountId: w.member.account.id,
    key: 'expired',
    fingerprint: 'x',
    status: 200,
    body: '{}',
    createdAt: new Date(Date.now() - 2 * 86_400_000),
  });
  scorecardId = await scorecardIdOf(t, w.owner.cookie, w.meeting.id);
  const rock = await post(w.member, '/rocks', rockBody(w, { title: 'Milestones here' }));
  rockId = rock.json().rocks?.[0]?.id ?? rock.json().rock?.id;
});
afterAll(() => t.close());

function post(user: SignedInUser, url: string, body: object, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v2${url}`,
    headers: { cookie: user.cookie, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
}

async function rows(table: string): Promise<number> {
  const res = (await t.ctx.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
    rows: { n: number }[];
  };
  return Number(res.rows[0]?.n);
}

describe('attack 21: a retried create makes one record', () => {
  it('every POST route is sorted: a create driven here, or named with a reason', () => {
    const posts = t.app.accessTable.filter((r) => r.method === 'POST' && r.access !== 'public').map((r) => r.url);
    const unsorted = posts.filter(
      (url) => !RECIPES[url] && ![...NOT_CREATES, ...NOT_DRIVEN].some(([pattern]) => pattern.test(url)),
    );
    expect(unsorted).toEqual([]);
    expect(Object.keys(RECIPES).filter((url) => !posts.includes(url))).toEqual([]);
  });

  it('sequential and concurrent retries of each create answer the first answer and add one row', async () => {
    expect(rockId).toBeTruthy();
    let tries = 0;
    const duplicates: string[] = [];
    let n = 0;
    for (const [route, recipe] of Object.entries(RECIPES)) {
      // Sequential: the client did not hear the answer and sends the same request again.
      n += 1;
      const body = recipe.body(n);
      const before = await rows(recipe.table);
      const key = `seq-${n}-${route}`;
      const first = await post(recipe.caller(), recipe.url(), body, key);
      expect(first.statusCode, `${route}: ${first.body}`).toBe(200);
      const again = await post(recipe.caller(), recipe.url(), body, key);
      tries += 2;
      expect(again.statusCode).toBe(first.statusCode);
      expect(again.body).toBe(first.body);
      expect(again.headers['idempotent-replayed']).toBe('true');
      if ((await rows(recipe.table)) !== before + 1) duplicates.push(`${route} (sequential)`);

      // Concurrent: three copies race; one runs, the others wait their turn (409, Retry-After) or replay.
      n += 1;
      const raced = recipe.body(n);
      const mid = await rows(recipe.table);
      const raceKey = `race-${n}-${route}`;
      const answers = await Promise.all([1, 2, 3].map(() => post(recipe.caller(), recipe.url(), raced, raceKey)));
      tries += 3;
      const ran = answers.filter((a) => a.statusCode === 200 && a.headers['idempotent-replayed'] !== 'true');
      expect(ran, route).toHaveLength(1);
      for (const a of answers.filter((x) => x !== ran[0])) {
        expect([200, 409]).toContain(a.statusCode);
        if (a.statusCode === 409) expect(a.headers['retry-after']).toBe('1');
        else expect(a.body).toBe(ran[0]?.body);
      }
      const later = await post(recipe.caller(), recipe.url(), raced, raceKey);
      tries += 1;
      expect(later.body).toBe(ran[0]?.body);
      if ((await rows(recipe.table)) !== mid + 1) duplicates.push(`${route} (concurrent)`);
    }
    expect(duplicates).toEqual([]);

    // The same key with another body is refused and creates nothing; a failed request keeps no answer.
    const todos = RECIPES['/api/v2/todos'] as Recipe;
    const before = await rows('todos');
    expect((await post(w.member, '/todos', todos.body(998), 'reused')).statusCode).toBe(200);
    const other = await post(w.member, '/todos', todos.body(999), 'reused');
    expect(other.statusCode).toBe(422);
    expect(other.json().messages[0].id).toBe('ERR_IDEMPOTENCY_KEY_REUSED');
    const failed = await post(w.member, '/todos', { ...todos.body(1000), ownerIds: [personId(w.admin)] }, 'fails-once');
    expect(failed.statusCode).toBe(422);
    // Run again, not replayed: the failure created nothing, so there is nothing to protect.
    const rerun = await post(w.member, '/todos', { ...todos.body(1000), ownerIds: [personId(w.admin)] }, 'fails-once');
    expect(rerun.statusCode).toBe(422);
    expect(rerun.headers['idempotent-replayed']).toBeUndefined();
    expect(await rows('todos')).toBe(before + 1);

    // A secret shown once (a two-step key) is never written to the idempotency store.
    const setup = await post(w.member, '/account/two-step/setup', {}, 'two-step-setup');
    expect(setup.statusCode).toBe(200);
    expect(await rows(`idempotency_keys where key = 'two-step-setup'`)).toBe(0);

    // Expired keys are pruned.
    expect(await rows(`idempotency_keys where key = 'expired'`)).toBe(0);

    const routes = Object.keys(RECIPES).length;
    recordFigure(
      21,
      'idempotency',
      `${duplicates.length} duplicate records from ${tries} sends of ${routes * 2} retried creates on ${routes} create routes (sequential and 3-way concurrent retries)`,
    );
  });
});
