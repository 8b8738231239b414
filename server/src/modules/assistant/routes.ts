import { VoiceParseRequest, VoiceParseResponse } from '@eos/domain';
import type { App, AppContext } from '../../context.ts';
import { memberOf, sessionOf } from '../../plugins/access.ts';
import { assertVoiceEnabled, assertWithinRate, parseUtterance } from './service.ts';

/** The voice assistant (001 §4; issue 21): an utterance understood as an issue, To-Do or headline to create. */
export async function assistantRoutes(api: App, ctx: AppContext): Promise<void> {
  api.post(
    '/voice-assistant/parse',
    // items.write: what creating the item needs, so Observers are refused by the guard itself.
    { config: { access: 'items.write' }, schema: { body: VoiceParseRequest, response: { 200: VoiceParseResponse } } },
    async (request, reply) => {
      assertVoiceEnabled(ctx);
      const member = memberOf(request);
      await assertWithinRate(ctx, member);
      // A browser that goes away stops the model call.
      const gone = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      return parseUtterance(ctx, {
        member,
        accountId: sessionOf(request).accountId,
        text: request.body.text,
        log: request.log,
        signal: gone.signal,
      });
    },
  );
}
