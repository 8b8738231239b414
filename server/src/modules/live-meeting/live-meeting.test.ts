import type { LiveMeetingEventPayload } from '@eos/domain';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { headlines, issues, mailOutbox, meetingSessions, meetings, todos } from '../../../src/db/schema/index.ts';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { createHeadline, createIssue, createMeeting, createRock, createTodo } from '../../../test/factories.ts';
import { createListeningApp, type ListeningApp, nextEvent } from '../../../test/realtime-harness.ts';
import { meetingBody } from '../meetings/test-support.ts';
import {
  createLiveWorld,
  type LiveCaller,
  type LiveWorld,
  liveCaller,
  liveSocket,
  liveStateNow,
  shownAfter,
  stateOf,
} from './test-support.ts';

let t: ListeningApp;
let w: LiveWorld;
let asOwner: LiveCaller;
let asMember: LiveCaller;
const open: Socket[] = [];
const socketOf = async (user: LiveWorld['owner']) => {
  const s = await liveSocket(t, user);
  open.push(s);
  return s;
};

beforeAll(async () => {
  t = await createListeningApp();
});
beforeEach(async () => {
  w = await createLiveWorld(t);
  asOwner = liveCaller(t, w.owner, w.meeting);
  asMember = liveCaller(t, w.member, w.meeting);
});
afterEach(() => {
  for (const s of open.splice(0)) s.disconnect();
});
afterAll(() => t.close());

