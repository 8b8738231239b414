import { defaultRollup, type ImportCounts, type ImportProgress, type ImportResult } from '@eos/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Member } from '../../plugins/access.ts';
import { insertHeadlines } from '../headlines/repository.ts';
import { sendInvitations } from '../invitations/sending.ts';
import { insertIssues, nextLastRank } from '../issues/repository.ts';
import { inviteesByMeeting } from '../items/access.ts';
import { announceItem, type ItemType } from '../items/events.ts';
import { addInvitees } from '../meetings/repository.ts';
import { announceMeeting } from '../meetings/service.ts';
import { lockedCaller } from '../people/changes.ts';
import { insertRocks } from '../rocks/repository.ts';
import { announceRocks } from '../rocks/service.ts';
import {
  ensureScorecard,
  insertMeasurables,
  insertMeasuredValues,
  lockScorecard,
  nextPosition,
} from '../scorecard/repository.ts';
import { insertTodos } from '../todos/repository.ts';
import { addInvitedPeople, anyAlreadyInOrg } from './people.ts';
import type { ImportPlan, PlannedItem } from './plan.ts';

/** Rows per insert statement: large files go in a few dozen statements, and progress moves between them. */
export const IMPORT_CHUNK = 500;
/** Live updates are sent in groups this large, the event loop free in between. */
const ANNOUNCE_CHUNK = 200;

type Ids = ImportResult['ids'];

