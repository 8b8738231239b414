import type { SessionResponse } from '@eos/domain';

/**
 * Route kinds (002 §2): public pages need nothing, entry pages need a sign-in but no account or
 * organization, account pages need an account, org pages (the tools) need a current organization.
 */
export type RouteKind = 'public' | 'entry' | 'account' | 'org';

export type GuardDecision =
  | { kind: 'loading' }
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'no-org' }
  | { kind: 'two-step' };

export const WELCOME_PATH = '/welcome/tools';

export function loginPath(pathWithSearch: string): string {
  return `/login?redirect=${encodeURIComponent(pathWithSearch)}`;
}

/** True when the signed-in user has no organization to work in (the no-organization welcome). */
export function hasNoOrg(session: SessionResponse): boolean {
  const user = session.user;
  return !user || !session.orgId || user.orgs.length === 0 || user.experienceLevel === 'None';
}

/**
 * True when the current organization requires two-step verification that the user has not turned on:
 * its routes answer 403 until they do, so the app shows why and the way to turn it on instead.
 */
export function isTwoStepBlocked(session: SessionResponse): boolean {
  return Boolean(session.user && session.orgId && session.orgRequiresTwoStep && !session.user.twoStepEnabled);
}

/**
 * Where a navigation to `pathWithSearch` of the given kind goes, given the session (undefined while
 * it loads). Pure, so the rules are tested without a browser.
 */
export function decideAccess(
  kind: RouteKind,
  session: SessionResponse | undefined,
  pathWithSearch: string,
): GuardDecision {
  if (kind === 'public') return { kind: 'allow' };
  if (!session) return { kind: 'loading' };
  if (!session.user) return { kind: 'redirect', to: loginPath(pathWithSearch) };
  if (kind === 'entry') return { kind: 'allow' };
  // Signed in at the identity provider but no account here yet: the welcome route sets one up.
  if (!session.hasAccount) return { kind: 'redirect', to: WELCOME_PATH };
  if (kind === 'account') return { kind: 'allow' };
  if (hasNoOrg(session)) return { kind: 'no-org' };
  return isTwoStepBlocked(session) ? { kind: 'two-step' } : { kind: 'allow' };
}
