import { displayName, Notification } from '@eos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInMember } from '../../../test/auth-helpers.ts';
import { createHeadline, createIssue, createRock, createTodo, type MeetingRow } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createItemWorld, type ItemWorld } from '../issues/test-support.ts';
import { meetingBody } from '../meetings/test-support.ts';
import { notify } from './notify.ts';
import { caller, inboxOf, personId } from './test-support.ts';

// Each act that notifies (000 §1, §3), through the API: who hears of it, what it says and where it
// leads; and that nobody hears of their own act.

let t: TestApp;
let call: ReturnType<typeof caller>;
let w: ItemWorld;
beforeAll(async () => {
  t = await createTestApp({ featureFlagOverrides: { 'cascade-headlines': true } });
  call = caller(t);
  w = await createItemWorld(t);
});
afterAll(() => t.close());

const nameOf = (u: SignedInUser) => displayName(u.account);
const linkOf = (m: MeetingRow) => `/traction/${m.id}/${m.threadId}`;
let n = 0;
const unique = (label: string) => `${label} ${++n}`;

/** The person's notifications that mention `title`. */
async function about(user: SignedInUser, title: string): Promise<Notification[]> {
  return (await inboxOf(t, user)).filter((x) => x.messageParams.includes(title));
}

describe('To-Dos', () => {
  it('notifies an owner assigned by someone else, and not the creator who owns one too', async () => {
    const title = unique('Call the bank');
    const res = await call('POST', '/todos', w.owner.cookie, {
      title,
      ownerIds: [personId(w.member), personId(w.owner)],
      dueDate: '2030-01-14',
      tractionId: w.meeting.id,
    });
    expect(res.statusCode).toBe(200);
    const [got, ...more] = await about(w.member, title);
    expect(more).toEqual([]);
    expect(Notification.parse(got)).toMatchObject({
      type: 'TodoAssigned',
      message: `${nameOf(w.owner)} assigned you the To-Do “${title}”.`,
      messageKey: 'NOTIF_TODO_ASSIGNED',
      messageParams: [nameOf(w.owner), title],
      link: linkOf(w.meeting),
      isRead: false,
      isRemoved: false,
      isActioned: false,
      approvalUrl: null,
      denyUrl: null,
    });
    expect(await about(w.owner, title)).toEqual([]);
  });

  it('says nothing to someone who assigns a To-Do to themselves', async () => {
    const title = unique('Mine');
    const res = await call('POST', '/todos', w.member.cookie, {
      title,
      ownerIds: [personId(w.member)],
      dueDate: '2030-01-14',
      tractionId: w.meeting.id,
    });
    expect(res.statusCode).toBe(200);
    expect(await about(w.member, title)).toEqual([]);
  });

  it('notifies the new owner of a reassigned or edited To-Do, but not an unchanged owner', async () => {
    const title = unique('Hand over');
    const todo = await createTodo(t, {
      orgId: w.owner.org.id,
      ownerId: personId(w.member),
      tractionId: w.meeting.id,
      title,
    });
    await call('PUT', `/todo/${todo.id}/reassign`, w.member.cookie, { ownerId: personId(w.manager) });
    expect((await about(w.manager, title)).map((x) => x.type)).toEqual(['TodoAssigned']);
    // An edit that keeps the owner says nothing more.
    const edit = {
      title,
      ownerId: personId(w.manager),
      dueDate: '2030-02-01',
      contentHtml: '',
      tractionId: w.meeting.id,
    };
    expect((await call('PUT', `/todo/${todo.id}`, w.owner.cookie, edit)).statusCode).toBe(200);
    expect(await about(w.manager, title)).toHaveLength(1);
    await call('PUT', `/todo/${todo.id}`, w.owner.cookie, { ...edit, ownerId: personId(w.member) });
    expect((await about(w.member, title)).map((x) => x.type)).toEqual(['TodoAssigned']);
  });

  it('never notifies about a personal To-Do (always the caller’s own)', async () => {
    const title = unique('Private');
    expect((await call('POST', '/personal-todos', w.member.cookie, { title, dueDate: '2030-01-01' })).statusCode).toBe(
      200,
    );
    expect(await about(w.member, title)).toEqual([]);
  });
});

