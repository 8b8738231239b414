import { eq } from 'drizzle-orm';
import { notifications, revisions, type StoredAcDocument, type StoredVtoDocument } from '../../src/db/schema/index.ts';
import { type SignedInUser, signedInMember } from '../auth-helpers.ts';
import {
  createHeadline,
  createIssue,
  createMeasurable,
  createMeeting,
  createRock,
  createTodo,
  type MeetingRow,
} from '../factories.ts';
import type { TestApp } from '../harness.ts';

/** Every part of a V/TO present, each part named VTO_PART and each entry under one VTO_ENTRY, so one
 * pair of ids reaches every part route ({id} and {subId}) with a real target. */
export const VTO_PART = '00000000-0000-4000-8000-00000000aaaa';
export const VTO_ENTRY = '00000000-0000-4000-8000-00000000bbbb';
/** The attack chart's seats: a root and one seat below it, which every seat route's id names. */
export const AC_ROOT_SEAT = '00000000-0000-4000-8000-00000000cccc';
export const AC_SEAT = '00000000-0000-4000-8000-00000000dddd';

/**
 * Valid bodies for routes whose rules span fields, which a body built from the schema alone cannot
 * meet: the chart print's cards must lie on a page of its rows x columns grid. The sweeps start from
 * these so their hostile values are tried on a request that gets past validation to the handler.
 */
export function exampleBody(url: string, seatId: string = AC_SEAT): object | undefined {
  if (url.endsWith('/ac/collection/:collectionId/revision/:revisionId/print/pdf')) {
    return { rows: 1, columns: 2, cards: [{ seatId, page: 1, x: 20, y: 20, width: 300, height: 215 }] };
  }
  return undefined;
}

function chartSeats(): StoredAcDocument {
  const seat = (id: string, key: number, parentId: string | null) => ({
    id,
    key,
    parentId,
    sequence: 0,
    title: key === 1 ? 'Visionary' : 'Integrator',
    assignedToId: null,
    roles: ['Lead'],
    isAssistant: false,
    notes: '',
    notesUpdated: null,
    notesUpdatedById: null,
  });
  return { seats: [seat(AC_ROOT_SEAT, 1, null), seat(AC_SEAT, 2, AC_ROOT_SEAT)] };
}

function everyVtoPart(rockId: string): StoredVtoDocument {
  const at = new Date().toISOString();
  const metric = (id: string) => ({
    id,
    title: 'Revenue',
    sequence: 0,
    value: 1,
    unitOfMeasure: 'Dollar' as const,
    valueScale: 'One' as const,
    decimalPlaces: 0,
    isVisibleToLtOnly: false,
    actual: null,
  });
  const entry = { id: VTO_ENTRY, title: 'Entry', sequence: 0 };
  const plan = {
    id: VTO_PART,
    futureDate: null,
    financialMetrics: [metric(VTO_ENTRY)],
    measurables: [metric(VTO_ENTRY)],
    goals: [entry],
    updated: at,
  };
  return {
    vision: {
      coreValues: [{ ...entry, id: VTO_PART, description: '' }],
      coreValuesSpeech: { id: VTO_PART, notes: '' },
      coreFocus: { id: VTO_PART, title: 'Purpose', customTitle: '', description: '', niche: '', updated: at },
      tenYearTarget: { id: VTO_PART, futureDate: null, contentHtml: '', updated: at },
      targetMarkets: [
        {
          id: VTO_PART,
          title: 'Market',
          sequence: 0,
          targetMarketHtml: '',
          uniques: [entry],
          provenProcessHtml: '',
          guaranteeHtml: '',
          updated: at,
        },
      ],
      threeYearPicture: { ...plan, notes: '', financialMetrics: [metric(VTO_PART)] },
    },
    traction: {
      oneYearPlan: { ...plan, futureDateNotes: '' },
      quarterlyPlan: { ...plan, futureDateNotes: '', rocksForTheQuarter: [{ id: VTO_ENTRY, rockId, sequence: 0 }] },
      longTermIssueList: {
        issues: [{ id: VTO_PART, title: 'Issue', notes: '', assignedToId: null, sequence: 0, created: at }],
      },
    },
  };
}

/**
 * The attack checks' organization: a signed-in Owner with a Member, one meeting holding one item of
 * each kind, a measurable and an agenda template, and a second organization the Owner is not in.
 */
export interface AttackWorld {
  owner: SignedInUser;
  member: SignedInUser;
  outsider: SignedInUser;
  meeting: MeetingRow;
  ids: {
    todo: string;
    personalTodo: string;
    issue: string;
    headline: string;
    rock: string;
    scorecard: string;
    measurable: string;
    agenda: string;
    notification: string;
    /** A V/TO and a chart folder, each with a revision (the owner's). */
    vtoFolder: string;
    vtoRevision: string;
    acFolder: string;
    acRevision: string;
  };
}

