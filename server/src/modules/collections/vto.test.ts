import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRock } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { eachTrial } from '../../../test/races.ts';
import { rocks } from '../../db/schema/index.ts';
import { emptyVtoDocument } from './document.ts';
import {
  type CollectionWorld,
  caller,
  createCollectionWorld,
  fullDocument,
  makeFolder,
  makeRevision,
  PART,
  readRevisionRow,
  storeDocument,
  uniqueTitle,
} from './test-support.ts';

// The V/TO read (LT-only figures, linked Rocks), copies of chosen parts, and naming races.
let t: TestApp;
let call: ReturnType<typeof caller>;
let w: CollectionWorld;
let folder: string;
let revision: string;
let rockId: string;
let ltId: string;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  w = await createCollectionWorld(t);
  if (!w.lt) throw new Error('no leadership meeting');
  ltId = w.lt.id;
  folder = await makeFolder(t, w.owner.cookie);
  revision = await makeRevision(t, w.owner.cookie, folder, 'vto', 'Full V/TO');
  const rock = await createRock(t, {
    orgId: w.owner.org.id,
    tractionIds: [ltId],
    ownerId: w.manager.membership.id,
    title: 'Hire a CFO',
  });
  const gone = await createRock(t, { orgId: w.owner.org.id, tractionIds: [ltId], ownerId: w.owner.membership.id });
  await t.ctx.db.delete(rocks).where(eq(rocks.id, gone.id));
  rockId = rock.id;
  await storeDocument(t, revision, fullDocument(rock.id, gone.id));
});
afterAll(() => t.close());

const read = (cookie: string, id = revision) => call('GET', `/vto/collection/${folder}/revision/${id}`, cookie);

describe('GET vto/collection/{c}/revision/{r}', () => {
  it('answers an empty V/TO for a new revision', async () => {
    const id = await makeRevision(t, w.owner.cookie, folder);
    const res = await read(w.owner.cookie, id);
    expect(res.statusCode).toBe(200);
    const { vision, traction, ...rest } = res.json().vto;
    expect({ vision, traction }).toEqual(emptyVtoDocument());
    expect(rest).toMatchObject({
      revisionId: id,
      collectionId: folder,
      linkedTractionId: ltId,
      permissions: { canView: true, canEdit: true, canManage: true },
      visibleToLtOnlyRevenue: false,
      visibleToLtOnlyProfit: false,
    });
  });

  it('hides LT-only revenue from a member outside the leadership team and shows it to the team', async () => {
    const outside0 = await read(w.member.cookie);
    const outside = outside0.json().vto;
    expect(outside.visibleToLtOnlyRevenue).toBe(true);
    expect(outside.visibleToLtOnlyProfit).toBe(false);
    expect(
      outside.vision.threeYearPicture.financialMetrics.map((m: { value: number | null; hidden: boolean }) => [
        m.value,
        m.hidden,
      ]),
    ).toEqual([
      [null, true],
      [2, false],
    ]);
    expect(outside.traction.quarterlyPlan.financialMetrics[0]).toMatchObject({
      value: null,
      actual: null,
      hidden: true,
    });
    const inside = (await read(w.manager.cookie)).json().vto;
    expect(inside.vision.threeYearPicture.financialMetrics[0]).toMatchObject({ value: 12, hidden: false });
    expect(inside.traction.oneYearPlan.financialMetrics[0]).toMatchObject({ value: 12, hidden: false });
  });

  it("shows the quarter's Rocks as they are now and drops links to removed ones", async () => {
    const vto = (await read(w.observer.cookie)).json().vto;
    expect(vto.traction.quarterlyPlan.rocksForTheQuarter).toEqual([
      expect.objectContaining({
        id: PART.rl_1,
        rockId,
        title: 'Hire a CFO',
        ownerId: w.manager.membership.id,
        status: 'OnTrack',
      }),
    ]);
  });
});

