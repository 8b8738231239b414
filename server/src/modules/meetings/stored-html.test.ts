import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { agendaTemplates, meetings } from '../../db/schema/index.ts';
import { caller, createTeam, level10Agenda, meetingBody, type Team } from './test-support.ts';

// Issue 14 F1: a custom agenda section's HTML was stored as sent and shown raw in the live meeting.
const HOSTILE =
  '<meta http-equiv="refresh" content="0;url=http://evil.test/"><img src=x onerror=alert(1)>' +
  '<p onclick="alert(2)">Numbers <a href="javascript:alert(3)">go</a></p><script>alert(4)</script>' +
  '<svg><script>alert(5)</script></svg><iframe src="http://evil.test/"></iframe>';

const withCustom = (content: string) => ({
  ...level10Agenda(),
  items: [
    { type: 'Custom', name: 'Numbers', minutes: 5, customContent: { contentType: 'html', content } },
    ...level10Agenda().items.slice(1),
  ],
});

/** Nothing that runs or loads: no tag outside the list, no handler, no script address. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<(meta|img|script|svg|iframe)\b/i);
  expect(html).not.toMatch(/onerror|onclick|javascript:|evil\.test/i);
}

let t: TestApp;
let call: ReturnType<typeof caller>;
let team: Team;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  team = await createTeam(t);
});
afterAll(() => t.close());

describe('custom agenda HTML is sanitized on every write (F1)', () => {
  it('a meeting created with the repro payload stores, answers and goes live without meta, img or handlers', async () => {
    const { owner } = team;
    const res = await call('POST', '/meetings', owner.cookie, {
      ...meetingBody({ inviteeIds: [team.member.membership.id] }),
      agenda: withCustom(HOSTILE),
    });
    expect(res.json()).toMatchObject({ succeeded: true });
    const meeting = res.json().meeting;
    const answered = meeting.agenda.items[0].customContent;
    expect(answered.contentType).toBe('html');
    expectInert(answered.content);
    // The harmless part is kept.
    expect(answered.content).toBe('<p>Numbers <a target="_blank" rel="noopener noreferrer">go</a></p>');

    const [row] = await t.ctx.db.select().from(meetings).where(eq(meetings.id, meeting.id));
    expectInert(row?.agenda.items[0]?.customContent?.content ?? '<script>');

    const started = await call('POST', '/live-meeting/start', owner.cookie, {
      meetingThreadId: meeting.meetingThreadId,
      meetingId: meeting.id,
    });
    expect(started.statusCode).toBe(200);
    const live = started.json().liveMeeting;
    expectInert(live.agenda[0].customContent.content);
  });

  it('editing a meeting and saving or editing a template sanitize the same way', async () => {
    const { owner } = team;
    const created = (
      await call('POST', '/meetings', owner.cookie, meetingBody({ inviteeIds: [team.member.membership.id] }))
    ).json().meeting;
    const edited = await call('PUT', `/meeting/${created.id}`, owner.cookie, {
      ...meetingBody({ inviteeIds: [team.member.membership.id] }),
      agenda: withCustom(HOSTILE),
    });
    expect(edited.statusCode).toBe(200);
    expectInert(edited.json().meeting.agenda.items[0].customContent.content);

    const saved = await call('POST', '/agendas', owner.cookie, { ...withCustom(HOSTILE), name: 'Hostile' });
    expect(saved.statusCode).toBe(200);
    const template = saved.json().agenda;
    expectInert(template.items[0].customContent.content);
    const again = await call('PUT', `/agenda/${template.id}`, owner.cookie, {
      ...withCustom(HOSTILE),
      name: 'Hostile',
    });
    expect(again.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(agendaTemplates).where(eq(agendaTemplates.id, template.id));
    expectInert(row?.agenda.items[0]?.customContent?.content ?? '<script>');
  });

  it('text and link sections are stored as typed (they are never rendered as HTML)', async () => {
    const { owner } = team;
    const agenda = {
      ...level10Agenda(),
      items: [
        { type: 'Custom', name: 'Text', minutes: 5, customContent: { contentType: 'text', content: '<b>1 < 2</b>' } },
        {
          type: 'Custom',
          name: 'Link',
          minutes: 5,
          customContent: { contentType: 'link', content: 'https://a.test/' },
        },
      ],
    };
    const res = await call('POST', '/meetings', owner.cookie, {
      ...meetingBody({ inviteeIds: [team.member.membership.id] }),
      agenda,
    });
    expect(res.json().meeting.agenda.items.map((i: { customContent: unknown }) => i.customContent)).toEqual([
      { contentType: 'text', content: '<b>1 < 2</b>' },
      { contentType: 'link', content: 'https://a.test/' },
    ]);
  });
});
