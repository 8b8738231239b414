// @module-tag postgres
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { collections, revisions } from '../../db/schema/index.ts';
import { type Emitted, recordEvents } from '../issues/test-support.ts';
import {
  type CollectionWorld,
  caller,
  createCollectionWorld,
  makeFolder,
  makeRevision,
  readRevisionRow,
  uniqueTitle,
} from './test-support.ts';

// Folders and revisions through every route, for both kinds: the happy paths, each naming rule refusing
// with its message and saving nothing, and the live updates they send.
let t: TestApp;
let call: ReturnType<typeof caller>;
let w: CollectionWorld;
let events: Emitted[];
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  events = recordEvents(t);
  w = await createCollectionWorld(t);
});
afterAll(() => t.close());

const counts = async () => {
  const [f] = await t.ctx.db.select({ n: count() }).from(collections).where(eq(collections.orgId, w.owner.org.id));
  const [r] = await t.ctx.db.select({ n: count() }).from(revisions).where(eq(revisions.orgId, w.owner.org.id));
  return { folders: f?.n, revisions: r?.n };
};
const messageOf = (res: { json(): { messages: { id: string; field?: string }[] } }) => res.json().messages[0];

describe('the company folder', () => {
  it('is made on first use with the organization name, once, and listed first', async () => {
    // Someone who may not make folders does not make this one either: none yet, 404.
    expect((await call('GET', '/vto/collections/company-folder', w.observer.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/vto/collections/company-folder', w.member.cookie)).statusCode).toBe(404);
    const first = await call('GET', '/vto/collections/company-folder', w.manager.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json().collection).toMatchObject({
      title: `${w.owner.org.name} Vision/Traction Organizer`,
      isCompanyFolder: true,
      revisions: [],
    });
    const again = await call('GET', '/vto/collections/company-folder', w.member.cookie);
    expect(again.json().collection.id).toBe(first.json().collection.id);
    const chart = await call('GET', '/ac/collections/company-folder', w.owner.cookie);
    expect(chart.json().collection.title).toBe(`${w.owner.org.name} Accountability Chart`);
    await makeFolder(t, w.owner.cookie, 'vto', 'AAA first by title');
    const list = (await call('GET', '/vto/collections', w.observer.cookie)).json().collections;
    expect(list[0].id).toBe(first.json().collection.id);
    expect(list[1].title).toBe('AAA first by title');
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'Added', payload: { type: 'vtoCollection', id: first.json().collection.id } }),
    );
  });

  it('never answers 500 nor makes two when two first calls race', async () => {
    const fresh = await createCollectionWorld(t);
    const answers = await Promise.all([
      call('GET', '/ac/collections/company-folder', fresh.owner.cookie),
      call('GET', '/ac/collections/company-folder', fresh.manager.cookie),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0]?.json().collection.id).toBe(answers[1]?.json().collection.id);
  });

  it('moves when another folder is made the company folder', async () => {
    const company = (await call('GET', '/vto/collections/company-folder', w.owner.cookie)).json().collection;
    const made = await call('POST', '/vto/collections', w.owner.cookie, {
      title: uniqueTitle(),
      isCompanyFolder: true,
    });
    expect(made.json().collection.isCompanyFolder).toBe(true);
    const edited = await call('PUT', `/vto/collection/${company.id}`, w.owner.cookie, {
      title: company.title,
      isCompanyFolder: true,
    });
    expect(edited.json().collection.isCompanyFolder).toBe(true);
    const list = (await call('GET', '/vto/collections', w.owner.cookie)).json().collections;
    expect(
      list.filter((c: { isCompanyFolder: boolean }) => c.isCompanyFolder).map((c: { id: string }) => c.id),
    ).toEqual([company.id]);
  });
});

