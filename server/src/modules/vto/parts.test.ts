import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { createMeeting, createRock } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import type { StoredVtoDocument } from '../../db/schema/index.ts';
import {
  type CollectionWorld,
  caller,
  createCollectionWorld,
  makeFolder,
  makeRevision,
  readRevisionRow,
} from '../collections/test-support.ts';

// The V/TO's part calls (002 §7) through the real API: each writes one part, answers the whole V/TO,
// refuses bad input with the spec's messages and saves nothing then.
let t: TestApp;
let call: ReturnType<typeof caller>;
let w: CollectionWorld;
let base: string;
let revisionId: string;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  w = await createCollectionWorld(t);
  const folder = await makeFolder(t, w.owner.cookie);
  revisionId = await makeRevision(t, w.owner.cookie, folder, 'vto', 'V/TO 2027');
  base = `/vto/collection/${folder}/revision/${revisionId}`;
});
afterAll(() => t.close());

const as = (cookie: string) => (method: 'POST' | 'PUT' | 'DELETE' | 'GET', path: string, body?: object) =>
  call(method, `${base}${path}`, cookie, body);
const owner = () => as(w.owner.cookie);
const stored = async () =>
  (await readRevisionRow(t, w.owner.org.id, revisionId))?.document as StoredVtoDocument | undefined;