describe('Issues', () => {
  it('notifies owners of new and reassigned issues', async () => {
    const title = unique('Churn');
    await call('POST', '/issues', w.member.cookie, {
      title,
      ownerIds: [personId(w.manager)],
      tractionId: w.meeting.id,
    });
    const [created] = await about(w.manager, title);
    expect(created).toMatchObject({
      type: 'IssueAssigned',
      message: `${nameOf(w.member)} assigned you the issue “${title}”.`,
      link: linkOf(w.meeting),
    });
    const issue = await createIssue(t, {
      orgId: w.owner.org.id,
      tractionId: w.meeting.id,
      ownerId: personId(w.member),
    });
    await call('PUT', `/issue/${issue.id}/reassign`, w.member.cookie, { ownerId: personId(w.owner) });
    expect((await about(w.owner, issue.title)).map((x) => x.type)).toEqual(['IssueAssigned']);
  });

  it('tells the destination meeting’s owner of an issue moved there, and its new owner it is theirs', async () => {
    const issue = await createIssue(t, {
      orgId: w.owner.org.id,
      tractionId: w.meeting.id,
      ownerId: personId(w.member),
      title: unique('Move me'),
    });
    // w.other is the Manager's meeting, with the Admin invited.
    const res = await call('POST', `/issue/${issue.id}/move`, w.owner.cookie, {
      destinationId: w.other.id,
      ownerId: personId(w.admin),
    });
    expect(res.statusCode).toBe(200);
    expect(await about(w.manager, issue.title)).toEqual([
      expect.objectContaining({
        type: 'IssueMoved',
        message: `${nameOf(w.owner)} moved the issue “${issue.title}” to your meeting ${w.other.title}.`,
        link: linkOf(w.other),
      }),
    ]);
    expect((await about(w.admin, issue.title)).map((x) => x.type)).toEqual(['IssueAssigned']);
    expect(await about(w.owner, issue.title)).toEqual([]);
  });
});

describe('Headlines', () => {
  it('notifies owners of new and reassigned headlines', async () => {
    const title = unique('Record month');
    await call('POST', '/headlines', w.owner.cookie, {
      title,
      ownerIds: [personId(w.member), personId(w.owner)],
      tractionId: w.meeting.id,
    });
    expect((await about(w.member, title)).map((x) => x.message)).toEqual([
      `${nameOf(w.owner)} assigned you the headline “${title}”.`,
    ]);
    expect(await about(w.owner, title)).toEqual([]);
    const headline = await createHeadline(t, {
      orgId: w.owner.org.id,
      tractionId: w.meeting.id,
      ownerId: personId(w.member),
    });
    await call('PUT', `/headline/${headline.id}/reassign`, w.member.cookie, { ownerId: personId(w.manager) });
    expect((await about(w.manager, headline.title)).map((x) => x.type)).toEqual(['HeadlineAssigned']);
  });

  it('tells everyone invited to a destination meeting of a cascaded headline, except who cascaded it', async () => {
    const source = await createHeadline(t, {
      orgId: w.owner.org.id,
      tractionId: w.meeting.id,
      ownerId: personId(w.owner),
      title: unique('Big win'),
    });
    const res = await call('POST', '/headline/cascade', w.owner.cookie, {
      headlineId: source.id,
      entries: [{ ownerId: personId(w.admin), tractionIds: [w.other.id] }],
    });
    expect(res.statusCode).toBe(200);
    for (const who of [w.manager, w.admin]) {
      expect(await about(who, source.title)).toEqual([
        expect.objectContaining({
          type: 'HeadlineCascaded',
          message: `${nameOf(w.owner)} cascaded the headline “${source.title}” to your meeting ${w.other.title}.`,
          link: linkOf(w.other),
        }),
      ]);
    }
    expect(await about(w.member, source.title)).toEqual([]);
    expect(await about(w.owner, source.title)).toEqual([]);
  });
});

