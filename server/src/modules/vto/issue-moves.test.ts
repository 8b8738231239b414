import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { createIssue, createMeeting, type MeetingRow } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { issues, type StoredVtoDocument } from '../../db/schema/index.ts';
import {
  type CollectionWorld,
  caller,
  createCollectionWorld,
  makeFolder,
  makeRevision,
  readRevisionRow,
} from '../collections/test-support.ts';
import { type Emitted, recordEvents } from '../issues/test-support.ts';

// Issues between a meeting and the V/TO's long-term list (000 §3, §7): both sides change in one
// transaction; a refused move leaves both as they were.
let t: TestApp;
let call: ReturnType<typeof caller>;
let w: CollectionWorld;
let lt: MeetingRow;
let folder: string;
let revisionId: string;
let base: string;
let events: Emitted[];
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  w = await createCollectionWorld(t);
  lt = w.lt as MeetingRow;
  folder = await makeFolder(t, w.owner.cookie);
  revisionId = await makeRevision(t, w.owner.cookie, folder, 'vto', 'V/TO 2027');
  base = `/vto/collection/${folder}/revision/${revisionId}`;
  events = recordEvents(t);
});
afterAll(() => t.close());

const orgId = () => w.owner.org.id;
const doc = async () => (await readRevisionRow(t, orgId(), revisionId))?.document as StoredVtoDocument;
const issueRow = async (id: string) =>
  (
    await t.ctx.db
      .select()
      .from(issues)
      .where(and(eq(issues.orgId, orgId()), eq(issues.id, id)))
  )[0];
const meetingIssue = (title = 'Churn in year one') =>
  createIssue(t, {
    orgId: orgId(),
    tractionId: lt.id,
    ownerId: w.owner.membership.id,
    title,
    contentHtml: '<p>Why do they leave?</p>',
  });
const toVto = (issueId: string, ownerId: string, cookie = w.owner.cookie, ids = { folder, revisionId }) =>
  call('POST', `/issue/${issueId}/move-to-vto`, cookie, {
    destinationId: ids.revisionId,
    destinationCollectionId: ids.folder,
    ownerId,
  });
const toMeeting = (parkedId: string, ownerId: string, cookie = w.owner.cookie, destinationId = lt.id) =>
  call('POST', `${base}/long-term-issue/${parkedId}/move`, cookie, { destinationId, ownerId });

describe('POST issue/{id}/move-to-vto', () => {
  it('takes the issue off its meeting and lists it on the V/TO, owned by the chosen editor', async () => {
    const issue = await meetingIssue();
    events.length = 0;
    const res = await toVto(issue.id, w.manager.membership.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.succeeded).toBe(true);
    expect(body.vto.traction.longTermIssueList.issues).toEqual([
      expect.objectContaining({
        id: body.id,
        title: 'Churn in year one',
        notes: '<p>Why do they leave?</p>',
        assignedToId: w.manager.membership.id,
      }),
    ]);
    expect((await issueRow(issue.id))?.status).toBe('Removed');
    const room = `org:${orgId()}`;
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ room, event: 'Deleted', payload: expect.objectContaining({ id: issue.id }) }),
        expect.objectContaining({
          room,
          event: 'Updated',
          payload: expect.objectContaining({ type: 'vtoRevision', id: revisionId }),
        }),
      ]),
    );
    // Moved already: a second move finds nothing to move.
    expect((await toVto(issue.id, w.manager.membership.id)).statusCode).toBe(404);
  });

  it('refuses an owner who may not edit the V/TO and changes neither side', async () => {
    const issue = await meetingIssue('Pricing');
    const before = await doc();
    for (const [ownerId, message] of [
      [w.member.membership.id, 'ERR_OWNER_CANNOT_EDIT_VTO'],
      [w.observer.membership.id, 'ERR_OWNER_CANNOT_EDIT_VTO'],
      [(await signedInMember(t, { role: 'Owner' })).membership.id, 'ERR_PERSON_NOT_IN_ORG'],
    ] as const) {
      const res = await toVto(issue.id, ownerId);
      expect(res.statusCode).toBe(422);
      expect(res.json().messages[0]).toMatchObject({ id: message, field: 'ownerId' });
    }
    expect((await issueRow(issue.id))?.status).toBe('Open');
    expect(await doc()).toEqual(before);
  });

  it('is 403 to an Observer and to someone who may not edit the V/TO, 404 across organizations', async () => {
    const issue = await meetingIssue('Office lease');
    expect((await toVto(issue.id, w.owner.membership.id, w.observer.cookie)).statusCode).toBe(403);
    const outsider = await signedInMember(t, { role: 'Owner' });
    expect((await toVto(issue.id, outsider.membership.id, outsider.cookie)).statusCode).toBe(404);
    const otherFolder = await makeFolder(t, outsider.cookie);
    const otherRevision = await makeRevision(t, outsider.cookie, otherFolder);
    const foreign = { folder: otherFolder, revisionId: otherRevision };
    expect((await toVto(issue.id, w.owner.membership.id, w.owner.cookie, foreign)).statusCode).toBe(404);
    // The member may edit an issue of a meeting they are invited to, but not this V/TO.
    const theirs = await createMeeting(t, { orgId: orgId(), ownerId: w.member.membership.id, inviteeIds: [] });
    const own = await createIssue(t, { orgId: orgId(), tractionId: theirs.id, ownerId: w.member.membership.id });
    expect((await toVto(own.id, w.owner.membership.id, w.member.cookie)).statusCode).toBe(403);
    expect((await issueRow(issue.id))?.status).toBe('Open');
    expect((await issueRow(own.id))?.status).toBe('Open');
  });
});

