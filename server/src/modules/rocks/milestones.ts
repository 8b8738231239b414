import type { MilestoneRequest } from '@eos/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { rockMilestones } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { Member } from '../../plugins/access.ts';
import type { RockRow } from './repository.ts';
import { announceRocks } from './service.ts';

type MilestoneBody = z.infer<typeof MilestoneRequest>;

/** The milestone of this Rock in this organization: a milestone of another Rock is 404 here. */
const ofRock = (member: Member, rock: RockRow, milestoneId: string) =>
  and(eq(rockMilestones.orgId, member.orgId), eq(rockMilestones.rockId, rock.id), eq(rockMilestones.id, milestoneId));

/** Appended last: position is the order milestones were added (one statement, no read-then-write gap). */
export async function addMilestone(
  ctx: AppContext,
  opts: { member: Member; rock: RockRow; body: MilestoneBody },
): Promise<void> {
  const { member, rock, body } = opts;
  await ctx.db.insert(rockMilestones).values({
    orgId: member.orgId,
    rockId: rock.id,
    title: body.title,
    dueDate: body.dueDate,
    done: body.done,
    position: sql`(select coalesce(max(${rockMilestones.position}), -1) + 1 from ${rockMilestones} where ${rockMilestones.orgId} = ${member.orgId} and ${rockMilestones.rockId} = ${rock.id})`,
  });
  announceRocks(ctx, member.orgId, 'Updated', [rock.id]);
}

export async function updateMilestone(
  ctx: AppContext,
  opts: { member: Member; rock: RockRow; milestoneId: string; body: MilestoneBody },
): Promise<void> {
  const { member, rock, body } = opts;
  const rows = await ctx.db
    .update(rockMilestones)
    .set({ title: body.title, dueDate: body.dueDate, done: body.done })
    .where(ofRock(member, rock, opts.milestoneId))
    .returning({ id: rockMilestones.id });
  if (rows.length === 0) throw notFound();
  announceRocks(ctx, member.orgId, 'Updated', [rock.id]);
}

export async function deleteMilestone(
  ctx: AppContext,
  opts: { member: Member; rock: RockRow; milestoneId: string },
): Promise<void> {
  const { member, rock } = opts;
  const rows = await ctx.db
    .delete(rockMilestones)
    .where(ofRock(member, rock, opts.milestoneId))
    .returning({ id: rockMilestones.id });
  if (rows.length === 0) throw notFound();
  announceRocks(ctx, member.orgId, 'Updated', [rock.id]);
}
