import type { AppContext } from '../../context.ts';
import { invalid, notFound, unauthorized } from '../../lib/errors.ts';
import { sessionsChanged } from '../../lib/session-cache.ts';
import { type ActiveSession, setSessionOrg } from '../../lib/session-store.ts';
import { billingNow } from '../billing/service.ts';
import { findAccountOrg, listAccountOrgs } from '../orgs/repository.ts';
import { findAccount } from '../users/repository.ts';
import { isValidTimeZone } from '../users/timezone.ts';
import type { SessionView } from './presenter.ts';
import { setAccountTimeZone, setNavBarOpen } from './repository.ts';

/**
 * Everything the session answer needs, in two queries (the account, then all its orgs with
 * memberships). A session whose org the user has left falls back to the default, else the
 * first org, and remembers that choice.
 */
export async function loadSessionView(ctx: AppContext, session: ActiveSession): Promise<SessionView> {
  const account = await findAccount(ctx.db, session.accountId);
  if (!account) throw unauthorized();
  const orgs = await listAccountOrgs(ctx.db, session.accountId);
  // listAccountOrgs puts the default first, then the oldest.
  const current = orgs.find((o) => o.org.id === session.orgId) ?? orgs[0] ?? null;
  const orgId = current?.org.id ?? null;
  if (orgId !== session.orgId) {
    await setSessionOrg(ctx.db, session.id, orgId);
    sessionsChanged(ctx, { sessionId: session.id });
  }
  return {
    sessionId: session.id,
    account,
    orgs,
    current,
    now: billingNow(ctx, orgId),
    billingEnabled: ctx.payments !== null,
  };
}

/** Saves the account's time zone (PUT session/user/timeZone); a name that is not an IANA zone is 422. */
export async function saveTimeZone(ctx: AppContext, accountId: string, timeZoneName: string): Promise<void> {
  if (!isValidTimeZone(timeZoneName)) throw invalid('VAL_INVALID', 'timeZoneName');
  await setAccountTimeZone(ctx.db, accountId, timeZoneName);
}

/** Moves the session to another of the user's organizations; any other id is 404. */
export async function switchOrg(ctx: AppContext, session: ActiveSession, orgId: string): Promise<SessionView> {
  if (!(await findAccountOrg(ctx.db, session.accountId, orgId))) throw notFound();
  await setSessionOrg(ctx.db, session.id, orgId);
  sessionsChanged(ctx, { sessionId: session.id });
  return loadSessionView(ctx, { ...session, orgId });
}

/** Saves the left menu's state; the user's other tabs follow it live. */
export async function saveNavBarPreference(
  ctx: AppContext,
  opts: { accountId: string; orgId: string; personId: string; open: boolean },
): Promise<void> {
  await setNavBarOpen(ctx.db, opts.orgId, opts.personId, opts.open);
  ctx.realtime.emit('live-update-hub', `user:${opts.accountId}`, 'Updated', {
    type: 'navBarPreference',
    id: opts.personId,
    open: opts.open,
  });
}
