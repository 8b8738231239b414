import { defaultPermissions, type Person, personChangeRefusal, type Role } from '@eos/domain';
import type { AppContext } from '../../context.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import type { Member } from '../../plugins/access.ts';
import type { MembershipRow } from '../orgs/repository.ts';
import { assertTokenMayGrant } from '../tokens/grants.ts';
import {
  announceChanged,
  BILLING_READ,
  BILLING_UPDATE,
  loadPerson,
  lockedActor,
  refusalError,
  updateMembership,
} from './changes.ts';
import { findMembership } from './repository.ts';

/**
 * A person's permissions with billing permission granted ('Update|Billing' and 'Read|Billing') or
 * revoked (both go, except what their role carries by default: an Admin keeps 'Read|Billing').
 */
export function withBillingPermission(role: Role, permissions: readonly string[], grant: boolean): string[] {
  const rest = permissions.filter((p) => p !== BILLING_UPDATE && p !== BILLING_READ);
  const billing = grant
    ? [BILLING_READ, BILLING_UPDATE]
    : defaultPermissions(role).filter((p) => p === BILLING_READ || p === BILLING_UPDATE);
  return [...rest, ...billing];
}

/**
 * PUT / DELETE person/{id}/permission/billing: the Owner grants or takes back billing permission
 * (002 §6). The Owner always holds it (422 ERR_CHANGE_OWNER); a Free Observer cannot be given it
 * (422 ERR_BILLING_NEEDS_LICENSE). Taking it from someone who does not hold it changes nothing.
 */
export async function setBillingPermission(
  ctx: AppContext,
  opts: { member: Member; personId: string; grant: boolean },
): Promise<Person> {
  const { member, personId, grant } = opts;
  const orgId = member.orgId;
  const target: MembershipRow = await ctx.db.transaction(async (tx) => {
    const actor = await lockedActor(tx, member, 'billing.grant');
    assertTokenMayGrant(actor, { billing: grant });
    const found = await findMembership(tx, orgId, personId);
    if (!found) throw notFound();
    // Said before the who-may-change-whom rule: the Owner's own billing is not a matter of self-change.
    if (found.role === 'Owner') throw invalid('ERR_CHANGE_OWNER');
    const refusal = personChangeRefusal(actor, { id: found.id, role: found.role as Role });
    if (refusal) throw refusalError(refusal);
    if (grant && !found.hasLicense) throw invalid('ERR_BILLING_NEEDS_LICENSE');
    const permissions = withBillingPermission(found.role as Role, found.permissions, grant);
    await updateMembership(tx, orgId, personId, { permissions });
    return found;
  });
  announceChanged(ctx, orgId, [target]);
  return loadPerson(ctx.db, orgId, personId);
}
