import type { App, AppContext } from '../../context.ts';

/**
 * Invitations: add-member, check-existing-email, POST invitations, subscription/add, revoke, and the
 * public invitation link's view, sign-up and acceptance (docs/api.md 'People and invitations').
 */
export async function invitationRoutes(_api: App, _ctx: AppContext): Promise<void> {}
