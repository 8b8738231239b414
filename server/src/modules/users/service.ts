import type { AppContext } from '../../context.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { findAccountOrg } from '../orgs/repository.ts';
import { type AccountRow, findAccount, listIdentities, listPersons, updateAccount } from './repository.ts';
import { isValidTimeZone } from './timezone.ts';

export interface UserDetailsView {
  account: AccountRow;
  theme: string;
  identities: { issuer: string; email: string | null }[];
}

/** A user's own details: another user's id answers 404, exactly like an unknown one. */
export async function getUserDetails(
  ctx: AppContext,
  opts: { accountId: string; orgId: string | null; id: string },
): Promise<UserDetailsView> {
  if (opts.id !== opts.accountId) throw notFound();
  const [account, identities, current] = await Promise.all([
    findAccount(ctx.db, opts.accountId),
    listIdentities(ctx.db, opts.accountId),
    opts.orgId ? findAccountOrg(ctx.db, opts.accountId, opts.orgId) : null,
  ]);
  if (!account) throw notFound();
  return { account, identities, theme: current?.membership.theme ?? 'default' };
}

/** Names show everywhere the person appears, so every org the user is in hears of the change. */
export async function updateProfile(
  ctx: AppContext,
  opts: { accountId: string; id: string; firstName: string; lastName: string },
): Promise<void> {
  if (opts.id !== opts.accountId) throw notFound();
  const updated = await updateAccount(ctx.db, opts.accountId, { firstName: opts.firstName, lastName: opts.lastName });
  if (!updated) throw notFound();
  for (const { orgId, personId } of await listPersons(ctx.db, opts.accountId)) {
    ctx.realtime.emit('live-update-hub', `org:${orgId}`, 'Updated', { type: 'person', id: personId });
  }
}

export async function updatePreferences(
  ctx: AppContext,
  opts: { accountId: string; id: string; userLocale: string; nameDisplayStyle: string | null; timeZoneName: string },
): Promise<void> {
  if (opts.id !== opts.accountId) throw notFound();
  if (!isValidTimeZone(opts.timeZoneName)) throw invalid('VAL_INVALID', 'timeZoneName');
  const updated = await updateAccount(ctx.db, opts.accountId, {
    locale: opts.userLocale,
    nameDisplayStyle: opts.nameDisplayStyle,
    timeZoneName: opts.timeZoneName,
  });
  if (!updated) throw notFound();
}
