import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { revisions, type StoredVisibility, type StoredVtoDocument } from '../../db/schema/index.ts';
import { emptyVtoDocument } from '../collections/document.ts';
import {
  type CollectionWorld,
  caller,
  createCollectionWorld,
  makeFolder,
  makeRevision,
  readRevisionRow,
  storeDocument,
} from '../collections/test-support.ts';

// POST vto/collection/{c}/revision/{r}/restore (item 11): one part of an older revision copied into a
// draft, for those who see the source and edit the target.
let t: TestApp;
let call: ReturnType<typeof caller>;
let w: CollectionWorld;
let folder: string;
let older: string;
let draft: string;

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const at = '2030-01-01T00:00:00.000Z';

function olderDocument(): StoredVtoDocument {
  const doc = emptyVtoDocument();
  doc.vision.coreValues = [{ id: id(1), title: 'Help first', description: 'Before we sell', sequence: 0 }];
  doc.vision.coreValuesSpeech = { id: id(2), notes: '<p>The night shift story</p>' };
  doc.vision.tenYearTarget = { id: id(3), futureDate: '2036-12-31', contentHtml: '<p>1,000 plants</p>', updated: at };
  doc.traction.longTermIssueList.issues = [
    { id: id(4), title: 'Churn', notes: '', assignedToId: null, sequence: 0, created: at },
  ];
  return doc;
}

function draftDocument(): StoredVtoDocument {
  const doc = olderDocument();
  doc.vision.coreValues = [{ id: id(1), title: 'Help always', description: '', sequence: 0 }];
  doc.vision.coreValuesSpeech = null;
  doc.vision.tenYearTarget = { id: id(3), futureDate: '2037-12-31', contentHtml: '<p>2,000 plants</p>', updated: at };
  return doc;
}

const setVisibility = (revisionId: string, visibility: StoredVisibility) =>
  t.ctx.db.update(revisions).set({ visibility }).where(eq(revisions.id, revisionId));

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  w = await createCollectionWorld(t);
  folder = await makeFolder(t, w.owner.cookie);
  older = await makeRevision(t, w.owner.cookie, folder, 'vto', 'V/TO 2026');
  draft = await makeRevision(t, w.owner.cookie, folder, 'vto', 'V/TO 2027');
  await storeDocument(t, older, olderDocument());
  await storeDocument(t, draft, draftDocument());
});
afterAll(() => t.close());

const restore = (cookie: string, body: object, target = draft) =>
  call('POST', `/vto/collection/${folder}/revision/${target}/restore`, cookie, body);
const from = (part: string, revisionId = older, collectionId = folder) => ({
  fromCollectionId: collectionId,
  fromRevisionId: revisionId,
  part,
});
const stored = async (revisionId = draft) =>
  (await readRevisionRow(t, w.owner.org.id, revisionId))?.document as StoredVtoDocument;

describe('restore a part', () => {
  it('copies the part with its ids, leaves the other parts and the source alone, answers the V/TO', async () => {
    const res = await restore(w.manager.cookie, from('coreValues'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.succeeded).toBe(true);
    expect(body.id).toBe(draft);
    expect(body.vto.vision.coreValues).toEqual(olderDocument().vision.coreValues);
    expect(body.vto.vision.coreValuesSpeech).toEqual(olderDocument().vision.coreValuesSpeech);
    const doc = await stored();
    expect(doc.vision.coreValues).toEqual(olderDocument().vision.coreValues);
    expect(doc.vision.tenYearTarget?.futureDate).toBe('2037-12-31');
    expect(await stored(older)).toEqual(olderDocument());

    const target = (await restore(w.owner.cookie, from('tenYearTarget'))).json();
    expect(target.id).toBe(id(3));
    expect(target.vto.vision.tenYearTarget).toMatchObject({
      futureDate: '2036-12-31',
      contentHtml: '<p>1,000 plants</p>',
    });
  });

  it('restores an empty part as empty', async () => {
    const res = await restore(w.owner.cookie, from('threeYearPicture'));
    expect(res.statusCode).toBe(200);
    expect(res.json().vto.vision.threeYearPicture).toBeNull();
  });

  it('answers 404 for another organization’s source and saves nothing', async () => {
    const other = await createCollectionWorld(t);
    const otherFolder = await makeFolder(t, other.owner.cookie);
    const otherRevision = await makeRevision(t, other.owner.cookie, otherFolder);
    const before = await stored();
    const res = await restore(w.owner.cookie, from('coreFocus', otherRevision, otherFolder));
    expect(res.statusCode).toBe(404);
    expect(await stored()).toEqual(before);
    // And another organization's caller cannot restore into this one's draft.
    expect((await restore(other.owner.cookie, from('coreFocus'))).statusCode).toBe(404);
  });

  it('answers 403 when the caller only views the target, and Observers never restore', async () => {
    const before = await stored();
    expect((await restore(w.member.cookie, from('coreFocus'))).statusCode).toBe(403);
    expect((await restore(w.observer.cookie, from('coreFocus'))).statusCode).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it('answers 422 for an unknown part or missing ids', async () => {
    const res = await restore(w.owner.cookie, from('accountabilityChart'));
    expect(res.statusCode).toBe(422);
    expect(res.json().succeeded).toBe(false);
    expect((await restore(w.owner.cookie, { part: 'coreFocus' })).statusCode).toBe(422);
    expect((await restore(w.owner.cookie, { ...from('coreFocus'), fromRevisionId: 'nope' })).statusCode).toBe(422);
  });

  it('answers 404 when the caller may edit the target but not see the source', async () => {
    const hidden = await makeRevision(t, w.owner.cookie, folder, 'vto', 'V/TO secret');
    await storeDocument(t, hidden, olderDocument());
    await setVisibility(hidden, {
      groups: { lt: { canView: false, canEdit: false }, org: { canView: false, canEdit: false } },
      individuals: [],
    });
    await setVisibility(draft, {
      groups: { lt: { canView: true, canEdit: true }, org: { canView: true, canEdit: false } },
      individuals: [{ personId: w.member.membership.id, canView: true, canEdit: true }],
    });
    const before = await stored();
    expect((await restore(w.member.cookie, from('coreFocus', hidden))).statusCode).toBe(404);
    expect(await stored()).toEqual(before);
    // The same caller with a source they see restores.
    expect((await restore(w.member.cookie, from('longTermIssues'))).statusCode).toBe(200);
  });
});