describe('joining a live meeting', () => {
  it('puts the socket in the meeting: the others hear Joined with the new state, the joiner Connected', async () => {
    const ownerSocket = await socketOf(w.owner);
    const joined = await asOwner('join', { connectionId: ownerSocket.id });
    expect(joined.status).toBe(200);
    expect(stateOf(joined).status).toBe('NotStarted');
    expect(stateOf(joined).attendees.map((a) => a.personId)).toEqual([w.owner.membership.id]);

    const memberSocket = await socketOf(w.member);
    const heard = nextEvent<LiveMeetingEventPayload>(ownerSocket, 'Joined');
    const connectedEvent = nextEvent<LiveMeetingEventPayload>(memberSocket, 'Connected');
    await asMember('join', { connectionId: memberSocket.id });
    const payload = await heard;
    expect(
      shownAfter(stateOf(joined), payload)
        .attendees.map((a) => a.personId)
        .sort(),
    ).toEqual([w.owner.membership.id, w.member.membership.id].sort());
    expect((await connectedEvent)?.version).toBe(payload?.version);
  });

  it("refuses a socket that is not the caller's own", async () => {
    const ownerSocket = await socketOf(w.owner);
    const res = await asMember('join', { connectionId: ownerSocket.id });
    expect(res.status).toBe(422);
    expect(res.json.messages).toEqual([expect.objectContaining({ id: 'LIVE_ERR_NO_CONNECTION' })]);
  });

  it('is refused to the uninvited (403) and to another organization (404), and a wrong thread is 404', async () => {
    const adminSocket = await socketOf(w.admin);
    // Admins may join any meeting of their organization; a Member who is not invited may not.
    expect((await liveCaller(t, w.admin, w.meeting)('join', { connectionId: adminSocket.id })).status).toBe(200);
    const stranger = await signedInMember(t, { role: 'Member', org: w.owner.org });
    const strangerSocket = await socketOf(stranger);
    expect((await liveCaller(t, stranger, w.meeting)('join', { connectionId: strangerSocket.id })).status).toBe(403);
    expect((await liveCaller(t, stranger, w.meeting)('start')).status).toBe(403);

    const outsider = await signedInMember(t);
    const outsiderSocket = await socketOf(outsider);
    const res = await liveCaller(t, outsider, w.meeting)('join', { connectionId: outsiderSocket.id });
    expect(res.status).toBe(404);
    const get = await t.app.inject({
      method: 'GET',
      url: `/api/v2/live-meeting/${w.meeting.id}`,
      headers: { cookie: outsider.cookie },
    });
    expect(get.statusCode).toBe(404);
    expect((await asOwner('start', { meetingThreadId: w.owner.org.id })).status).toBe(404);
  });

  it('lets an invited Observer watch (events arrive) but not change anything', async () => {
    const asObserver = liveCaller(t, w.observer, w.meeting);
    const observerSocket = await socketOf(w.observer);
    const joined = await asObserver('join', { connectionId: observerSocket.id });
    expect(joined.status).toBe(200);
    expect(stateOf(joined).attendees).toEqual([]);
    const started = nextEvent<LiveMeetingEventPayload>(observerSocket, 'Started');
    expect((await asObserver('start')).status).toBe(403);
    expect((await asObserver('reaction', { id: 'clap' })).status).toBe(403);
    const before = await liveStateNow(t, w.observer, w.meeting);
    expect((await asOwner('start')).status).toBe(200);
    expect(shownAfter(before, await started).status).toBe('Running');
  });

  it('someone taken off the invitees stops hearing the live meeting', async () => {
    const memberSocket = await socketOf(w.member);
    expect((await asMember('join', { connectionId: memberSocket.id })).status).toBe(200);
    const ownerSocket = await socketOf(w.owner);
    await asOwner('join', { connectionId: ownerSocket.id });
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/meeting/${w.meeting.id}`,
      headers: { cookie: w.owner.cookie },
      payload: meetingBody({ title: w.meeting.title, inviteeIds: [w.manager.membership.id] }),
    });
    expect(edit.statusCode).toBe(200);
    const notForThem = nextEvent(memberSocket, 'Started', 500);
    const owners = nextEvent(ownerSocket, 'Started');
    expect((await asOwner('start')).status).toBe(200);
    expect(await owners).not.toBeNull();
    expect(await notForThem).toBeNull();
    // And their join is refused now.
    expect((await asMember('join', { connectionId: memberSocket.id })).status).toBe(403);
  });

  it('never shows anyone socket ids: answers and events carry a connected flag (issue 14 F6)', async () => {
    const ownerSocket = await socketOf(w.owner);
    const memberSocket = await socketOf(w.member);
    const observerSocket = await socketOf(w.observer);
    const asObserver = liveCaller(t, w.observer, w.meeting);
    await asOwner('join', { connectionId: ownerSocket.id });
    const heard = nextEvent<LiveMeetingEventPayload>(observerSocket, 'Joined');
    const connected = nextEvent<LiveMeetingEventPayload>(memberSocket, 'Connected');
    await asObserver('join', { connectionId: observerSocket.id });
    const joined = await asMember('join', { connectionId: memberSocket.id });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v2/live-meeting/${w.meeting.id}`,
      headers: { cookie: w.observer.cookie },
    });
    const seen = [joined.json, await heard, await connected, read.json()];
    const socketIds = [ownerSocket.id, memberSocket.id, observerSocket.id] as string[];
    for (const what of seen) {
      const text = JSON.stringify(what);
      for (const id of socketIds) expect(text).not.toContain(id);
      expect(text).not.toContain('connectionIds');
    }
    expect(
      stateOf(joined)
        .attendees.map((a) => [a.personId, a.connected])
        .sort(),
    ).toEqual(
      [
        [w.owner.membership.id, true],
        [w.member.membership.id, true],
      ].sort(),
    );
  });

  it("refuses to leave with someone else's socket: an Observer cannot cut a Member out (issue 14 F6)", async () => {
    const memberSocket = await socketOf(w.member);
    const observerSocket = await socketOf(w.observer);
    const asObserver = liveCaller(t, w.observer, w.meeting);
    await asMember('join', { connectionId: memberSocket.id });
    await asObserver('join', { connectionId: observerSocket.id });
    for (const attempt of [
      await asObserver('leave', { connectionId: memberSocket.id }),
      await asOwner('leave', { connectionId: memberSocket.id }),
      await asObserver('leave', { connectionId: 'no-such-socket' }),
    ]) {
      expect(attempt.status).toBe(422);
      expect(attempt.json.messages).toEqual([expect.objectContaining({ id: 'LIVE_ERR_NO_CONNECTION' })]);
    }
    // The Member is still in the room and still listed as connected.
    const started = nextEvent<LiveMeetingEventPayload>(memberSocket, 'Started');
    const before = await liveStateNow(t, w.member, w.meeting);
    expect((await asOwner('start')).status).toBe(200);
    const state = shownAfter(before, await started);
    expect(state.attendees.find((a) => a.personId === w.member.membership.id)?.connected).toBe(true);
    // Their own socket they may take out.
    expect((await asMember('leave', { connectionId: memberSocket.id })).status).toBe(200);
    expect((await asObserver('leave', { connectionId: observerSocket.id })).status).toBe(200);
  });

  it('a socket that drops leaves the meeting: the others hear Left', async () => {
    const ownerSocket = await socketOf(w.owner);
    await asOwner('join', { connectionId: ownerSocket.id });
    const memberSocket = await socketOf(w.member);
    await asMember('join', { connectionId: memberSocket.id });
    const left = nextEvent<LiveMeetingEventPayload>(ownerSocket, 'Left', 3000);
    const before = await liveStateNow(t, w.owner, w.meeting);
    memberSocket.disconnect();
    const member = shownAfter(before, await left).attendees.find((a) => a.personId === w.member.membership.id);
    expect(member?.connected).toBe(false);
  });
});

