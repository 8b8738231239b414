// @module-tag postgres
import { DASHBOARD, type Widget } from '@eos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { createMeeting } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { meetingSessions } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v2${url}`, headers: { cookie }, payload });

const widget = (i: string, type: Widget['widgetSettings']['type'], extra: Partial<Widget> = {}): Widget => ({
  i,
  x: 0,
  y: 0,
  w: 4,
  h: 5,
  filters: [],
  widgetSettings: { type },
  ...extra,
});

describe('GET dashboard', () => {
  it('shows a new person the default: their meetings, To-Dos, Rocks, measurables, issues and headlines to review', async () => {
    const u = await signedInMember(t, { role: 'Member' });
    const res = await call('GET', '/dashboard', u.cookie);
    expect(res.statusCode).toBe(200);
    const { kind, widgets } = res.json().dashboard;
    expect(kind).toBe('widgets');
    expect(widgets.map((w: Widget) => w.widgetSettings.type)).toEqual([
      'meetings',
      'todos',
      'rocks',
      'measurables',
      'issues',
      'headlines',
    ]);
    const todos = widgets.find((w: Widget) => w.widgetSettings.type === 'todos');
    expect(todos.filters).toEqual([{ id: 'owner-id', value: u.membership.id, statuses: [] }]);
    const headlines = widgets.find((w: Widget) => w.widgetSettings.type === 'headlines');
    expect(headlines.filters).toEqual([{ id: 'headline-status', value: '', statuses: ['ToReview'] }]);
  });
});

describe('PUT dashboard and POST default-dashboard', () => {
  it('keeps the layout for the person and organization, and puts the default back on request', async () => {
    const u = await signedInMember(t, { role: 'Manager' });
    const layout = [
      widget('rocks-others', 'rocks', {
        x: 6,
        w: 6,
        filters: [{ id: 'excluded-owner-ids', value: u.membership.id, statuses: [] }],
      }),
      widget('todos-1', 'todos', { y: 5, h: 8 }),
    ];
    const saved = await call('PUT', '/dashboard', u.cookie, { widgets: layout });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().dashboard.widgets).toEqual(layout);
    expect((await call('GET', '/dashboard', u.cookie)).json().dashboard.widgets).toEqual(layout);
    // A colleague's dashboard is their own.
    const colleague = await signedInMember(t, { role: 'Member', org: u.org });
    expect((await call('GET', '/dashboard', colleague.cookie)).json().dashboard.widgets).toHaveLength(6);

    const reset = await call('POST', '/default-dashboard', u.cookie);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().dashboard.widgets).toHaveLength(6);
    expect((await call('GET', '/dashboard', u.cookie)).json().dashboard.widgets).toHaveLength(6);
  });

  it('refuses a fifth widget of a type with the spec message, and keeps what was saved', async () => {
    const u = await signedInMember(t, { role: 'Member' });
    const four = [1, 2, 3, 4].map((n) => widget(`todos-${n}`, 'todos', { y: n * 5 }));
    expect((await call('PUT', '/dashboard', u.cookie, { widgets: four })).statusCode).toBe(200);
    const res = await call('PUT', '/dashboard', u.cookie, { widgets: [...four, widget('todos-5', 'todos')] });
    expect(res.statusCode).toBe(422);
    expect(res.json().messages[0]).toMatchObject({
      id: 'DASHBOARD_MAX_WIDGETS',
      text: '(Max number of widgets reached for To-Dos)',
    });
    expect((await call('GET', '/dashboard', u.cookie)).json().dashboard.widgets).toEqual(four);
  });

  it('refuses a layout off the grid, with a repeated key or an unknown type or filter', async () => {
    const u = await signedInMember(t, { role: 'Member' });
    const bad: unknown[] = [
      [widget('a', 'todos', { x: 10, w: 4 })],
      [widget('a', 'todos', { w: 0 })],
      [widget('a', 'todos', { h: DASHBOARD.maxHeight + 1 })],
      [widget('a', 'todos'), widget('a', 'rocks')],
      [{ ...widget('a', 'todos'), widgetSettings: { type: 'weather' } }],
      [widget('a', 'todos', { filters: [{ id: 'owner-id', value: 'me', statuses: [] }] })],
      [widget('a', 'headlines', { filters: [{ id: 'headline-status', value: '', statuses: ['Removed'] as never }] })],
      [widget('a b', 'todos')],
      'nothing',
    ];
    for (const widgets of bad) {
      const res = await call('PUT', '/dashboard', u.cookie, { widgets });
      expect(res.statusCode, JSON.stringify(widgets)).toBe(422);
    }
    expect((await call('GET', '/dashboard', u.cookie)).json().dashboard.widgets).toHaveLength(6);
  });

  it('lets an Observer arrange their own dashboard: it is theirs, not the organization data', async () => {
    const u = await signedInMember(t, { role: 'Observer' });
    const layout = [widget('meetings-1', 'meetings')];
    expect((await call('PUT', '/dashboard', u.cookie, { widgets: layout })).statusCode).toBe(200);
    expect((await call('GET', '/dashboard', u.cookie)).json().dashboard.widgets).toEqual(layout);
  });
});

