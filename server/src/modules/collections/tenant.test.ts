import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInMember } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { caller, isCollectionsRoute, makeFolder, makeRevision, readRevisionRow } from './test-support.ts';

// Tenant isolation: the Owner of another organization gets 404 on every folder and revision route that
// takes an id, with real ids and valid bodies, for both kinds; a V/TO id under ac/ (and the reverse) and
// a revision under another folder of the same organization are 404 too. Nothing changes.
let t: TestApp;
let call: ReturnType<typeof caller>;
let home: SignedInUser;
let outsider: SignedInUser;
const ids: Record<'vto' | 'ac', { folder: string; revision: string; otherFolder: string }> = {
  vto: { folder: '', revision: '', otherFolder: '' },
  ac: { folder: '', revision: '', otherFolder: '' },
};
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  home = await signedInMember(t, { role: 'Owner' });
  outsider = await signedInMember(t, { role: 'Owner' });
  for (const kind of ['vto', 'ac'] as const) {
    const folder = await makeFolder(t, home.cookie, kind, `Ours ${kind}`);
    ids[kind] = {
      folder,
      revision: await makeRevision(t, home.cookie, folder, kind, `Our ${kind}`),
      otherFolder: await makeFolder(t, home.cookie, kind),
    };
  }
});
afterAll(() => t.close());

const bodyFor = (url: string, destination: string): object | undefined => {
  if (url.endsWith('/rename')) return { title: 'Stolen' };
  if (url.endsWith('/move')) return { destinationCollectionId: destination };
  if (url.endsWith('/copy')) return { newRevisionName: 'Stolen copy', includeVision: true, includeCoreValues: true };
  if (url.endsWith('/visibility'))
    return { groups: { lt: { canView: true, canEdit: true }, org: { canView: true, canEdit: true } }, individuals: [] };
  if (url.endsWith('/revision')) return { title: 'Planted' };
  if (url.endsWith('/:collectionId')) return { title: 'Stolen folder', isCompanyFolder: true };
  return undefined;
};

type Route = { method: string; url: string };
const routesWithIds = (): Route[] =>
  t.app.accessTable.filter(
    (r) => /^\/api\/v2\/(vto|ac)\/collection\//.test(r.url) && r.url.includes(':') && isCollectionsRoute(r.url),
  );

async function leaksOf(cookie: string, pick: (kind: 'vto' | 'ac', route: Route) => { c: string; r: string }) {
  const leaks: string[] = [];
  for (const route of routesWithIds()) {
    const kind = route.url.startsWith('/api/v2/vto/') ? 'vto' : 'ac';
    const { c, r } = pick(kind, route);
    const path = route.url.replace('/api/v2', '').replace(':collectionId', c).replace(':revisionId', r);
    const res = await call(route.method as 'PUT', path, cookie, bodyFor(route.url, ids[kind].otherFolder));
    if (res.statusCode !== 404 || res.json().messages[0].id !== 'ERR_NOT_FOUND') {
      leaks.push(`${route.method} ${route.url} -> ${res.statusCode}`);
    }
  }
  return leaks;
}

describe('folder and revision tenant isolation', () => {
  it('answers 404 to another organization on every route with an id, and changes nothing', async () => {
    // 12 per kind, and each kind's own read of one revision and its copy.
    expect(routesWithIds().length).toBe(2 * 12 + 4);
    expect(await leaksOf(outsider.cookie, (kind) => ({ c: ids[kind].folder, r: ids[kind].revision }))).toEqual([]);
    expect(await readRevisionRow(t, home.org.id, ids.vto.revision)).toMatchObject({
      title: 'Our vto',
      isPublished: false,
    });
    const mine = (await call('GET', `/vto/collection/${ids.vto.folder}`, home.cookie)).json().collection;
    expect(mine).toMatchObject({ title: 'Ours vto', isCompanyFolder: false });
    expect(mine.revisions).toHaveLength(1);
  });

  it("answers 404 for the other kind's ids and for a revision under the wrong folder", async () => {
    const otherKind = (kind: 'vto' | 'ac') => (kind === 'vto' ? 'ac' : 'vto');
    expect(
      await leaksOf(home.cookie, (kind) => ({ c: ids[otherKind(kind)].folder, r: ids[otherKind(kind)].revision })),
    ).toEqual([]);
    const wrongFolder = (
      await leaksOf(home.cookie, (kind) => ({ c: ids[kind].otherFolder, r: ids[kind].revision }))
    ).filter(
      // Routes about the folder alone (no revision in the path) rightly answer for the other folder.
      (leak) => leak.includes(':revisionId') && !leak.includes('edit-permission'),
    );
    expect(wrongFolder).toEqual([]);
  });

  it('lists nothing of another organization', async () => {
    for (const kind of ['vto', 'ac']) {
      const list = (await call('GET', `/${kind}/collections`, outsider.cookie)).json().collections;
      expect(list).toEqual([]);
    }
  });
});
