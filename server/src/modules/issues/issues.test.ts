import { Issue } from '@eos/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { createIssue } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { issues } from '../../db/schema/index.ts';
import { caller, createItemWorld, type Emitted, type ItemWorld, personId, recordEvents } from './test-support.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let w: ItemWorld;
let emitted: Emitted[];
beforeAll(async () => {
  t = await createTestApp();
  emitted = recordEvents(t);
  call = caller(t);
  w = await createItemWorld(t);
});
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  title: 'Hiring is slow',
  ownerIds: [personId(w.member)],
  contentHtml: '<p>Notes</p>',
  tractionId: w.meeting.id,
  ...over,
});

describe('POST issues', () => {
  it('creates an open issue last in its meeting, with its owner and abilities, and tells the org', async () => {
    await createIssue(t, { orgId: w.owner.org.id, tractionId: w.meeting.id, ownerId: personId(w.owner), rank: 7 });
    emitted.length = 0;
    const res = await call('POST', '/issues', w.member.cookie, body({ title: '  Hiring is slow ' }));
    expect(res.statusCode).toBe(200);
    const issue = Issue.parse(res.json().issue);
    expect(issue).toMatchObject({
      title: 'Hiring is slow',
      contentHtml: '<p>Notes</p>',
      status: 'Open',
      ownerId: personId(w.member),
      owner: { id: personId(w.member), userId: w.member.account.id },
      tractionId: w.meeting.id,
      rank: 8,
      solved: null,
      abilities: { canEdit: true },
    });
    expect(emitted).toEqual([
      {
        hub: 'live-update-hub',
        room: `org:${w.owner.org.id}`,
        event: 'Added',
        payload: { type: 'issue', id: issue.id },
      },
    ]);
  });

  it('creates one issue per owner, ranked one after another', async () => {
    const res = await call(
      'POST',
      '/issues',
      w.owner.cookie,
      body({ title: 'Shared', ownerIds: [personId(w.member), personId(w.owner)] }),
    );
    expect(res.statusCode).toBe(200);
    const created = res.json().issues.map((i: { ownerId: string; rank: number }) => [i.ownerId, i.rank]);
    expect(created.map(([owner]: [string]) => owner)).toEqual([personId(w.member), personId(w.owner)]);
    expect(created[1][1]).toBe(created[0][1] + 1);
    expect(res.json().issue.id).toBe(res.json().issues[0].id);
  });

  it('strips scripts from the notes', async () => {
    const res = await call(
      'POST',
      '/issues',
      w.member.cookie,
      body({ contentHtml: '<p>ok<script>alert(1)</script></p>' }),
    );
    expect(res.json().issue.contentHtml).toBe('<p>ok</p>');
  });

  it('names the missing title and owner', async () => {
    const res = await call('POST', '/issues', w.member.cookie, { tractionId: w.meeting.id, title: '  ' });
    expect(res.statusCode).toBe(422);
    const fields = res.json().messages.map((m: { id: string; field: string }) => `${m.field}:${m.id}`);
    expect(fields).toEqual(expect.arrayContaining(['title:VAL_REQUIRED', 'ownerIds:VAL_REQUIRED']));
  });

  it('refuses an owner who is not invited to the meeting, and writes nothing', async () => {
    const before = (await t.ctx.db.select().from(issues)).length;
    const res = await call('POST', '/issues', w.member.cookie, body({ ownerIds: [personId(w.admin)] }));
    expect(res.statusCode).toBe(422);
    expect(res.json().messages).toEqual([
      expect.objectContaining({ id: 'ERR_OWNER_NOT_IN_MEETING', field: 'ownerIds' }),
    ]);
    expect((await t.ctx.db.select().from(issues)).length).toBe(before);
  });

  it('is 404 for a meeting of another organization', async () => {
    const stranger = await signedInMember(t);
    const res = await call('POST', '/issues', stranger.cookie, body({ ownerIds: [personId(stranger)] }));
    expect(res.statusCode).toBe(404);
  });

  it('is 403 to an Observer and to a member not invited to the meeting', async () => {
    expect((await call('POST', '/issues', w.observer.cookie, body())).statusCode).toBe(403);
    const outsider = await signedInMember(t, { role: 'Member', org: w.owner.org });
    expect((await call('POST', '/issues', outsider.cookie, body())).statusCode).toBe(403);
  });
});

