import {
  IdsQuery,
  MarkAllReadRequest,
  NotificationCountResponse,
  NotificationListResponse,
  NotificationRef,
  NotificationSearchResponse,
  SearchRequest,
  Succeeded,
  UpgradeDecisionParams,
  UpgradeResponse,
} from '@eos/domain';
import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../context.ts';
import { mapPage } from '../../lib/search.ts';
import { memberOf } from '../../plugins/access.ts';
import { presentNotification } from './presenter.ts';
import { countUnread, findNotifications, type Inbox, searchNotifications } from './repository.ts';
import { changeNotification, markAllRead, type NotificationChange } from './service.ts';
import { decideUpgrade, requestUpgrade } from './upgrade.ts';

/** Notifications are per person: the caller's own, in their current organization. */
function inboxOf(request: FastifyRequest): Inbox {
  const member = memberOf(request);
  return { orgId: member.orgId, personId: member.personId };
}

/** The bell (notification-center/*) and upgrade requests (person/upgrade, approve, deny). */
export async function notificationRoutes(api: App, ctx: AppContext): Promise<void> {
  api.post(
    '/notification-center/search',
    {
      config: { access: 'org' },
      schema: { body: SearchRequest, response: { 200: NotificationSearchResponse } },
    },
    async (request) => {
      const page = await searchNotifications(ctx.db, inboxOf(request), request.body);
      return { succeeded: true as const, ...mapPage(page, (rows) => rows.map(presentNotification)) };
    },
  );

  // Entity-cache batch load: ids that are not the caller's are left out, like missing ones.
  api.get(
    '/notification-center',
    {
      config: { access: 'org' },
      schema: { querystring: IdsQuery, response: { 200: NotificationListResponse } },
    },
    async (request) => {
      const rows = await findNotifications(ctx.db, inboxOf(request), request.query.ids ?? []);
      return rows.map(presentNotification);
    },
  );

  api.get(
    '/notification-center/count',
    { config: { access: 'org' }, schema: { response: { 200: NotificationCountResponse } } },
    async (request) => ({ succeeded: true as const, unread: await countUnread(ctx.db, inboxOf(request)) }),
  );

  // Fastify validates a missing body as null, which the contract's optional list would refuse: a call
  // without a body is "mark every unread one read", like an empty list.
  api.put(
    '/notification-center/read/all',
    { config: { access: 'self' }, schema: { body: MarkAllReadRequest, response: { 200: Succeeded } } },
    async (request) => {
      await markAllRead(ctx, { inbox: inboxOf(request), ids: request.body?.map((n) => n.id) });
      return { succeeded: true as const };
    },
  );

  for (const change of ['read', 'unread', 'remove'] satisfies NotificationChange[]) {
    api.put(
      `/notification-center/${change}`,
      { config: { access: 'self' }, schema: { body: NotificationRef, response: { 200: Succeeded } } },
      async (request) => {
        await changeNotification(ctx, { inbox: inboxOf(request), id: request.body.id, change });
        return { succeeded: true as const };
      },
    );
  }

  api.post(
    '/person/upgrade',
    { config: { access: 'upgrade.request' }, schema: { response: { 200: UpgradeResponse } } },
    async (request) => ({
      succeeded: true as const,
      upgradeRequestStatus: await requestUpgrade(ctx, memberOf(request)),
    }),
  );

  for (const [call, approve] of [
    ['approveupgrade', true],
    ['denyupgrade', false],
  ] as const) {
    api.post(
      `/person/${call}/:personId/:orgId`,
      {
        config: { access: 'upgrade.decide' },
        schema: { params: UpgradeDecisionParams, response: { 200: UpgradeResponse } },
      },
      async (request) => {
        const { personId, orgId } = request.params;
        const status = await decideUpgrade(ctx, { member: memberOf(request), personId, orgId, approve });
        return { succeeded: true as const, upgradeRequestStatus: status };
      },
    );
  }
}