describe('POST .../long-term-issue/{id}/move', () => {
  const park = async (title: string) =>
    (await call('POST', `${base}/long-term-issue`, w.owner.cookie, { title, notes: '<p>Later</p>' })).json()
      .newLongTermIssue.id as string;

  it('makes an open issue of the meeting and takes it off the V/TO', async () => {
    const parked = await park('Second office');
    events.length = 0;
    const res = await toMeeting(parked, w.manager.membership.id);
    expect(res.statusCode).toBe(200);
    const { issue, issues: all } = res.json();
    expect(issue).toMatchObject({ title: 'Second office', ownerId: w.manager.membership.id, tractionId: lt.id });
    expect(all).toEqual([issue]);
    expect(await issueRow(issue.id)).toMatchObject({ status: 'Open', contentHtml: '<p>Later</p>' });
    expect((await doc()).traction.longTermIssueList.issues.map((i) => i.id)).not.toContain(parked);
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['Added', 'Updated']));
    expect((await toMeeting(parked, w.manager.membership.id)).statusCode).toBe(404);
  });

  it('refuses an owner not invited to the meeting and changes neither side', async () => {
    const parked = await park('Hiring');
    const before = await doc();
    const count = async () => (await t.ctx.db.select().from(issues).where(eq(issues.tractionId, lt.id))).length;
    const issuesBefore = await count();
    const res = await toMeeting(parked, w.member.membership.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().messages[0]).toMatchObject({ id: 'ERR_OWNER_NOT_IN_MEETING', field: 'ownerId' });
    expect(await doc()).toEqual(before);
    expect(await count()).toBe(issuesBefore);
  });

  it('is 403 to an Observer and a non-editor, 404 for another organization and its meetings', async () => {
    const parked = await park('Tools');
    expect((await toMeeting(parked, w.owner.membership.id, w.observer.cookie)).statusCode).toBe(403);
    expect((await toMeeting(parked, w.owner.membership.id, w.member.cookie)).statusCode).toBe(403);
    const outsider = await signedInMember(t, { role: 'Owner' });
    expect((await toMeeting(parked, outsider.membership.id, outsider.cookie)).statusCode).toBe(404);
    const theirs = await createMeeting(t, { orgId: outsider.org.id, ownerId: outsider.membership.id, inviteeIds: [] });
    expect((await toMeeting(parked, w.owner.membership.id, w.owner.cookie, theirs.id)).statusCode).toBe(404);
    expect((await doc()).traction.longTermIssueList.issues.map((i) => i.id)).toContain(parked);
  });
});

describe('GET vto/collections/editable', () => {
  const editable = async (personId: string, cookie = w.owner.cookie) => {
    const res = await call('GET', `/vto/collections/editable?personId=${personId}`, cookie);
    expect(res.statusCode).toBe(200);
    return res
      .json()
      .collections.flatMap((c: { revisions: { id: string }[] }) => c.revisions.map((r) => r.id)) as string[];
  };

  it('lists the revisions the person may edit, among those the caller sees', async () => {
    expect(await editable(w.manager.membership.id)).toContain(revisionId);
    expect(await editable(w.member.membership.id)).toEqual([]);
    expect(await editable(w.observer.membership.id)).toEqual([]);
    const hidden = await makeRevision(t, w.owner.cookie, folder);
    const set = await call('PUT', `/vto/collection/${folder}/revision/${hidden}/visibility`, w.owner.cookie, {
      groups: { lt: { canView: false, canEdit: false }, org: { canView: false, canEdit: false } },
      individuals: [{ personId: w.admin.membership.id, canView: true, canEdit: true }],
    });
    expect(set.statusCode).toBe(200);
    expect(await editable(w.admin.membership.id)).toContain(hidden);
    expect(await editable(w.admin.membership.id, w.manager.cookie)).not.toContain(hidden);
    // An Observer may ask (they read); the answer is the same rule.
    expect(await editable(w.manager.membership.id, w.observer.cookie)).toContain(revisionId);
  });

  it('is 404 for a person of another organization and 422 for a malformed id', async () => {
    const outsider = await signedInMember(t, { role: 'Owner' });
    const res = await call('GET', `/vto/collections/editable?personId=${outsider.membership.id}`, w.owner.cookie);
    expect(res.statusCode).toBe(404);
    expect((await call('GET', '/vto/collections/editable?personId=x', w.owner.cookie)).statusCode).toBe(422);
    expect((await call('GET', '/vto/collections/editable', w.owner.cookie)).statusCode).toBe(422);
  });
});