describe('copy', () => {
  it('keeps exactly the vision parts, with their ids, when only Vision is ticked', async () => {
    const res = await call('PUT', `/vto/collection/${folder}/revision/${revision}/copy`, w.owner.cookie, {
      newRevisionName: 'Vision only',
      includeVision: true,
      includeCoreValues: true,
      includeCoreFocus: true,
      includeTenYearTarget: true,
      includeMarketingStrategy: true,
      includeThreeYearPicture: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().revision).toMatchObject({ title: 'Vision only', collectionId: folder, isPublished: false });
    const copy = await readRevisionRow(t, w.owner.org.id, res.json().revision.id);
    const source = await readRevisionRow(t, w.owner.org.id, revision);
    if (!source) throw new Error('source missing');
    expect(copy?.document).toEqual({
      vision: (source.document as { vision: unknown }).vision,
      traction: emptyVtoDocument().traction,
    });
    expect(copy?.visibility).toEqual(source.visibility);
  });

  it('takes single parts, and the chart copies its whole document', async () => {
    const res = await call('PUT', `/vto/collection/${folder}/revision/${revision}/copy`, w.manager.cookie, {
      newRevisionName: 'Rocks and values',
      includeVision: true,
      includeCoreValues: true,
      includeTraction: true,
      includeRocks: true,
    });
    const doc = (await readRevisionRow(t, w.owner.org.id, res.json().revision.id))?.document as ReturnType<
      typeof fullDocument
    >;
    expect(doc.vision.coreValues.map((v) => v.id)).toEqual([PART.cv_1]);
    expect(doc.vision.coreValuesSpeech?.id).toBe(PART.cvs_1);
    expect(doc.vision.coreFocus).toBeNull();
    expect(doc.traction.quarterlyPlan?.rocksForTheQuarter).toHaveLength(2);
    expect(doc.traction.oneYearPlan).toBeNull();
    expect(doc.traction.longTermIssueList.issues).toEqual([]);

    const chartFolder = await makeFolder(t, w.owner.cookie, 'ac');
    const chart = await makeRevision(t, w.owner.cookie, chartFolder, 'ac');
    const chartCopy = await call('PUT', `/ac/collection/${chartFolder}/revision/${chart}/copy`, w.owner.cookie, {
      newRevisionName: 'Chart copy',
    });
    expect(chartCopy.json().revision).toMatchObject({ title: 'Chart copy', collectionId: chartFolder });
  });

  it('refuses nothing ticked and a taken name, saving nothing', async () => {
    const path = `/vto/collection/${folder}/revision/${revision}/copy`;
    const nothing = await call('PUT', path, w.owner.cookie, { newRevisionName: 'Empty copy' });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().messages[0]).toMatchObject({ id: 'ERR_COPY_NOTHING_SELECTED', field: 'includeVision' });
    const taken = await call('PUT', path, w.owner.cookie, {
      newRevisionName: 'full v/to',
      includeTraction: true,
      includeRocks: true,
    });
    expect(taken.json().messages[0]).toMatchObject({ id: 'ERR_DUPLICATE_VTO_NAME', field: 'newRevisionName' });
    const list = (await call('GET', `/vto/collection/${folder}`, w.owner.cookie)).json().collection.revisions;
    expect(list.map((r: { title: string }) => r.title)).not.toContain('Empty copy');
  });
});

describe('naming races', () => {
  it('two creates of one folder title at once: one succeeds, the other is refused with 422', async () => {
    await eachTrial(async () => {
      const title = uniqueTitle('Race');
      const answers = await Promise.all([
        call('POST', '/vto/collections', w.owner.cookie, { title }),
        call('POST', '/vto/collections', w.manager.cookie, { title: title.toLowerCase() }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
      const refused = answers.find((a) => a.statusCode === 422);
      expect(refused?.json().messages[0]).toMatchObject({ id: 'VALIDATION_UNIQUE_VTO_FOLDER_TITLE', field: 'title' });
    });
  });

  it('a revision renamed to a title while a folder takes it: never both', async () => {
    await eachTrial(async () => {
      const title = uniqueTitle('Clash');
      const answers = await Promise.all([
        call('PUT', `/vto/collection/${folder}/revision`, w.owner.cookie, { title }),
        call('PUT', `/vto/collection/${folder}`, w.owner.cookie, { title }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    });
  });
});
