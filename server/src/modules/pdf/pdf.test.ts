import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import {
  addMember,
  createAccount,
  createHeadline,
  createIssue,
  createMeasurable,
  createMeasuredValue,
  createRock,
  createTodo,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { findMeetingExport } from '../calendar/repository.ts';
import { insertMeeting } from '../calendar/test-support.ts';
import { meetingPdfDocument, pdfText } from './document.ts';
import { drawnText } from './drawn-text.ts';
import { renderPdf } from './printer.ts';
import { loadSections } from './sections.ts';

describe('GET traction/{meetingId}/{type}/pdf', () => {
  let off: TestApp;
  let on: TestApp;
  beforeAll(async () => {
    off = await createTestApp();
    on = await createTestApp({ featureFlagOverrides: { 'meeting-pdfs': true } });
  });
  afterAll(async () => {
    await off.close();
    await on.close();
  });

  const get = (t: TestApp, url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url: `/api/v2${url}`, headers: cookie ? { cookie } : {} });

  it('is 404 ERR_FEATURE_DISABLED while the meeting-pdfs flag is off', async () => {
    const ada = await signedInMember(off);
    const m = await insertMeeting(off.ctx.db, { orgId: ada.org.id, ownerId: ada.membership.id });
    const res = await get(off, `/traction/${m.id}/all/pdf`, ada.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ succeeded: false, messages: [{ id: 'ERR_FEATURE_DISABLED' }] });
  });

  it('answers a PDF attachment with the meeting in it', async () => {
    const ada = await signedInMember(on);
    const m = await insertMeeting(on.ctx.db, { orgId: ada.org.id, ownerId: ada.membership.id, title: 'Ops L10' });
    const res = await get(on, `/traction/${m.id}/rocks/pdf`, ada.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Ops-L10-rocks.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(1000);
    // The document title sits in the uncompressed Info dictionary.
    expect(res.rawPayload.toString('latin1')).toContain('(Ops L10)');
  });

  it('is 401 signed out, 404 for another org or an unknown id, 422 for an unknown list', async () => {
    const ada = await signedInMember(on);
    const other = await signedInMember(on);
    const m = await insertMeeting(on.ctx.db, { orgId: ada.org.id, ownerId: ada.membership.id });
    expect((await get(on, `/traction/${m.id}/all/pdf`)).statusCode).toBe(401);
    const foreign = await get(on, `/traction/${m.id}/all/pdf`, other.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().messages[0].id).toBe('ERR_NOT_FOUND');
    expect((await get(on, '/traction/00000000-0000-4000-8000-000000000000/all/pdf', ada.cookie)).statusCode).toBe(404);
    expect((await get(on, `/traction/${m.id}/vto/pdf`, ada.cookie)).statusCode).toBe(422);
  });

  it('prints title, cadence, next date, people, agenda and every list with no items yet', async () => {
    const ada = await signedInMember(on, { account: { firstName: 'Ada', lastName: 'Lovelace' } });
    const m = await insertMeeting(on.ctx.db, {
      orgId: ada.org.id,
      ownerId: ada.membership.id,
      title: 'Leadership Team',
      cadence: 'Weekly',
    });
    const meeting = await findMeetingExport(on.ctx.db, ada.org.id, m.id);
    if (!meeting) throw new Error('meeting not found');
    const sections = await loadSections(on.ctx.db, { orgId: ada.org.id, meetingId: m.id }, 'all');
    const now = new Date('2026-03-04T12:00:00Z');
    const text = drawnText(await renderPdf(meetingPdfDocument(meeting, sections, now, { compress: false })));
    for (const expected of [
      'Leadership Team',
      'Cadence: Weekly',
      // Monday 9 March 2026 09:00 in New York, already daylight time.
      'Next meeting: Monday, March 9, 2026 at 9:00 AM EDT',
      'Owner: Ada Lovelace',
      'Invitees: Ada Lovelace',
      'Segue',
      'IDS',
      'Rocks',
      'To-Dos',
      'Issues',
      'Headlines',
      'Scorecard',
    ]) {
      // Lines may break after a hyphen ('To-' / 'Dos').
      expect(text.replace(/\s+/g, ' ').replace(/- /g, '-')).toContain(expected);
    }
    expect(text.replace(/\s+/g, ' ').match(/No items yet/g)).toHaveLength(5);
  });

  it('does not break on text outside the standard font', async () => {
    const ada = await signedInMember(on);
    const m = await insertMeeting(on.ctx.db, {
      orgId: ada.org.id,
      ownerId: ada.membership.id,
      title: 'Réunion 会議 🚀',
    });
    const res = await get(on, `/traction/${m.id}/all/pdf`, ada.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Reunion-all.pdf"');
    // The standard font draws WinAnsi only: other characters print as '?', not as stray glyphs.
    expect(pdfText('Réunion 会議 🚀 “ok” – €')).toBe('Réunion ?? ? “ok” – €');
  });

  it("prints each list's rows as the meeting holds them, and nothing of another meeting or organization", async () => {
    const ada = await signedInMember(on, { account: { firstName: 'Ada', lastName: 'Lovelace' } });
    const grace = await addMember(
      on.ctx.db,
      ada.org,
      await createAccount(on.ctx.db, { firstName: 'Grace', lastName: 'Hopper' }),
      'Member',
    );
    const m = await insertMeeting(on.ctx.db, { orgId: ada.org.id, ownerId: ada.membership.id, title: 'Ops L10' });
    const other = await insertMeeting(on.ctx.db, { orgId: ada.org.id, ownerId: ada.membership.id, title: 'Sales' });
    const orgId = ada.org.id;
    const mine = { orgId, ownerId: ada.membership.id };
    await createRock(on.ctx.db, {
      ...mine,
      tractionIds: [m.id],
      title: 'Open the Denver office',
      dueDate: '2026-03-31',
    });
    await createRock(on.ctx.db, {
      orgId,
      ownerId: grace.id,
      tractionIds: [m.id],
      title: 'Hire two engineers',
      dueDate: '2026-03-15',
      status: 'OffTrack',
    });
    await createRock(on.ctx.db, { ...mine, tractionIds: [m.id], title: 'Last quarter Rock', status: 'Closed' });
    await createRock(on.ctx.db, { ...mine, tractionIds: [other.id], title: 'A Sales Rock' });
    await createTodo(on.ctx.db, { ...mine, tractionId: m.id, title: 'Call the landlord', dueDate: '2026-03-06' });
    await createTodo(on.ctx.db, { ...mine, tractionId: m.id, title: 'Removed To-Do', status: 'Removed' });
    await createIssue(on.ctx.db, { ...mine, tractionId: m.id, title: 'Churn is up', rank: 2 });
    await createIssue(on.ctx.db, { orgId, ownerId: grace.id, tractionId: m.id, title: 'Hiring is slow', rank: 1 });
    await createIssue(on.ctx.db, { ...mine, tractionId: m.id, title: 'Solved already', status: 'Solved' });
    await createHeadline(on.ctx.db, { ...mine, tractionId: m.id, title: 'Won the Acme deal', status: 'Reviewed' });
    const revenue = await createMeasurable(on.ctx.db, {
      ...mine,
      tractionId: m.id,
      title: 'Weekly revenue',
      goalValue: 25,
      comparison: 'GreaterOrEqual',
      unitOfMeasure: 'Dollar',
      valueScale: 'Thousand',
      decimalPlaces: 1,
    });
    await createMeasuredValue(on.ctx.db, { measurable: revenue, intervalId: '2026-02-23', value: 21 });
    await createMeasuredValue(on.ctx.db, { measurable: revenue, intervalId: '2026-03-02', value: 27.5 });
    const elsewhere = await signedInMember(on);
    const theirs = await insertMeeting(on.ctx.db, { orgId: elsewhere.org.id, ownerId: elsewhere.membership.id });
    await createTodo(on.ctx.db, {
      orgId: elsewhere.org.id,
      ownerId: elsewhere.membership.id,
      tractionId: theirs.id,
      title: 'Their To-Do',
    });

    const sections = await loadSections(on.ctx.db, { orgId, meetingId: m.id }, 'all');
    const rows = Object.fromEntries(sections.map((s) => [s.type, s.rows]));
    expect(rows).toEqual({
      rocks: [
        ['Hire two engineers', 'Grace Hopper', '2026-03-15', 'Off-Track'],
        ['Open the Denver office', 'Ada Lovelace', '2026-03-31', 'On-Track'],
      ],
      todos: [['Call the landlord', 'Ada Lovelace', '2026-03-06', 'Not Done']],
      issues: [
        ['Hiring is slow', 'Grace Hopper', '1', 'Open'],
        ['Churn is up', 'Ada Lovelace', '2', 'Open'],
      ],
      headlines: [['Won the Acme deal', 'Ada Lovelace', 'Reviewed']],
      scorecard: [['Weekly revenue', 'Ada Lovelace', '>= $25.0k', '$27.5k']],
    });
    const meeting = await findMeetingExport(on.ctx.db, orgId, m.id);
    if (!meeting) throw new Error('meeting not found');
    const text = drawnText(await renderPdf(meetingPdfDocument(meeting, sections, new Date(), { compress: false })));
    for (const expected of [
      'Open the Denver office',
      'Call the landlord',
      'Hiring is slow',
      'Won the Acme deal',
      '$27.5k',
    ]) {
      expect(text.replace(/\s+/g, ' ')).toContain(expected);
    }
    expect(text).not.toContain('No items yet');
  });
});