describe('Rocks', () => {
  it('notifies the owner of a new Rock and of each Rock delegated from it, in its own meeting', async () => {
    const title = unique('Launch');
    const res = await call('POST', '/rocks', w.owner.cookie, {
      title,
      ownerId: personId(w.member),
      contentHtml: '',
      dueDate: '2030-03-31',
      type: 'Company',
      tractionIds: [w.meeting.id],
      delegated: [{ tractionId: w.other.id, type: 'Team', ownerId: personId(w.admin) }],
    });
    expect(res.statusCode).toBe(200);
    expect(await about(w.member, title)).toEqual([
      expect.objectContaining({
        type: 'RockAssigned',
        message: `${nameOf(w.owner)} assigned you the Rock “${title}”.`,
        link: linkOf(w.meeting),
      }),
    ]);
    expect(await about(w.admin, title)).toEqual([
      expect.objectContaining({ type: 'RockAssigned', link: linkOf(w.other) }),
    ]);
  });

  it('notifies the new owner of a reassigned Rock; reassigning to yourself says nothing', async () => {
    const rock = await createRock(t, {
      orgId: w.owner.org.id,
      tractionIds: [w.meeting.id],
      ownerId: personId(w.member),
    });
    await call('PUT', `/rock/${rock.id}/reassign`, w.manager.cookie, { ownerId: personId(w.manager) });
    expect(await about(w.manager, rock.title)).toEqual([]);
    await call('PUT', `/rock/${rock.id}/reassign`, w.manager.cookie, { ownerId: personId(w.member) });
    expect((await about(w.member, rock.title)).map((x) => x.type)).toEqual(['RockAssigned']);
  });
});

describe('meeting invitations', () => {
  it('invites the people of a new meeting, and only those added by an edit', async () => {
    const title = unique('Sales weekly');
    const created = await call(
      'POST',
      '/meetings',
      w.owner.cookie,
      meetingBody({ title, inviteeIds: [personId(w.member), personId(w.manager)] }),
    );
    expect(created.statusCode).toBe(200);
    const meeting = created.json().meeting as { tractionId: string; meetingThreadId: string };
    for (const who of [w.member, w.manager]) {
      expect(await about(who, title)).toEqual([
        expect.objectContaining({
          type: 'MeetingInvite',
          message: `${nameOf(w.owner)} invited you to the meeting ${title}.`,
          link: `/traction/${meeting.tractionId}/${meeting.meetingThreadId}`,
        }),
      ]);
    }
    expect(await about(w.owner, title)).toEqual([]);

    const edited = await call(
      'PUT',
      `/meeting/${meeting.tractionId}`,
      w.owner.cookie,
      meetingBody({ title, inviteeIds: [personId(w.member), personId(w.manager), personId(w.admin)] }),
    );
    expect(edited.statusCode).toBe(200);
    expect(await about(w.admin, title)).toHaveLength(1);
    expect(await about(w.member, title)).toHaveLength(1);
  });
});

describe('organizations', () => {
  it('drops a notification for or by someone outside the organization', async () => {
    const outsider = await signedInMember(t);
    const draft = {
      orgId: w.owner.org.id,
      actorId: personId(w.owner),
      type: 'TodoAssigned' as const,
      params: ['Leak'],
    };
    const created = await t.ctx.db.transaction((tx) =>
      notify(tx, [
        { ...draft, recipientId: personId(outsider) },
        { ...draft, actorId: personId(outsider), recipientId: personId(w.member) },
        { ...draft, recipientId: personId(w.member) },
      ]),
    );
    expect(created.map((r) => [r.recipientId, r.actorId])).toEqual([[personId(w.member), personId(w.owner)]]);
    expect(await inboxOf(t, outsider)).toEqual([]);
  });
});
