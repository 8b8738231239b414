import {
  can,
  type InviteeRole,
  type NameDisplayStyle,
  type OrgUserSettings,
  type OrgUserSettingsUpdateRequest,
  PUBLIC_MAIL_DOMAINS,
} from '@eos/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { organizations } from '../../db/schema/index.ts';
import { AppError, message, notFound } from '../../lib/errors.ts';
import type { Member } from '../../plugins/access.ts';
import { findOrg, type OrgRow } from './repository.ts';

// The User Settings tab (/org/detail/{id}/usersettings): the organization's people defaults.

export function presentUserSettings(org: OrgRow): OrgUserSettings {
  return {
    freeDomains: org.freeDomains,
    nameDisplayStyle: org.nameDisplayStyle as NameDisplayStyle,
    defaultInviteeRole: org.defaultInviteeRole as InviteeRole,
  };
}

/** GET org/{id}/user-settings: the current organization only; another id is 404. */
export async function getUserSettings(ctx: AppContext, opts: { member: Member; orgId: string }): Promise<OrgRow> {
  if (opts.orgId !== opts.member.orgId) throw notFound();
  const org = await findOrg(ctx.db, opts.member.orgId);
  if (!org) throw notFound();
  return org;
}

/** The list as typed once duplicates collapse (the schema already trimmed and lower-cased each). */
const uniqueDomains = (domains: readonly string[]) => [...new Set(domains)];

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((d) => b.includes(d));

/**
 * PUT org/{id}/user-settings (Owner and Admin: 'org.update'). The free company domains decide who is
 * charged, so changing them also needs billing rights (the Owner, or someone granted billing
 * permission): 403 ERR_BILLING_FREE_DOMAINS; an Admin may still save the other settings with the
 * domains unchanged. A public mail domain is refused on its row (VAL_PUBLIC_MAIL_DOMAIN): anyone can
 * have an address there. After commit the org room hears Updated {type:'org'} (apps reload the
 * session, whose name display style follows the organization's unless the user chose their own).
 */
export async function updateUserSettings(
  ctx: AppContext,
  opts: { member: Member; orgId: string; settings: OrgUserSettingsUpdateRequest },
): Promise<OrgRow> {
  const { member, settings } = opts;
  const current = await getUserSettings(ctx, opts);
  const typed = uniqueDomains(settings.freeDomains);
  const changed = !sameSet(typed, current.freeDomains);
  if (changed) {
    if (!can(member.role, 'billing.update', member.permissions)) {
      throw new AppError('forbidden', [message('ERR_BILLING_FREE_DOMAINS', [], 'freeDomains')]);
    }
    const refused = settings.freeDomains.flatMap((domain, index) =>
      PUBLIC_MAIL_DOMAINS.includes(domain) ? [message('VAL_PUBLIC_MAIL_DOMAIN', [], `freeDomains.${index}`)] : [],
    );
    if (refused.length > 0) throw new AppError('validation', refused);
  }
  const [org] = await ctx.db
    .update(organizations)
    .set({
      freeDomains: changed ? typed : current.freeDomains,
      nameDisplayStyle: settings.nameDisplayStyle,
      defaultInviteeRole: settings.defaultInviteeRole,
      updatedAt: new Date(),
    })
    .where(eq(organizations.id, member.orgId))
    .returning();
  if (!org) throw notFound();
  ctx.realtime.emit('live-update-hub', `org:${org.id}`, 'Updated', { type: 'org', id: org.id });
  return org;
}
