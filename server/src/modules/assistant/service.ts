import type { VoiceParseResponse } from '@eos/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { LlmError } from '../../integrations/llm/errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { Member } from '../../plugins/access.ts';
import { lockedFor, recordHit, tooManyAttempts } from '../auth/throttle.ts';
import { featureFlags } from '../meta/routes.ts';
import { loadVoiceContext } from './context.ts';

/** Voice assistant requests one person may make per minute (each may be a model call). */
export const VOICE_PARSES_PER_MINUTE = 30;
const MINUTE_MS = 60_000;

/** While the voice-assistant flag is off (its default) the call does not exist: 404, like the other flagged calls. */
export function assertVoiceEnabled(ctx: AppContext): void {
  if (!featureFlags(ctx)['voice-assistant']) throw new AppError('notFound', 'ERR_FEATURE_DISABLED');
}

/**
 * Counts the request against the person's minute (in the database, so every node sees the same
 * count); past the limit 429 with Retry-After until the minute is over.
 */
export async function assertWithinRate(ctx: AppContext, member: Member): Promise<void> {
  const key = `assistant:voice:${member.personId}`;
  const count = await recordHit(ctx.db, key, VOICE_PARSES_PER_MINUTE, MINUTE_MS);
  if (count > VOICE_PARSES_PER_MINUTE) throw tooManyAttempts(Math.max(1, await lockedFor(ctx.db, [key])));
}

/**
 * Understands an utterance as a voice assistant item against the caller's own meetings and people:
 * with the configured language model, else with the offline extractor. A model that fails (down, slow,
 * an answer that is not the JSON asked for) is 503 ERR_ASSISTANT_MODEL, which the browser shows after
 * 'Error processing input:'.
 */
export async function parseUtterance(
  ctx: AppContext,
  opts: { member: Member; accountId: string; text: string; log: FastifyBaseLogger; signal?: AbortSignal },
): Promise<VoiceParseResponse> {
  const voice = await loadVoiceContext(ctx.db, opts.member, opts.accountId);
  // Loaded on first use (chrono-node among them): the flag is off by default.
  if (!ctx.llm) {
    const { extractOffline } = await import('./offline.ts');
    return { succeeded: true, item: extractOffline(opts.text, voice), source: 'offline' };
  }
  const { extractWithModel } = await import('./model.ts');
  try {
    return { succeeded: true, item: await extractWithModel(ctx.llm, opts.text, voice, opts.signal), source: 'model' };
  } catch (err) {
    if (!(err instanceof LlmError)) throw err;
    opts.log.warn({ reason: err.reason, status: err.status, detail: err.message }, 'the voice assistant model failed');
    throw new AppError('unavailable', 'ERR_ASSISTANT_MODEL');
  }
}