describe('folders', () => {
  it('creates, reads, renames and deletes an empty folder', async () => {
    events.length = 0;
    const made = await call('POST', '/vto/collections', w.manager.cookie, { title: '  Plans 2031 ' });
    expect(made.statusCode).toBe(200);
    const id = made.json().collection.id;
    expect(made.json().collection).toMatchObject({ title: 'Plans 2031', isCompanyFolder: false, revisions: [] });
    expect((await call('GET', `/vto/collection/${id}`, w.observer.cookie)).json().collection.title).toBe('Plans 2031');
    const renamed = await call('PUT', `/vto/collection/${id}`, w.owner.cookie, { title: 'Plans 2032' });
    expect(renamed.json().collection.title).toBe('Plans 2032');
    expect((await call('DELETE', `/vto/collection/${id}`, w.owner.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/vto/collection/${id}`, w.owner.cookie)).statusCode).toBe(404);
    expect(events.map((e) => [e.event, (e.payload as { type: string }).type])).toEqual([
      ['Added', 'vtoCollection'],
      ['Updated', 'vtoCollection'],
      ['Deleted', 'vtoCollection'],
    ]);
  });

  it('refuses a folder title another folder of the kind has, ignoring case and spaces; the other kind is free', async () => {
    const title = uniqueTitle();
    await makeFolder(t, w.owner.cookie, 'vto', title);
    const before = await counts();
    const dup = await call('POST', '/vto/collections', w.owner.cookie, { title: ` ${title.toUpperCase()} ` });
    expect(dup.statusCode).toBe(422);
    expect(messageOf(dup)).toMatchObject({ id: 'VALIDATION_UNIQUE_VTO_FOLDER_TITLE', field: 'title' });
    const acDup = await call('POST', '/ac/collections', w.owner.cookie, { title });
    expect(acDup.statusCode).toBe(200);
    const acAgain = await call('POST', '/ac/collections', w.owner.cookie, { title });
    expect(messageOf(acAgain)).toMatchObject({ id: 'VALIDATION_UNIQUE_AC_FOLDER_TITLE', field: 'title' });
    const other = await makeFolder(t, w.owner.cookie);
    const rename = await call('PUT', `/vto/collection/${other}`, w.owner.cookie, { title });
    expect(messageOf(rename)).toMatchObject({ id: 'VALIDATION_UNIQUE_VTO_FOLDER_TITLE', field: 'title' });
    expect(await counts()).toEqual({ ...before, folders: (before.folders ?? 0) + 2 });
  });

  it('refuses renaming a folder to a revision title, and a blank title', async () => {
    const folder = await makeFolder(t, w.owner.cookie);
    const revisionTitle = uniqueTitle('Taken');
    await makeRevision(t, w.owner.cookie, folder, 'vto', revisionTitle);
    const res = await call('PUT', `/vto/collection/${folder}`, w.owner.cookie, { title: revisionTitle });
    expect(messageOf(res)).toMatchObject({ id: 'ERR_DUPLICATE_VTO_NAME', field: 'title' });
    const blank = await call('POST', '/vto/collections', w.owner.cookie, { title: '   ' });
    expect(messageOf(blank)).toMatchObject({ id: 'VAL_REQUIRED', field: 'title' });
  });

  it('deletes neither a folder with revisions nor the company folder', async () => {
    const folder = await makeFolder(t, w.owner.cookie);
    await makeRevision(t, w.owner.cookie, folder);
    const full = await call('DELETE', `/vto/collection/${folder}`, w.owner.cookie);
    expect(full.statusCode).toBe(422);
    expect(messageOf(full)).toMatchObject({ id: 'ERR_FOLDER_NOT_EMPTY' });
    const company = (await call('GET', '/vto/collections/company-folder', w.owner.cookie)).json().collection;
    const res = await call('DELETE', `/vto/collection/${company.id}`, w.owner.cookie);
    expect(res.statusCode).toBe(422);
    expect(messageOf(res)).toMatchObject({ id: 'ERR_COMPANY_FOLDER_DELETE' });
    expect((await call('GET', `/vto/collection/${folder}`, w.owner.cookie)).json().collection.revisions).toHaveLength(
      1,
    );
  });
});

describe('revisions', () => {
  it('creates Drafts with free default titles, lists them newest first, publishes, unpublishes and deletes', async () => {
    const folder = await makeFolder(t, w.owner.cookie);
    const one = await call('PUT', `/vto/collection/${folder}/revision`, w.owner.cookie);
    expect(one.statusCode).toBe(200);
    const two = await call('PUT', `/vto/collection/${folder}/revision`, w.owner.cookie, {});
    expect(one.json().revision).toMatchObject({
      title: 'V/TO',
      collectionId: folder,
      isPublished: false,
      createdById: w.owner.membership.id,
      canEdit: true,
    });
    expect(one.json().revision.createdByName).toBe(`${w.owner.account.firstName} ${w.owner.account.lastName}`);
    expect(two.json().revision.title).toBe('V/TO 2');
    const chart = await call(
      'PUT',
      `/ac/collection/${await makeFolder(t, w.owner.cookie, 'ac')}/revision`,
      w.owner.cookie,
    );
    expect(chart.json().revision.title).toBe('Accountability Chart');
    const path = `/vto/collection/${folder}/revision/${one.json().revision.id}`;
    const published = await call('PUT', `${path}/publish`, w.owner.cookie);
    expect(published.json().revision.isPublished).toBe(true);
    const listed = (await call('GET', `/vto/collection/${folder}`, w.member.cookie)).json().collection.revisions;
    expect(listed.map((r: { title: string }) => r.title)).toEqual(['V/TO', 'V/TO 2']);
    expect((await call('PUT', `${path}/unpublish`, w.owner.cookie)).json().revision.isPublished).toBe(false);
    events.length = 0;
    expect((await call('DELETE', path, w.owner.cookie)).statusCode).toBe(200);
    expect(await readRevisionRow(t, w.owner.org.id, one.json().revision.id)).toBeNull();
    expect(events).toEqual([
      expect.objectContaining({
        room: `org:${w.owner.org.id}`,
        event: 'Deleted',
        payload: { type: 'vtoRevision', id: one.json().revision.id, collectionId: folder },
      }),
    ]);
  });

  it('renames, refusing a title any other revision or any folder of the kind has', async () => {
    const folder = await makeFolder(t, w.owner.cookie);
    const otherFolderTitle = uniqueTitle();
    await makeFolder(t, w.owner.cookie, 'vto', otherFolderTitle);
    const a = await makeRevision(t, w.owner.cookie, folder, 'vto', 'Alpha plan');
    await makeRevision(t, w.owner.cookie, folder, 'vto', 'Beta plan');
    const path = `/vto/collection/${folder}/revision/${a}/rename`;
    for (const title of ['beta PLAN', otherFolderTitle.toUpperCase()]) {
      const res = await call('PUT', path, w.owner.cookie, { title });
      expect(res.statusCode).toBe(422);
      expect(messageOf(res)).toMatchObject({ id: 'ERR_DUPLICATE_VTO_NAME', field: 'title' });
    }
    const newDup = await call('PUT', `/vto/collection/${folder}/revision`, w.owner.cookie, { title: 'Beta Plan' });
    expect(messageOf(newDup)).toMatchObject({ id: 'ERR_DUPLICATE_VTO_NAME', field: 'title' });
    expect((await readRevisionRow(t, w.owner.org.id, a))?.title).toBe('Alpha plan');
    expect((await call('PUT', path, w.owner.cookie, { title: 'ALPHA plan' })).json().revision.title).toBe('ALPHA plan');
    // The chart's names are its own.
    const chartFolder = await makeFolder(t, w.owner.cookie, 'ac');
    expect(
      (await call('PUT', `/ac/collection/${chartFolder}/revision`, w.owner.cookie, { title: 'Beta plan' })).statusCode,
    ).toBe(200);
    const acDup = await call('PUT', `/ac/collection/${chartFolder}/revision`, w.owner.cookie, { title: 'beta plan' });
    expect(messageOf(acDup)).toMatchObject({ id: 'ERR_DUPLICATE_AC_NAME', field: 'title' });
  });

  it('moves into an existing folder or a new one, refusing taken names and the current folder', async () => {
    const from = await makeFolder(t, w.owner.cookie);
    const fromTitle = (await call('GET', `/vto/collection/${from}`, w.owner.cookie)).json().collection.title;
    const to = await makeFolder(t, w.owner.cookie);
    const id = await makeRevision(t, w.owner.cookie, from);
    const before = await counts();
    for (const newCollectionTitle of [fromTitle, ` ${fromTitle.toLowerCase()}`]) {
      const res = await call('PUT', `/vto/collection/${from}/revision/${id}/move`, w.owner.cookie, {
        newCollectionTitle,
      });
      expect(res.statusCode).toBe(422);
      expect(messageOf(res)).toMatchObject({ id: 'ERR_MOVE_FOLDER_EXISTS', field: 'newCollectionTitle' });
    }
    const same = await call('PUT', `/vto/collection/${from}/revision/${id}/move`, w.owner.cookie, {
      destinationCollectionId: from,
    });
    expect(same.statusCode).toBe(422);
    expect(messageOf(same)).toMatchObject({ id: 'ERR_MOVE_SAME_FOLDER', field: 'destinationCollectionId' });
    const neither = await call('PUT', `/vto/collection/${from}/revision/${id}/move`, w.owner.cookie, {});
    expect(neither.statusCode).toBe(422);
    expect(await counts()).toEqual(before);
    const moved = await call('PUT', `/vto/collection/${from}/revision/${id}/move`, w.owner.cookie, {
      destinationCollectionId: to,
    });
    expect(moved.json().revision).toMatchObject({ id, collectionId: to });
    expect((await call('GET', `/vto/collection/${from}/revision/${id}`, w.owner.cookie)).statusCode).toBe(404);
    const intoNew = await call('PUT', `/vto/collection/${to}/revision/${id}/move`, w.owner.cookie, {
      newCollectionTitle: 'Next year',
    });
    expect(intoNew.json().revision.collectionTitle).toBe('Next year');
    expect(await counts()).toEqual({ ...before, folders: (before.folders ?? 0) + 1 });
  });
});