describe('PUT user/dashboard/{orgId}/{dashboard}', () => {
  it('chooses the dashboard for that organization only; another organization answers 404', async () => {
    const u = await signedInMember(t, { role: 'Member' });
    expect((await call('PUT', `/user/dashboard/${u.org.id}/classic`, u.cookie)).json()).toEqual({ succeeded: true });
    expect((await call('GET', '/dashboard', u.cookie)).json().dashboard.kind).toBe('classic');
    expect((await call('PUT', `/user/dashboard/${u.org.id}/fancy`, u.cookie)).statusCode).toBe(422);
    const stranger = await signedInMember(t);
    expect((await call('PUT', `/user/dashboard/${stranger.org.id}/classic`, u.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/dashboard', stranger.cookie)).json().dashboard.kind).toBe('widgets');
  });
});

describe('GET dashboard/ended-meetings', () => {
  const recap = (n: number) =>
    Array.from({ length: n }, (_, k) => ({ id: crypto.randomUUID(), title: `Item ${k}`, ownerId: null }));

  it("answers today's ended sessions of the person's meetings, newest first, with what they decided", async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const member = await signedInMember(t, { role: 'Member', org: owner.org });
    const attended = await createMeeting(t, {
      orgId: owner.org.id,
      ownerId: owner.membership.id,
      inviteeIds: [member.membership.id],
    });
    const notInvited = await createMeeting(t, { orgId: owner.org.id, ownerId: owner.membership.id });
    const now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
    const summary = {
      attendees: [],
      sections: [],
      addedTodos: recap(3),
      completedTodos: [],
      solvedIssues: recap(2),
      reviewedHeadlines: [],
    };
    const [yesterday, earlier, latest] = await t.ctx.db
      .insert(meetingSessions)
      .values([
        { orgId: owner.org.id, meetingId: attended.id, sessionNumber: 1, startedAt: at(2000), endedAt: at(1950) },
        { orgId: owner.org.id, meetingId: attended.id, sessionNumber: 2, startedAt: at(200), endedAt: at(110) },
        {
          orgId: owner.org.id,
          meetingId: attended.id,
          sessionNumber: 3,
          startedAt: at(100),
          endedAt: at(10),
          averageRating: 8.5,
          summary,
        },
        { orgId: owner.org.id, meetingId: notInvited.id, sessionNumber: 1, startedAt: at(100), endedAt: at(5) },
        // Still running: no card.
        { orgId: owner.org.id, meetingId: attended.id, sessionNumber: 4, startedAt: at(3) },
      ])
      .returning();
    const since = encodeURIComponent(at(600).toISOString());
    const res = await call('GET', `/dashboard/ended-meetings?since=${since}`, member.cookie);
    expect(res.statusCode).toBe(200);
    const items = res.json().items;
    expect(items.map((i: { sessionId: string }) => i.sessionId)).toEqual([latest?.id, earlier?.id]);
    expect(items[0]).toEqual({
      meetingId: attended.id,
      meetingName: attended.title,
      meetingThreadId: attended.threadId,
      sessionId: latest?.id,
      ended: at(10).toISOString(),
      averageRating: 8.5,
      addedTodos: 3,
      solvedIssues: 2,
    });
    expect(items.some((i: { sessionId: string }) => i.sessionId === yesterday?.id)).toBe(false);

    // The owner owns both meetings: the one the member was not invited to is theirs too.
    const mine = (await call('GET', `/dashboard/ended-meetings?since=${since}`, owner.cookie)).json().items;
    expect(mine.map((i: { meetingId: string }) => i.meetingId)).toEqual([notInvited.id, attended.id, attended.id]);

    // Another organization's person sees none of it.
    const stranger = await signedInMember(t, { role: 'Owner' });
    expect((await call('GET', `/dashboard/ended-meetings?since=${since}`, stranger.cookie)).json().items).toEqual([]);
  });

  it('refuses a since that is not a time, with the spec envelope', async () => {
    const u = await signedInMember(t, { role: 'Member' });
    const res = await call('GET', '/dashboard/ended-meetings?since=yesterday', u.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json().succeeded).toBe(false);
  });
});
