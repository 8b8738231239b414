// @module-tag postgres
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInMember } from '../auth-helpers.ts';
import { createTestApp, sandboxBilling, type TestApp } from '../harness.ts';
import { recordFigure } from './report.ts';
import {
  apiOperations,
  createWorld,
  type FilledRequest,
  fill,
  type Operation,
  snapshot,
  unknownIds,
  type World,
} from './support.ts';

// Attack check 1 (issue 14): the isolation sweep. Every operation of the OpenAPI document is called by
// the Owner of another organization with the victim organization's REAL ids in its path, query and
// body, and the same calls by the Owner of a third organization, which starts alike, with ids that exist
// nowhere. Nothing of the victim may come back, the victim's data must be the same afterwards, and each
// answer must be the one the unknown ids get (so an id cannot even be told to exist). Two attackers
// whose organizations go through the same calls keep what the calls make there (an agenda named alike,
// an implementer) from reading as a difference.

let t: TestApp;
let victim: World;
let attacker: SignedInUser;
let twin: SignedInUser;
let ops: Operation[];

beforeAll(async () => {
  // With the sandbox payment provider the billing routes exist (with BILLING_PROVIDER=none they do not): covered too.
  t = await createTestApp({ billing: sandboxBilling() });
  victim = await createWorld(t, 'Victim');
  attacker = await signedInMember(t, { role: 'Owner' });
  twin = await signedInMember(t, { role: 'Owner' });
  ops = (await apiOperations(t)).filter((op) => op.url.startsWith('/api/v2/'));
});
afterAll(() => t.close());

async function send(req: FilledRequest, user: SignedInUser) {
  const res = await t.app.inject({
    method: req.method,
    url: req.url,
    headers: { cookie: user.cookie },
    payload: req.payload as object | undefined,
  });
  return { status: res.statusCode, body: res.body };
}

/** What an answer says, without the values it carries: its status and message ids (and fields). */
function shape(answer: { status: number; body: string }): string {
  let messages = '';
  try {
    const json = JSON.parse(answer.body) as { messages?: { id: string; field?: string }[] };
    messages = (json.messages ?? []).map((m) => `${m.id}${m.field ? `@${m.field}` : ''}`).join(',');
  } catch {
    // Not JSON (a PDF, a calendar file): the status says it all.
  }
  return `${answer.status} ${messages}`;
}

/** The victim's ids in an answer that the request did not carry, and its marker text. */
function leaked(answer: string, req: FilledRequest): string[] {
  const asked = `${req.url} ${JSON.stringify(req.payload ?? '')}`;
  const ids = [
    victim.org.id,
    ...Object.values(victim.ids),
    ...[victim.owner, victim.admin, victim.manager, victim.member, victim.observer].flatMap((u) => [
      u.membership.id,
      u.account.id,
      u.sessionId,
    ]),
  ];
  const found = ids.filter((id) => answer.includes(id) && !asked.includes(id));
  if (answer.includes(victim.marker)) found.push(`marker ${victim.marker}`);
  return found;
}

describe('attack 1: isolation sweep', () => {
  it("answers another organization's Owner the same for the victim's real ids as for unknown ones, and leaks and changes nothing", async () => {
    const before = await snapshot(t, victim);
    const nobody = unknownIds(victim);
    const leaks: string[] = [];
    const differ: string[] = [];
    let requests = 0;
    for (const op of ops) {
      const unknown = fill(op, nobody);
      const real = fill(op, victim);
      const a = await send(unknown, twin);
      const b = await send(real, attacker);
      requests += 2;
      const found = leaked(b.body, real);
      if (found.length > 0) leaks.push(`${op.method} ${op.url}: ${found.join(', ')}`);
      if (shape(a) !== shape(b)) differ.push(`${op.method} ${op.url}: unknown ${shape(a)} / real ${shape(b)}`);
    }
    const after = await snapshot(t, victim);
    expect(leaks).toEqual([]);
    expect(differ).toEqual([]);
    expect(after).toBe(before);
    recordFigure(
      1,
      'isolation sweep',
      `${requests} requests to ${ops.length} routes with another org's ids: 0 leaks, 0 answers that differ from unknown ids, ` +
        "0 changes in the victim's data",
    );
  });
});