describe('changing an issue', () => {
  const fresh = () => createIssue(t, { orgId: w.owner.org.id, tractionId: w.meeting.id, ownerId: personId(w.member) });

  it('edits title, owner and notes; the new owner hears of it', async () => {
    const issue = await fresh();
    emitted.length = 0;
    const res = await call('PUT', `/issue/${issue.id}`, w.member.cookie, {
      title: 'Renamed',
      ownerId: personId(w.manager),
      contentHtml: '<p>x</p><iframe src="https://evil"></iframe>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().issue).toMatchObject({ title: 'Renamed', ownerId: personId(w.manager), contentHtml: '<p>x</p>' });
    expect(emitted.map((e) => `${e.room} ${e.event}`)).toEqual([
      `person:${personId(w.manager)} NewNotification`,
      `org:${w.owner.org.id} Updated`,
      `user:${w.manager.account.id} Reassigned`,
    ]);
    const bad = await call('PUT', `/issue/${issue.id}`, w.member.cookie, { title: 'x', ownerId: personId(w.admin) });
    expect(bad.json().messages[0]).toMatchObject({ id: 'ERR_OWNER_NOT_IN_MEETING', field: 'ownerId' });
  });

  it('solves, reopens and removes', async () => {
    const issue = await fresh();
    const solved = (await call('PUT', `/issue/${issue.id}/solve`, w.member.cookie)).json().issue;
    expect(solved.status).toBe('Solved');
    expect(Date.parse(solved.solved)).toBeGreaterThan(Date.now() - 60_000);
    const reopened = (await call('PUT', `/issue/${issue.id}/status`, w.member.cookie, { status: 'Open' })).json().issue;
    expect(reopened).toMatchObject({ status: 'Open', solved: null });
    emitted.length = 0;
    const removed = await call('DELETE', `/issue/${issue.id}`, w.member.cookie);
    expect(removed.json()).toEqual({ succeeded: true });
    const [row] = await t.ctx.db.select().from(issues).where(eq(issues.id, issue.id));
    expect(row?.status).toBe('Removed');
    expect(emitted).toEqual([expect.objectContaining({ event: 'Deleted', payload: { type: 'issue', id: issue.id } })]);
    const bad = await call('PUT', `/issue/${issue.id}/status`, w.member.cookie, { status: 'Gone' });
    expect(bad.statusCode).toBe(422);
  });

  it('reassigns to an invitee, and tells the new owner', async () => {
    const issue = await fresh();
    emitted.length = 0;
    const res = await call('PUT', `/issue/${issue.id}/reassign`, w.member.cookie, { ownerId: personId(w.owner) });
    expect(res.json().issue.owner.id).toBe(personId(w.owner));
    expect(emitted.at(-1)).toEqual({
      hub: 'live-update-hub',
      room: `user:${w.owner.account.id}`,
      event: 'Reassigned',
      payload: { type: 'issue', id: issue.id },
    });
    const bad = await call('PUT', `/issue/${issue.id}/reassign`, w.member.cookie, { ownerId: personId(w.admin) });
    expect(bad.statusCode).toBe(422);
  });

  it('is 403 on every write to an Observer and to a member not invited; an Admin may', async () => {
    const issue = await fresh();
    const outsider = await signedInMember(t, { role: 'Member', org: w.owner.org });
    const writes: [string, string, object | undefined][] = [
      ['PUT', `/issue/${issue.id}`, { title: 'x', ownerId: personId(w.member) }],
      ['PUT', `/issue/${issue.id}/solve`, undefined],
      ['PUT', `/issue/${issue.id}/status`, { status: 'Solved' }],
      ['PUT', `/issue/${issue.id}/reassign`, { ownerId: personId(w.member) }],
      ['PUT', `/issue/${issue.id}/rank`, { afterId: null }],
      ['POST', `/issue/${issue.id}/move`, { destinationId: w.other.id, ownerId: personId(w.manager) }],
      ['DELETE', `/issue/${issue.id}`, undefined],
    ];
    for (const who of [w.observer, outsider]) {
      for (const [method, url, payload] of writes) {
        const res = await call(method as 'PUT', url, who.cookie, payload);
        expect(`${method} ${url} ${res.statusCode}`).toBe(`${method} ${url} 403`);
      }
    }
    const seen = (await call('GET', `/issues?ids=${issue.id}`, outsider.cookie)).json();
    expect(seen[0].abilities).toEqual({ canEdit: false });
    const admin = await call('PUT', `/issue/${issue.id}/solve`, w.admin.cookie);
    expect(admin.statusCode).toBe(200);
  });
});
