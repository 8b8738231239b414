import { CalendarFeedResponse, IdParams } from '@eos/domain';
import { z } from 'zod';
import type { App, AppContext } from '../../context.ts';
import { messageText, notFound } from '../../lib/errors.ts';
import { memberOf } from '../../plugins/access.ts';
import { buildCalendar } from './ics.ts';
import { findFeedByToken, findMeetingExport, personMeetings } from './repository.ts';
import { calendarFeed, safeFilename, toIcsMeeting } from './service.ts';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
/** The token is the whole credential: long, URL-safe, nothing else accepted in the path. */
const FEED_FILE = /^([A-Za-z0-9_-]{20,100})\.ics$/;
const FeedParams = z.object({ file: z.string().max(200) });

export async function calendarRoutes(api: App, ctx: AppContext): Promise<void> {
  api.get('/meeting/:id/ics', { config: { access: 'org' }, schema: { params: IdParams } }, async (request, reply) => {
    const member = memberOf(request);
    const meeting = await findMeetingExport(ctx.db, member.orgId, request.params.id);
    if (!meeting) throw notFound();
    const body = buildCalendar([toIcsMeeting(meeting)], { publicUrl: ctx.config.publicUrl, now: new Date() });
    return reply
      .type(CALENDAR_TYPE)
      .header('cache-control', 'private, no-cache')
      .header('content-disposition', `attachment; filename="${safeFilename(meeting.title, 'ics')}"`)
      .send(body);
  });

  // GET gives the person's feed URL (created on first use, then the same); reset replaces it.
  const feedRoute = { config: { access: 'org' as const }, schema: { response: { 200: CalendarFeedResponse } } };
  // Reset changes only the caller's own feed.
  const resetRoute = { ...feedRoute, config: { access: 'self' as const } };
  const feedHandler = (reset: boolean) => async (request: Parameters<typeof memberOf>[0]) => {
    const member = memberOf(request);
    const { url } = await calendarFeed(ctx, { personId: member.personId, orgId: member.orgId, reset });
    return { succeeded: true as const, url };
  };
  api.get('/calendar/feed', feedRoute, feedHandler(false));
  api.post('/calendar/feed/reset', resetRoute, feedHandler(true));

  api.get(
    '/calendar/:file',
    { config: { access: 'public' }, schema: { params: FeedParams } },
    async (request, reply) => {
      // A malformed name is just a file that does not exist: 404 like an unknown token, not 422.
      const token = FEED_FILE.exec(request.params.file)?.[1];
      const feed = token ? await findFeedByToken(ctx.db, token) : null;
      if (!feed) throw notFound();
      const list = await personMeetings(ctx.db, feed.orgId, feed.personId);
      const body = buildCalendar(list.map(toIcsMeeting), {
        publicUrl: ctx.config.publicUrl,
        now: new Date(),
        calendarName: messageText('CALENDAR_FEED_NAME', [feed.orgName]),
      });
      // Calendar apps poll: five minutes of private caching spares the database, never a shared cache.
      return reply.type(CALENDAR_TYPE).header('cache-control', 'private, max-age=300').send(body);
    },
  );
}