describe('vision parts', () => {
  it('adds, reorders, changes and removes core values, numbering them from 0', async () => {
    const help = (await owner()('POST', '/core-value', { title: 'Help first', description: 'Before we sell' })).json();
    expect(help.vto.vision.coreValues).toEqual([
      { id: help.id, title: 'Help first', description: 'Before we sell', sequence: 0 },
    ]);
    const own = (await owner()('POST', '/core-value', { title: 'Own it' })).json();
    const first = (await owner()('POST', '/core-value', { title: 'Grow or die', sequence: 0 })).json();
    expect(first.vto.vision.coreValues.map((v: { title: string }) => v.title)).toEqual([
      'Grow or die',
      'Help first',
      'Own it',
    ]);
    const moved = (await owner()('PUT', `/core-value/${own.id}`, { title: 'Own it all', sequence: 0 })).json();
    expect(
      moved.vto.vision.coreValues.map((v: { title: string; sequence: number }) => `${v.sequence}:${v.title}`),
    ).toEqual(['0:Own it all', '1:Grow or die', '2:Help first']);
    const removed = (await owner()('DELETE', `/core-value/${first.id}`)).json();
    expect(removed.vto.vision.coreValues.map((v: { sequence: number }) => v.sequence)).toEqual([0, 1]);
    expect((await owner()('DELETE', `/core-value/${first.id}`)).statusCode).toBe(404);
  });

  it('keeps one core focus, one 10-year target and one speech, their rich text sanitized', async () => {
    const focus = (
      await owner()('POST', '/core-focus', { title: 'Purpose', description: 'Plants on time', niche: 'Scheduling' })
    ).json();
    // Starting it again (two people at once) writes into the same part.
    const again = (
      await owner()('POST', '/core-focus', { title: 'Cause', description: 'Plants on time', niche: 'Scheduling' })
    ).json();
    expect(again.id).toBe(focus.id);
    expect(again.vto.vision.coreFocus).toMatchObject({ id: focus.id, title: 'Cause', niche: 'Scheduling' });

    const target = (
      await owner()('POST', '/ten-year-target', {
        futureDate: '2036-12-31',
        contentHtml: '<p onclick="x()">1,000 plants<script>alert(1)</script></p>',
      })
    ).json();
    expect(target.vto.vision.tenYearTarget).toMatchObject({
      futureDate: '2036-12-31',
      contentHtml: '<p>1,000 plants</p>',
    });
    const bad = await owner()('PUT', `/ten-year-target/${target.id}`, { futureDate: '2036-02-30', contentHtml: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().messages[0]).toMatchObject({ id: 'VAL_INVALID', field: 'futureDate' });
    expect((await stored())?.vision.tenYearTarget?.futureDate).toBe('2036-12-31');

    const speech = (await owner()('POST', '/core-values-speech', { notes: '<p>The night shift</p>' })).json();
    expect((await owner()('DELETE', `/core-values-speech/${speech.id}`)).json().vto.vision.coreValuesSpeech).toBeNull();
    expect((await owner()('PUT', `/core-focus/${speech.id}`, { title: 'Passion' })).statusCode).toBe(404);
  });

  it('keeps a target market with its uniques in order', async () => {
    const market = (
      await owner()('POST', '/target-market', { title: 'Mid-size plants', guaranteeHtml: '<p>On time</p>' })
    ).json();
    for (const title of ['Live in a week', 'Fixed price']) {
      await owner()('POST', `/target-market/${market.id}/unique`, { title });
    }
    const res = (
      await owner()('POST', `/target-market/${market.id}/unique`, { title: 'Plant-floor support', sequence: 1 })
    ).json();
    const [stored] = res.vto.vision.targetMarkets;
    expect(stored.uniques.map((u: { title: string }) => u.title)).toEqual([
      'Live in a week',
      'Plant-floor support',
      'Fixed price',
    ]);
    expect(stored.guaranteeHtml).toBe('<p>On time</p>');
    const gone = (await owner()('DELETE', `/target-market/${market.id}/unique/${res.id}`)).json();
    expect(gone.vto.vision.targetMarkets[0].uniques).toHaveLength(2);
  });
});

describe('plans', () => {
  it('refuses a sub-item of a plan that does not exist with the spec message, saving nothing', async () => {
    const before = await stored();
    for (const [path, body] of [
      ['/three-year-picture-metric', { title: 'Revenue' }],
      [`/quarterly-plan/${revisionId}/goal`, { title: 'Close Q1' }],
      [`/one-year-plan/${revisionId}/measurable`, { title: 'Plants' }],
    ] as const) {
      const res = await owner()('POST', path, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().messages[0]).toMatchObject({
        id: 'ERR_VTO_PART_NOT_LOADED',
        text: 'A V/TO action requires an existing three-year picture or quarterly plan',
      });
    }
    expect(await stored()).toEqual(before);
  });

  it('starts a plan with revenue and profit, and hides an LT-only figure from people outside the team', async () => {
    const picture = (await owner()('POST', '/three-year-picture', { futureDate: '2029-12-31', notes: '' })).json();
    const [revenue, profit] = picture.vto.vision.threeYearPicture.financialMetrics;
    expect([revenue.title, profit.title, revenue.value]).toEqual(['Revenue', 'Profit', null]);
    const set = await owner()('PUT', `/three-year-picture-metric/${revenue.id}`, {
      title: 'Revenue',
      value: '25',
      unitOfMeasure: 'Dollar',
      valueScale: 'Million',
      decimalPlaces: 2,
      isVisibleToLtOnly: true,
    });
    expect(set.json().vto).toMatchObject({ visibleToLtOnlyRevenue: true, visibleToLtOnlyProfit: false });
    expect(set.json().vto.vision.threeYearPicture.financialMetrics[0]).toMatchObject({ value: 25, hidden: false });

    // The member is outside the leadership team; the manager is on it.
    const read = async (cookie: string) =>
      (await as(cookie)('GET', '')).json().vto.vision.threeYearPicture.financialMetrics[0];
    expect(await read(w.member.cookie)).toMatchObject({ value: null, hidden: true });
    expect(await read(w.manager.cookie)).toMatchObject({ value: 25, hidden: false });

    const decimals = await owner()('PUT', `/three-year-picture-metric/${revenue.id}`, {
      title: 'Revenue',
      value: 25,
      unitOfMeasure: 'Dollar',
      valueScale: 'One',
      decimalPlaces: 1,
    });
    expect(decimals.json().messages[0]).toMatchObject({ id: 'VAL_DECIMAL_PLACES', field: 'decimalPlaces' });
    const goal = (await owner()('POST', `/three-year-picture/${picture.id}/goal`, { title: 'Three offices' })).json();
    expect(goal.vto.vision.threeYearPicture.goals).toEqual([{ id: goal.id, title: 'Three offices', sequence: 0 }]);
    // Writing the picture's own fields keeps what is listed under it.
    const rewritten = (
      await owner()('PUT', `/three-year-picture/${picture.id}`, { futureDate: '2030-06-30', notes: '' })
    ).json();
    expect(rewritten.vto.vision.threeYearPicture.goals).toHaveLength(1);
    expect(rewritten.vto.vision.threeYearPicture.financialMetrics[0].value).toBe(25);
  });

  it('lists the leadership meeting’s Rocks on the quarterly plan, kept in step with them', async () => {
    if (!w.lt) throw new Error('no leadership meeting');
    const plan = (await owner()('POST', '/quarterly-plan', { futureDate: '2027-03-31' })).json();
    const rock = await createRock(t, {
      orgId: w.owner.org.id,
      tractionIds: [w.lt.id],
      ownerId: w.manager.membership.id,
      title: 'Sign the lease',
    });
    const other = await createMeeting(t, { orgId: w.owner.org.id, ownerId: w.owner.membership.id });
    const elsewhere = await createRock(t, {
      orgId: w.owner.org.id,
      tractionIds: [other.id],
      ownerId: w.owner.membership.id,
    });

    const candidates = (await owner()('GET', '/rocks-for-quarter')).json().rocks;
    expect(candidates.map((r: { rockId: string }) => r.rockId)).toEqual([rock.id]);
    const linked = (await owner()('POST', `/quarterly-plan/${plan.id}/rock`, { rockId: rock.id })).json();
    expect(linked.vto.traction.quarterlyPlan.rocksForTheQuarter).toEqual([
      expect.objectContaining({
        id: linked.id,
        rockId: rock.id,
        title: 'Sign the lease',
        ownerId: w.manager.membership.id,
      }),
    ]);
    expect((await owner()('GET', '/rocks-for-quarter')).json().rocks).toEqual([]);

    const twice = await owner()('POST', `/quarterly-plan/${plan.id}/rock`, { rockId: rock.id });
    expect(twice.json().messages[0]).toMatchObject({ id: 'ERR_VTO_ROCK_LINKED', field: 'rockId' });
    const notLt = await owner()('POST', `/quarterly-plan/${plan.id}/rock`, { rockId: elsewhere.id });
    expect(notLt.json().messages[0]).toMatchObject({ id: 'ERR_VTO_ROCK_NOT_LEADERSHIP', field: 'rockId' });

    // Renamed in the meeting, the V/TO shows the new title.
    await call('PUT', `/rock/${rock.id}`, w.owner.cookie, {
      title: 'Sign the Denver lease',
      contentHtml: '',
      dueDate: '2027-03-31',
      type: 'Company',
      tractionIds: [w.lt.id],
    });
    const now = (await owner()('GET', '')).json().vto.traction.quarterlyPlan.rocksForTheQuarter[0];
    expect(now.title).toBe('Sign the Denver lease');
    const unlinked = (await owner()('DELETE', `/quarterly-plan/${plan.id}/rock/${linked.id}`)).json();
    expect(unlinked.vto.traction.quarterlyPlan.rocksForTheQuarter).toEqual([]);
  });

  it('records the quarter’s actual results, and saves none when one names a figure that is not there', async () => {
    const quarter = (await owner()('GET', '')).json().vto.traction.quarterlyPlan;
    const revenue = quarter.financialMetrics[0];
    const entry = {
      planId: quarter.id,
      associatedItemId: revenue.id,
      isMeasurable: false,
      value: '3.2',
      valueScale: 'Million',
      decimalPlaces: 2,
    };
    const bad = await owner()('POST', '/metrics/actual-values', {
      actualResults: [entry, { ...entry, associatedItemId: w.owner.membership.id }],
    });
    expect(bad.statusCode).toBe(404);
    expect((await stored())?.traction.quarterlyPlan?.financialMetrics[0]?.actual).toBeNull();

    const ok = (await owner()('POST', '/metrics/actual-values', { actualResults: [entry] })).json();
    expect(ok.vto.traction.quarterlyPlan.financialMetrics[0].actual).toMatchObject({
      value: 3.2,
      valueScale: 'Million',
    });
    const cleared = (
      await owner()('POST', '/metrics/actual-values', { actualResults: [{ ...entry, value: null }] })
    ).json();
    expect(cleared.vto.traction.quarterlyPlan.financialMetrics[0].actual).toBeNull();
  });
});

describe('long-term issues', () => {
  it('adds one answering newLongTermIssue.id, changes and removes it', async () => {
    const res = await owner()('POST', '/long-term-issue', {
      revisionId,
      title: 'Churn in the first year',
      notes: '<p>Three left</p>',
      assignedToId: w.manager.membership.id,
    });
    expect(res.statusCode).toBe(200);
    const { newLongTermIssue, vto } = res.json();
    expect(vto.traction.longTermIssueList.issues).toEqual([
      expect.objectContaining({
        id: newLongTermIssue.id,
        title: 'Churn in the first year',
        assignedToId: w.manager.membership.id,
      }),
    ]);
    const outsider = await signedInMember(t, { role: 'Owner' });
    const foreign = await owner()('PUT', `/long-term-issue/${newLongTermIssue.id}`, {
      title: 'Churn',
      assignedToId: outsider.membership.id,
    });
    expect(foreign.json().messages[0]).toMatchObject({ id: 'ERR_PERSON_NOT_IN_ORG', field: 'assignedToId' });
    const removed = (await owner()('DELETE', `/long-term-issue/${newLongTermIssue.id}`)).json();
    expect(removed.vto.traction.longTermIssueList.issues).toEqual([]);
  });
});

describe('who may write parts', () => {
  const ANY = '00000000-0000-4000-8000-00000000abcd';
  const bodyFor = (url: string): object | undefined => {
    if (url.endsWith('/actual-values')) return { actualResults: [] };
    if (url.endsWith('/restore')) return { fromCollectionId: ANY, fromRevisionId: ANY, part: 'coreFocus' };
    if (url.endsWith('/rock')) return { rockId: ANY };
    if (url.endsWith('/rock/:subId')) return { sequence: 0 };
    if (url.endsWith('-speech') || url.endsWith('-speech/:id')) return { notes: '' };
    if (/(plan|picture|focus|target)(\/:id)?$/.test(url)) return {};
    return { title: 'Planted' };
  };
  // The revision's own calls (rename, move, copy...) are the collections module's and tested there.
  const ownCalls = /\/(rename|move|copy|publish|unpublish|visibility)$/;
  const partRoutes = () =>
    t.app.accessTable.filter(
      (r) =>
        r.url.startsWith('/api/v2/vto/collection/:collectionId/revision/:revisionId/') &&
        r.method !== 'GET' &&
        !ownCalls.test(r.url),
    );
  const send = (cookie: string, route: { method: string; url: string }) =>
    call(
      route.method as 'POST',
      route.url
        .replace('/api/v2', '')
        .replace(':collectionId/revision/:revisionId', base.split('/collection/')[1] as string)
        .replace(/:(id|subId)/g, ANY),
      cookie,
      route.method === 'DELETE' ? undefined : bodyFor(route.url),
    );

  it('is every part call: 404 for another organization, 403 for an Observer and for a member without edit', async () => {
    const routes = partRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const outsider = await signedInMember(t, { role: 'Owner' });
    const before = await stored();
    const wrong: string[] = [];
    for (const route of routes) {
      const results = [
        [404, (await send(outsider.cookie, route)).statusCode],
        [403, (await send(w.observer.cookie, route)).statusCode],
        // The member is outside the leadership team: the default settings let them view, not edit.
        [403, (await send(w.member.cookie, route)).statusCode],
      ];
      for (const [want, got] of results)
        if (want !== got) wrong.push(`${route.method} ${route.url}: ${got} not ${want}`);
    }
    expect(wrong).toEqual([]);
    expect(await stored()).toEqual(before);
  });
});
