import { defaultPermissions, TRIAL_DAYS } from '@eos/domain';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { sessionsChanged } from '../../lib/session-cache.ts';
import { setSessionOrg } from '../../lib/session-store.ts';
import { billingNow } from '../billing/service.ts';
import {
  clearSessionsOfOrg,
  countAccountMemberships,
  deleteOrgRow,
  findAccountOrg,
  insertMembership,
  insertOrg,
  type OrgRow,
  renameOrg as renameOrgRow,
  setDefaultMembership,
  setMembershipTheme,
} from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A new organization on a free trial: the creator becomes its licensed Owner and the
 * session switches to it. All three writes commit together or not at all.
 */
export async function createOrg(
  ctx: AppContext,
  opts: { accountId: string; sessionId: string; name: string },
): Promise<OrgRow> {
  const created = await ctx.db.transaction(async (tx) => {
    const isFirst = (await countAccountMemberships(tx, opts.accountId)) === 0;
    // A deployment that bills starts each organization on a 30-day trial (001 §9); one that does not
    // has no subscription at all. A new organization's clock has never been moved: its trial starts now.
    const billing = ctx.payments !== null;
    const org = await insertOrg(tx, {
      name: opts.name,
      subscriptionStatus: billing ? 'Trial' : 'None',
      paymentStatus: 'None',
      trialEndsAt: billing ? new Date(billingNow(ctx, null).getTime() + TRIAL_DAYS * DAY_MS) : null,
      createdById: opts.accountId,
    });
    await insertMembership(tx, {
      orgId: org.id,
      accountId: opts.accountId,
      role: 'Owner',
      permissions: defaultPermissions('Owner'),
      hasLicense: true,
      experienceLevel: 'New',
      isDefault: isFirst,
    });
    await setSessionOrg(tx, opts.sessionId, org.id);
    return org;
  });
  sessionsChanged(ctx, { sessionId: opts.sessionId });
  return created;
}

/** Renames the current organization; everyone in it sees the new name live. */
export async function renameOrg(ctx: AppContext, opts: { orgId: string; name: string }): Promise<OrgRow> {
  const org = await renameOrgRow(ctx.db, opts.orgId, opts.name);
  if (!org) throw notFound();
  ctx.realtime.emit('live-update-hub', `org:${org.id}`, 'Updated', { type: 'org', id: org.id });
  return org;
}

/**
 * Deletes the caller's current organization (DELETE org/{id}, Owner only) with everything in it.
 * After commit its room hears `Deleted {type:'org', id, name}` (the name read in the same
 * transaction, for the dialog), then every socket in it is disconnected; sessions in it fall back.
 */
export async function deleteOrg(ctx: AppContext, opts: { orgId: string }): Promise<void> {
  const org = await ctx.db.transaction(async (tx) => {
    const row = await deleteOrgRow(tx, opts.orgId);
    if (!row) throw notFound();
    await clearSessionsOfOrg(tx, row.id);
    return row;
  });
  ctx.realtime.emit('live-update-hub', `org:${org.id}`, 'Deleted', { type: 'org', id: org.id, name: org.name });
  // Then every socket that was in it is disconnected on every node (after what was sent to it).
  sessionsChanged(ctx, { orgId: org.id });
  ctx.realtime.disconnectOrg(org.id);
}

export async function setDefaultOrg(ctx: AppContext, opts: { accountId: string; orgId: string }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await findAccountOrg(tx, opts.accountId, opts.orgId))) throw notFound();
    await setDefaultMembership(tx, opts.accountId, opts.orgId);
  });
}

export async function setTheme(
  ctx: AppContext,
  opts: { accountId: string; orgId: string; theme: string },
): Promise<void> {
  if (!(await setMembershipTheme(ctx.db, opts.orgId, opts.accountId, opts.theme))) throw notFound();
}