describe('running the meeting', () => {
  it('start marks the meeting running; Next from two people who saw the same section advances once', async () => {
    const started = await asOwner('start');
    expect(stateOf(started).status).toBe('Running');
    const [meeting] = await t.ctx.db.select().from(meetings).where(eq(meetings.id, w.meeting.id));
    expect(meeting?.status).toBe('Running');

    const [a, b] = await Promise.all([
      asOwner('next-agenda-item', { agendaIndex: 0 }),
      asMember('next-agenda-item', { agendaIndex: 0 }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(stateOf(a).agendaIndex).toBe(1);
    expect(stateOf(b).agendaIndex).toBe(1);
    const after = await asOwner('set-agenda-item', { index: 5 });
    expect(stateOf(after).agendaIndex).toBe(5);
    expect((await asOwner('set-agenda-item', { index: 99 })).json.messages).toEqual([
      expect.objectContaining({ id: 'LIVE_ERR_NO_SUCH_SECTION', text: 'That section is not on the agenda.' }),
    ]);
  });

  it('refuses agenda moves before the start, and a rating outside 1 to 10, storing nothing', async () => {
    const early = await asOwner('next-agenda-item');
    expect(early.status).toBe(422);
    expect(early.json.messages).toEqual([expect.objectContaining({ id: 'LIVE_ERR_NOT_STARTED' })]);
    const ownerSocket = await socketOf(w.owner);
    await asOwner('join', { connectionId: ownerSocket.id });
    await asOwner('start');
    const bad = await asOwner('add-rating', { personId: w.owner.membership.id, rating: 11 });
    expect(bad.status).toBe(422);
    const get = await t.app.inject({
      method: 'GET',
      url: `/api/v2/live-meeting/${w.meeting.id}`,
      headers: { cookie: w.owner.cookie },
    });
    expect(get.json().liveMeeting.attendees[0].rating).toBeNull();
  });

  it('a person rates themselves; rating someone else needs the scribe', async () => {
    const ownerSocket = await socketOf(w.owner);
    const memberSocket = await socketOf(w.member);
    await asOwner('join', { connectionId: ownerSocket.id });
    await asMember('join', { connectionId: memberSocket.id });
    await asOwner('start');
    expect((await asMember('add-rating', { personId: w.owner.membership.id, rating: 9 })).status).toBe(403);
    await asOwner('make-scribe');
    const rated = await asOwner('add-rating', { personId: w.member.membership.id, rating: 7 });
    expect(stateOf(rated).attendees.find((a) => a.personId === w.member.membership.id)?.rating).toBe(7);
  });

  it('IDS: solving the focus issue marks the issue solved once, even when pressed twice', async () => {
    const orgId = w.owner.org.id;
    const issue = await createIssue(t, { orgId, tractionId: w.meeting.id, ownerId: w.member.membership.id });
    await asOwner('start');
    await asOwner('start-prioritization');
    await asOwner('add-focus-issue', { issueId: issue.id });
    const discussing = await asOwner('start-focus-group');
    expect(stateOf(discussing).idsStatus).toBe('DiscussSolve');
    const [first, second] = await Promise.all([
      asOwner('next-focus-issue', { wasSolved: true, focusIssueId: issue.id }),
      asMember('next-focus-issue', { wasSolved: true, focusIssueId: issue.id }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const state = stateOf(second);
    expect(state.solvedIssueIds).toEqual([issue.id]);
    expect(state.idsStatus).toBe('Complete');
    const [row] = await t.ctx.db.select().from(issues).where(eq(issues.id, issue.id));
    expect(row?.status).toBe('Solved');

    const reopened = await asOwner('reopen-issue', { issueId: issue.id });
    expect(stateOf(reopened).idsStatus).toBe('Prioritizing');
    const [open] = await t.ctx.db.select().from(issues).where(eq(issues.id, issue.id));
    expect(open?.status).toBe('Open');
  });

  it('an issue of another meeting cannot be solved through this one', async () => {
    const elsewhere = await createMeeting(t, { orgId: w.owner.org.id, ownerId: w.owner.membership.id });
    const other = await createIssue(t, {
      orgId: w.owner.org.id,
      tractionId: elsewhere.id,
      ownerId: w.owner.membership.id,
    });
    await asOwner('start');
    expect((await asOwner('mark-as-solved', { issueId: other.id })).status).toBe(404);
  });

  it('checks before it changes: another organization’s issue moves nothing (404), a refused command changes no item (issue 14)', async () => {
    const orgId = w.owner.org.id;
    const issue = await createIssue(t, { orgId, tractionId: w.meeting.id, ownerId: w.member.membership.id });
    const stranger = await signedInMember(t);
    const strangerMeeting = await createMeeting(t, { orgId: stranger.org.id, ownerId: stranger.membership.id });
    const foreign = await createIssue(t, {
      orgId: stranger.org.id,
      tractionId: strangerMeeting.id,
      ownerId: stranger.membership.id,
    });
    const read = async () =>
      stateOf({
        json: (
          await t.app.inject({
            method: 'GET',
            url: `/api/v2/live-meeting/${w.meeting.id}`,
            headers: { cookie: w.owner.cookie },
          })
        ).json(),
      });

    // Refused by the meeting (not started): the issue is not solved, nor reopened, nor the headline reviewed.
    const headline = await createHeadline(t, { orgId, tractionId: w.meeting.id, ownerId: w.member.membership.id });
    for (const [name, body] of [
      ['mark-as-solved', { issueId: issue.id }],
      ['review-headline', { headlineId: headline.id }],
    ] as const) {
      const refused = await asOwner(name, body);
      expect(refused.status).toBe(422);
      expect(refused.json.messages).toEqual([expect.objectContaining({ id: 'LIVE_ERR_NOT_STARTED' })]);
    }
    expect((await t.ctx.db.select().from(issues).where(eq(issues.id, issue.id)))[0]?.status).toBe('Open');
    expect((await t.ctx.db.select().from(headlines).where(eq(headlines.id, headline.id)))[0]?.status).toBe('ToReview');

    await asOwner('start');
    await asOwner('start-prioritization');
    // Another organization's issue never enters the focus or the count.
    for (const name of ['add-focus-issue', 'remove-focus-issue', 'update-issue-count'] as const) {
      const res = await asOwner(name, { issueId: foreign.id, isAdded: true });
      expect(res.status).toBe(404);
    }
    await asOwner('add-focus-issue', { issueId: issue.id });
    await asOwner('start-focus-group');
    const before = await read();
    for (const wasSolved of [true, false]) {
      const res = await asOwner('next-focus-issue', { wasSolved, focusIssueId: foreign.id });
      expect(res.status).toBe(404);
    }
    const after = await read();
    expect(after.version).toBe(before.version);
    expect(after.focusIssueIds).toEqual([issue.id]);
    expect(after.focusIndex).toBe(before.focusIndex);
  });

  it('turns a Rock, a headline and a To-Do into issues of the meeting, telling everyone', async () => {
    const orgId = w.owner.org.id;
    const ownerSocket = await socketOf(w.owner);
    await asOwner('join', { connectionId: ownerSocket.id });
    await asOwner('start');
    const rock = await createRock(t, { orgId, ownerId: w.member.membership.id, tractionIds: [w.meeting.id] });
    const heard = nextEvent<LiveMeetingEventPayload>(ownerSocket, 'RockAsIssueAdded');
    const res = await asMember('add-rock-as-issue', { rockId: rock.id });
    expect(res.status).toBe(200);
    const issueId = res.json.issueId as string;
    expect((await heard)?.issueId).toBe(issueId);
    const [made] = await t.ctx.db.select().from(issues).where(eq(issues.id, issueId));
    expect(made).toMatchObject({ title: rock.title, tractionId: w.meeting.id, ownerId: w.member.membership.id });
    expect(stateOf(res).issueCount).toBe(1);

    const headline = await createHeadline(t, { orgId, tractionId: w.meeting.id, ownerId: w.member.membership.id });
    expect((await asOwner('add-headline-as-issue', { headlineId: headline.id })).status).toBe(200);
    const todo = await createTodo(t, { orgId, tractionId: w.meeting.id, ownerId: w.owner.membership.id });
    const fromTodo = await asOwner('add-todo-as-issue', { todoId: todo.id });
    expect(stateOf(fromTodo).issueCount).toBe(3);
  });
});

describe('reactions', () => {
  it('reach everyone with who sent which, and change nothing', async () => {
    const ownerSocket = await socketOf(w.owner);
    await asOwner('join', { connectionId: ownerSocket.id });
    const heard = nextEvent<LiveMeetingEventPayload>(ownerSocket, 'Reacted');
    const res = await asMember('reaction', { id: 'clap' });
    expect(await heard).toMatchObject({ personId: w.member.membership.id, reaction: 'clap' });
    expect(stateOf(res).version).toBe(1);
    expect((await asMember('reaction', { id: 'rocket' })).status).toBe(422);
  });
});

describe('ending the meeting', () => {
  it('records the session with its summary, clears the items, mails the recap and tells everyone', async () => {
    const orgId = w.owner.org.id;
    const done = await createTodo(t, {
      orgId,
      tractionId: w.meeting.id,
      ownerId: w.member.membership.id,
      status: 'Pending',
      createdAt: new Date(Date.now() - 7 * 24 * 3600_000),
    });
    const headline = await createHeadline(t, { orgId, tractionId: w.meeting.id, ownerId: w.member.membership.id });
    const ownerSocket = await socketOf(w.owner);
    const memberSocket = await socketOf(w.member);
    await asOwner('join', { connectionId: ownerSocket.id });
    await asMember('join', { connectionId: memberSocket.id });
    await asOwner('start');
    await asOwner('review-headline', { headlineId: headline.id });
    await asOwner('add-rating', { personId: w.owner.membership.id, rating: 9 });
    await asMember('add-rating', { personId: w.member.membership.id, rating: 8 });
    const recap = await t.app.inject({
      method: 'GET',
      url: `/api/v2/live-meeting/${w.meeting.id}/recap`,
      headers: { cookie: w.member.cookie },
    });
    expect(recap.json().recap).toMatchObject({
      reviewedHeadlines: [{ id: headline.id }],
      todoCompletionRate: 100,
    });

    const ended = nextEvent<LiveMeetingEventPayload>(memberSocket, 'Ended');
    const res = await asOwner('end', { baseUrl: 'https://elsewhere.example' });
    expect(res.status).toBe(200);
    const sessionId = res.json.sessionId as string;
    expect((await ended)?.sessionId).toBe(sessionId);

    const [session] = await t.ctx.db.select().from(meetingSessions).where(eq(meetingSessions.id, sessionId));
    expect(session?.averageRating).toBe(8.5);
    expect(session?.summary?.attendees.map((a) => a.rating).sort()).toEqual([8, 9]);
    expect(session?.summary?.reviewedHeadlines.map((h) => h.id)).toEqual([headline.id]);
    expect(session?.summary?.sections).toHaveLength(7);

    const [todo] = await t.ctx.db.select().from(todos).where(eq(todos.id, done.id));
    expect(todo?.status).toBe('Done');
    const [cleared] = await t.ctx.db.select().from(headlines).where(eq(headlines.id, headline.id));
    expect(cleared?.clearedAt).toBeInstanceOf(Date);
    const [meeting] = await t.ctx.db.select().from(meetings).where(eq(meetings.id, w.meeting.id));
    expect(meeting?.status).toBe('NotStarted');

    const mails = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, w.member.account.email)));
    const recapMail = mails.find((m) => m.subject.startsWith('Meeting recap:'));
    // The summary link is our own address, whatever baseUrl the caller sent.
    expect(recapMail?.text).toContain(
      `http://localhost:3000/traction/${w.meeting.id}/${w.meeting.threadId}/${sessionId}`,
    );
    expect(recapMail?.text).not.toContain('elsewhere.example');

    // The live state is gone: the next one starts afresh.
    const fresh = await t.app.inject({
      method: 'GET',
      url: `/api/v2/live-meeting/${w.meeting.id}`,
      headers: { cookie: w.owner.cookie },
    });
    expect(fresh.json().liveMeeting).toMatchObject({ status: 'NotStarted', version: 0, attendees: [] });
  });

  it('with both settings off: no mail, and the items stay on the lists', async () => {
    const headline = await createHeadline(t, {
      orgId: w.owner.org.id,
      tractionId: w.meeting.id,
      ownerId: w.owner.membership.id,
    });
    const ownerSocket = await socketOf(w.owner);
    await asOwner('join', { connectionId: ownerSocket.id });
    await asOwner('start');
    await asOwner('review-headline', { headlineId: headline.id });
    await asOwner('send-recap-email-changed', { shouldSend: false });
    const settings = await asOwner('clear-meeting-items-changed', { shouldClear: false });
    expect(stateOf(settings).settings).toEqual({ sendRecapEmail: false, clearMeetingItems: false });
    const before = await t.ctx.db.select().from(mailOutbox);
    await asOwner('end', { baseUrl: 'http://localhost:3000' });
    expect(await t.ctx.db.select().from(mailOutbox)).toHaveLength(before.length);
    const [kept] = await t.ctx.db.select().from(headlines).where(eq(headlines.id, headline.id));
    expect(kept?.clearedAt).toBeNull();
  });
});