export async function seedAttackWorld(t: TestApp): Promise<AttackWorld> {
  const owner = await signedInMember(t, { role: 'Owner' });
  const member = await signedInMember(t, { role: 'Member', org: owner.org });
  const outsider = await signedInMember(t, { role: 'Owner' });
  const orgId = owner.org.id;
  const personId = owner.membership.id;
  const meeting = await createMeeting(t, { orgId, ownerId: personId, inviteeIds: [member.membership.id] });
  const todo = await createTodo(t, { orgId, ownerId: personId, tractionId: meeting.id });
  const personalTodo = await createTodo(t, { orgId, ownerId: personId, tractionId: null });
  const issue = await createIssue(t, { orgId, ownerId: personId, tractionId: meeting.id });
  const headline = await createHeadline(t, { orgId, ownerId: personId, tractionId: meeting.id });
  const rock = await createRock(t, { orgId, ownerId: personId, tractionIds: [meeting.id] });
  const measurable = await createMeasurable(t, { orgId, ownerId: personId, tractionId: meeting.id });
  const agenda = await t.app.inject({
    method: 'POST',
    url: '/api/v2/agendas',
    headers: { cookie: owner.cookie },
    payload: { name: 'Attack agenda', items: [{ type: 'Segue', name: 'Segue', minutes: 5 }] },
  });
  const [notification] = await t.ctx.db
    .insert(notifications)
    .values({
      orgId,
      recipientId: personId,
      actorId: member.membership.id,
      type: 'TodoAssigned',
      messageKey: 'NOTIF_TODO_ASSIGNED',
      messageParams: ['A', 'B'],
    })
    .returning();
  const asOwner = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url: `/api/v2/${url}`, headers: { cookie: owner.cookie }, payload }).then((r) => r.json());
  const [vtoFolder = '', acFolder = ''] = await Promise.all(
    (['vto', 'ac'] as const).map(
      async (kind) =>
        (await asOwner('POST', `${kind}/collections`, { title: `Attack ${kind}` })).collection.id as string,
    ),
  );
  const vtoRevision = (await asOwner('PUT', `vto/collection/${vtoFolder}/revision`, { title: 'Attack V/TO' })).revision
    .id;
  const acRevision = (await asOwner('PUT', `ac/collection/${acFolder}/revision`, { title: 'Attack chart' })).revision
    .id;
  // Every part present, so the part routes' {id} and {subId} reach real parts.
  await t.ctx.db
    .update(revisions)
    .set({ document: everyVtoPart(rock.id) })
    .where(eq(revisions.id, vtoRevision));
  await t.ctx.db.update(revisions).set({ document: chartSeats() }).where(eq(revisions.id, acRevision));
  return {
    owner,
    member,
    outsider,
    meeting,
    ids: {
      todo: todo.id,
      personalTodo: personalTodo.id,
      issue: issue.id,
      headline: headline.id,
      rock: rock.id,
      scorecard: measurable.scorecardId,
      measurable: measurable.id,
      agenda: agenda.json().agenda.id,
      notification: notification?.id ?? '',
      vtoFolder,
      vtoRevision,
      acFolder,
      acRevision,
    },
  };
}

/**
 * A real id for a route's path parameter, so hostile bodies reach the handler behind the lookup:
 * chosen by the parameter's name and the path's first segment.
 */
export function realParam(world: AttackWorld, url: string, name: string): string {
  const head = url.replace(/^\/api\/v2\//, '').split('/')[0] ?? '';
  const { owner, member, meeting, ids } = world;
  switch (name) {
    case 'collectionId':
      return head === 'ac' ? ids.acFolder : ids.vtoFolder;
    case 'revisionId':
      return head === 'ac' ? ids.acRevision : ids.vtoRevision;
    case 'orgId':
      return owner.org.id;
    case 'meetingId':
      return meeting.id;
    case 'threadId':
      return meeting.threadId;
    case 'scorecardId':
      return ids.scorecard;
    case 'personId':
      return member.membership.id;
    case 'accountId':
      return owner.account.id;
    case 'theme':
      return 'Dark';
    case 'flag':
      return 'false';
    case 'type':
      return 'todos';
    case 'file':
      return 'x.webp';
    case 'resetCode':
    case 'key':
      return 'x'.repeat(43);
  }
  if (head === 'vto' && (name === 'id' || name === 'subId')) return name === 'id' ? VTO_PART : VTO_ENTRY;
  if (head === 'ac' && (name === 'id' || name === 'seatId')) return AC_SEAT;
  if (name !== 'id') return '00000000-0000-4000-8000-000000000001';
  const byHead: Record<string, string> = {
    meeting: meeting.id,
    todo: ids.todo,
    'personal-todo': ids.personalTodo,
    issue: ids.issue,
    headline: ids.headline,
    rock: ids.rock,
    agenda: ids.agenda,
    org: owner.org.id,
    person: member.membership.id,
    user: owner.account.id,
    account: url.includes('/users') || url.includes('/defaultorg') ? owner.org.id : owner.account.id,
    scorecard: ids.measurable,
    session: world.member.sessionId,
  };
  return byHead[head] ?? '00000000-0000-4000-8000-000000000001';
}

/** A real id for an id field of a request body, by the field's name (and the route, for a bare `id`). */
export function realBodyId(world: AttackWorld, url: string, key: string): string {
  if (/thread/i.test(key)) return world.meeting.threadId;
  if (/traction|meeting/i.test(key)) return world.meeting.id;
  if (/org/i.test(key)) return world.owner.org.id;
  if (key === 'id' && url.includes('/notification-center/')) return world.ids.notification;
  if (/issue/i.test(key)) return world.ids.issue;
  if (/todo/i.test(key)) return world.ids.todo;
  if (/headline/i.test(key)) return world.ids.headline;
  if (/rock/i.test(key)) return world.ids.rock;
  if (/measurable/i.test(key)) return world.ids.measurable;
  return world.member.membership.id;
}
