import type { FeatureFlags } from '@eos/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { instanceState } from '../../db/schema/index.ts';
import { APP_ROOM, announceAppConfigUpdated } from '../../realtime/hubs/app-config.ts';

/**
 * Stores `value` under `key` when it differs from what is stored. True only for the call that made
 * the change: of several nodes starting with the same build, exactly one gets true.
 */
async function recordChange(ctx: AppContext, key: string, value: string): Promise<boolean> {
  const changed = await ctx.db
    .insert(instanceState)
    .values({ key, value })
    .onConflictDoUpdate({
      target: instanceState.key,
      set: { value, updatedAt: new Date() },
      setWhere: sql`${instanceState.value} <> excluded.value`,
    })
    .returning({ key: instanceState.key });
  return changed.length > 0;
}

/** The flags in a fixed key order, so the same flags always compare equal. */
function flagsText(flags: FeatureFlags): string {
  return JSON.stringify(Object.fromEntries(Object.entries(flags).sort(([a], [b]) => a.localeCompare(b))));
}

/**
 * At a node's start, tells the open apps what changed since the installation last told them: another
 * build ('We've released new features!', NewRelease on the live-update hub) and other feature flags
 * (AppConfigUpdated on the app-config hub: apps reload their flags). Flags come from FEATURE_FLAGS, so
 * a change means a restart with the new setting; the first node up with it announces it, once.
 */
export async function announceChanges(
  ctx: AppContext,
  current: { version: string; flags: FeatureFlags },
): Promise<{ release: boolean; config: boolean }> {
  const release = await recordChange(ctx, 'release', current.version);
  if (release) ctx.realtime.emit('live-update-hub', APP_ROOM, 'NewRelease', { type: 'release', id: current.version });
  const config = await recordChange(ctx, 'feature-flags', flagsText(current.flags));
  if (config) announceAppConfigUpdated(ctx.realtime);
  return { release, config };
}