function chunks<T>(list: readonly T[], size = IMPORT_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

const byKind = (items: readonly PlannedItem[], kind: PlannedItem['kind']) => items.filter((i) => i.kind === kind);

/**
 * Writes a plan in ONE transaction through the modules' own repositories (batched inserts), or
 * nothing: the people it invites, owners added to their meetings' invitees (items are owned by
 * invitees), then Rocks, To-Dos, Issues (last in their meeting's list), Headlines, and measurables
 * with their weekly numbers (last in the meeting's Scorecard). After commit, the same live updates the
 * modules' services send (webhooks hear those), and the invitation mails.
 */
export async function runImport(
  ctx: AppContext,
  opts: {
    member: Member;
    plan: ImportPlan;
    log: FastifyBaseLogger;
    onProgress?: (progress: ImportProgress) => void;
  },
): Promise<Omit<ImportResult, 'succeeded' | 'skippedRows'>> {
  const { member, plan, log } = opts;
  const orgId = member.orgId;
  const total = plan.items.length + plan.people.length;
  let done = 0;
  const step = (n: number) => {
    done += n;
    opts.onProgress?.({ done, total });
  };
  const now = new Date();

  const result = await ctx.db.transaction(async (tx) => {
    // The caller as they are now (an Admin demoted a moment ago is refused), people changes waiting.
    const actor = await lockedCaller(tx, member);
    if (
      await anyAlreadyInOrg(
        tx,
        orgId,
        plan.invitees.map((i) => i.email),
      )
    ) {
      throw new AppError('conflict', 'ERR_IMPORT_PEOPLE_CHANGED');
    }
    const invited = await addInvitedPeople(tx, actor, member, plan.invitees);
    const personOf = (item: PlannedItem) =>
      'personId' in item.owner ? item.owner.personId : (invited.get(item.owner.inviteEmail) ?? '');

    // Owners must be invited to their item's meeting: the ones who are not yet are added.
    const wanted = new Map<string, Set<string>>();
    const want = (meetingId: string, personId: string) => {
      if (!personId) return;
      const set = wanted.get(meetingId) ?? new Set<string>();
      set.add(personId);
      wanted.set(meetingId, set);
    };
    for (const item of plan.items) want(item.meetingId, personOf(item));
    for (const person of plan.people) {
      const id = person.personId ?? invited.get(person.email) ?? '';
      for (const meetingId of person.meetingIds) want(meetingId, id);
    }
    const current = await inviteesByMeeting(tx, orgId, [...wanted.keys()]);
    const meetingsChanged: string[] = [];
    for (const [meetingId, set] of wanted) {
      const missing = [...set].filter((id) => !(current.get(meetingId) ?? []).includes(id));
      if (missing.length === 0) continue;
      await addInvitees(tx, orgId, meetingId, missing);
      meetingsChanged.push(meetingId);
    }
    step(plan.people.length);

    const ids: Ids = {
      rocks: [],
      todos: [],
      issues: [],
      headlines: [],
      measurables: [],
      people: [...invited.values()],
    };
    let measuredValues = 0;
    // Each kind goes in chunks through its module's batch insert; the ids made are kept, progress moves.
    const insertAll = async (
      items: PlannedItem[],
      into: string[],
      insert: (part: PlannedItem[]) => Promise<{ id: string }[]>,
    ) => {
      for (const part of chunks(items)) {
        const rows = await insert(part);
        into.push(...rows.map((r) => r.id));
        step(part.length);
      }
    };

    await insertAll(byKind(plan.items, 'rock'), ids.rocks, (part) =>
      insertRocks(
        tx,
        part.map((item) => ({
          rock: {
            orgId,
            ownerId: personOf(item),
            title: item.title,
            contentHtml: item.contentHtml,
            dueDate: item.dueDate,
            type: plan.meetings.get(item.meetingId)?.isLT ? 'Company' : 'Team',
            status: item.status || 'OnTrack',
            completedAt: item.status === 'Done' ? now : null,
            createdById: member.personId,
          },
          tractionIds: [item.meetingId],
        })),
      ),
    );

    await insertAll(byKind(plan.items, 'todo'), ids.todos, (part) =>
      insertTodos(
        tx,
        part.map((item) => ({
          orgId,
          tractionId: item.meetingId,
          ownerId: personOf(item),
          title: item.title,
          contentHtml: item.contentHtml,
          dueDate: item.dueDate,
          status: item.status || 'NotDone',
          completedAt: item.status === 'Done' ? now : null,
          createdById: member.personId,
        })),
      ),
    );

    const issues = byKind(plan.items, 'issue');
    const nextRank = new Map<string, number>();
    for (const meetingId of new Set(issues.map((i) => i.meetingId))) {
      nextRank.set(meetingId, await nextLastRank(tx, orgId, meetingId));
    }
    await insertAll(issues, ids.issues, (part) =>
      insertIssues(
        tx,
        part.map((item) => {
          const rank = nextRank.get(item.meetingId) ?? 1;
          nextRank.set(item.meetingId, rank + 1);
          return {
            orgId,
            tractionId: item.meetingId,
            ownerId: personOf(item),
            title: item.title,
            contentHtml: item.contentHtml,
            status: item.status || 'Open',
            solvedAt: item.status === 'Solved' ? now : null,
            rank,
            createdById: member.personId,
          };
        }),
      ),
    );

    await insertAll(byKind(plan.items, 'headline'), ids.headlines, (part) =>
      insertHeadlines(
        tx,
        part.map((item) => ({
          orgId,
          tractionId: item.meetingId,
          ownerId: personOf(item),
          title: item.title,
          contentHtml: item.contentHtml,
          createdById: member.personId,
        })),
      ),
    );

    const scorecards: string[] = [];
    const measurables = byKind(plan.items, 'measurable');
    for (const meetingId of new Set(measurables.map((m) => m.meetingId))) {
      const inMeeting = measurables.filter((m) => m.meetingId === meetingId);
      const made = await importMeasurables(tx, { orgId, member, meetingId, items: inMeeting, personOf, step });
      scorecards.push(made.scorecardId);
      ids.measurables.push(...made.ids);
      measuredValues += made.values;
    }

    const created: ImportCounts = {
      rocks: ids.rocks.length,
      todos: ids.todos.length,
      issues: ids.issues.length,
      headlines: ids.headlines.length,
      measurables: ids.measurables.length,
      measuredValues,
      people: ids.people.length,
    };
    return { ids, created, meetingsChanged, scorecards, invited: [...invited.entries()] };
  });

  await announceAfterCommit(ctx, orgId, result);
  let invitationsSent = true;
  if (plan.invitees.length > 0) {
    try {
      await sendInvitations(
        ctx,
        log,
        member,
        result.invited.map(([email, id]) => ({ id, email })),
        { skipJoined: true },
      );
    } catch (error) {
      // The import stands; the License tab resends (a mail limit, say).
      log.warn({ err: error }, 'import: the invitation mails were not sent');
      invitationsSent = false;
    }
  }
  return {
    created: result.created,
    ids: result.ids,
    meetings: [...plan.meetings.values()].map((m) => ({ id: m.id, threadId: m.threadId, title: m.title })),
    invitationsSent,
  };
}

async function importMeasurables(
  tx: Tx,
  opts: {
    orgId: string;
    member: Member;
    meetingId: string;
    items: PlannedItem[];
    personOf: (item: PlannedItem) => string;
    step: (n: number) => void;
  },
): Promise<{ scorecardId: string; ids: string[]; values: number }> {
  const { orgId, member, meetingId } = opts;
  const scorecard = await ensureScorecard(tx, orgId, meetingId);
  if (!scorecard) throw new Error('scorecard of an import meeting not found');
  // Concurrent adds and reorders of this scorecard wait: positions stay distinct.
  await lockScorecard(tx, orgId, scorecard.id);
  let position = await nextPosition(tx, orgId, scorecard.id);
  const ids: string[] = [];
  let values = 0;
  for (const part of chunks(opts.items)) {
    const rows = await insertMeasurables(
      tx,
      part.map((item) => {
        const m = item.measurable;
        const unit = m?.unit ?? 'Number';
        return {
          orgId,
          scorecardId: scorecard.id,
          tractionId: meetingId,
          title: item.title,
          ownerId: opts.personOf(item),
          goalValue: m?.goal ?? 0,
          comparison: m?.comparison ?? 'GreaterOrEqual',
          unitOfMeasure: unit,
          valueScale: 'One',
          decimalPlaces: m?.decimalPlaces ?? 0,
          rollup: defaultRollup(unit),
          position: position++,
          createdById: member.personId,
        };
      }),
    );
    ids.push(...rows.map((r) => r.id));
    const numbers = rows.flatMap((row, i) =>
      (part[i]?.measurable?.weeks ?? []).map((w) => ({
        orgId,
        measurableId: row.id,
        intervalId: w.intervalId,
        value: w.value,
        enteredById: member.personId,
      })),
    );
    for (const batch of chunks(numbers, 2000)) values += await insertMeasuredValues(tx, batch);
    opts.step(part.length);
  }
  return { scorecardId: scorecard.id, ids, values };
}

const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The live updates the services send for what was made, in groups with the event loop free between
 * them (a 10,000-row import does not hold a node for one long burst). Webhooks hear these.
 */
async function announceAfterCommit(
  ctx: AppContext,
  orgId: string,
  result: { ids: Ids; meetingsChanged: string[]; scorecards: string[] },
): Promise<void> {
  for (const id of result.ids.people)
    ctx.realtime.emit('live-update-hub', `org:${orgId}`, 'Added', { type: 'person', id });
  for (const id of result.meetingsChanged) announceMeeting(ctx, orgId, 'Updated', id);
  for (const part of chunks(result.ids.rocks, ANNOUNCE_CHUNK)) {
    announceRocks(ctx, orgId, 'Added', part);
    await pause();
  }
  const others: [ItemType, string[]][] = [
    ['todo', result.ids.todos],
    ['issue', result.ids.issues],
    ['headline', result.ids.headlines],
    ['measurable', result.ids.measurables],
  ];
  for (const [type, list] of others) {
    for (const part of chunks(list, ANNOUNCE_CHUNK)) {
      for (const id of part) announceItem(ctx, orgId, 'Added', type, id);
      await pause();
    }
  }
  for (const id of result.scorecards) announceItem(ctx, orgId, 'Updated', 'scorecard', id);
}
