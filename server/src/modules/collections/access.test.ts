import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  type CollectionWorld,
  caller,
  createCollectionWorld,
  isCollectionsRoute,
  makeFolder,
  makeRevision,
  readRevisionRow,
} from './test-support.ts';

// Who may do what: folders need the leadership team or the Owner; a revision's visibility settings decide
// who sees it (404 otherwise) and who changes it (403 otherwise); Observers never write.
let t: TestApp;
let call: ReturnType<typeof caller>;
let w: CollectionWorld;
let folder: string;
let revision: string;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  w = await createCollectionWorld(t);
  folder = await makeFolder(t, w.owner.cookie);
  revision = await makeRevision(t, w.owner.cookie, folder);
});
afterAll(() => t.close());

const bodies: Record<string, object> = {
  'POST /api/v2/{kind}/collections': { title: 'Observer folder' },
  'PUT /api/v2/{kind}/collection/:collectionId': { title: 'Observer rename', isCompanyFolder: true },
  'PUT /api/v2/{kind}/collection/:collectionId/revision': { title: 'Observer revision' },
  'PUT /api/v2/{kind}/collection/:collectionId/revision/:revisionId/rename': { title: 'Observer title' },
  'PUT /api/v2/{kind}/collection/:collectionId/revision/:revisionId/move': { newCollectionTitle: 'Observer moved' },
  'PUT /api/v2/vto/collection/:collectionId/revision/:revisionId/copy': {
    newRevisionName: 'Observer copy',
    includeVision: true,
    includeCoreValues: true,
  },
  'PUT /api/v2/ac/collection/:collectionId/revision/:revisionId/copy': { newRevisionName: 'Observer copy' },
  'PUT /api/v2/{kind}/collection/:collectionId/revision/:revisionId/visibility': {
    groups: { lt: { canView: true, canEdit: true }, org: { canView: true, canEdit: true } },
    individuals: [],
  },
};
const bodyFor = (method: string, url: string) =>
  bodies[`${method} ${url}`] ?? bodies[`${method} ${url.replace(/\/api\/v2\/(vto|ac)\//, '/api/v2/{kind}/')}`];

describe('Observers', () => {
  it('get 403 on every write of the module, for both kinds, and change nothing', async () => {
    const writes = t.app.accessTable.filter(
      (r) => /^\/api\/v2\/(vto|ac)\/collection/.test(r.url) && r.method !== 'GET' && isCollectionsRoute(r.url),
    );
    expect(writes.length).toBe(2 * 10 + 2);
    const acFolder = await makeFolder(t, w.owner.cookie, 'ac');
    const acRevision = await makeRevision(t, w.owner.cookie, acFolder, 'ac');
    const leaks: string[] = [];
    for (const { method, url } of writes) {
      const [c, r] = url.includes('/ac/') ? [acFolder, acRevision] : [folder, revision];
      const path = url.replace('/api/v2', '').replace(':collectionId', c).replace(':revisionId', r);
      const res = await call(method as 'PUT', path, w.observer.cookie, bodyFor(method, url));
      if (res.statusCode !== 403) leaks.push(`${method} ${url} -> ${res.statusCode}`);
    }
    expect(leaks).toEqual([]);
    expect((await readRevisionRow(t, w.owner.org.id, revision))?.title).not.toContain('Observer');
  });

  it('read folders, revisions and their rights', async () => {
    expect((await call('GET', '/vto/collections', w.observer.cookie)).statusCode).toBe(200);
    const rights = await call('GET', `/vto/collection/revisions/${revision}/edit-permission`, w.observer.cookie);
    expect(rights.json()).toEqual({ succeeded: true, canView: true, canEdit: false, canManage: false });
    expect((await call('GET', `/vto/collection/${folder}/revision/${revision}`, w.observer.cookie)).statusCode).toBe(
      200,
    );
  });
});

describe('folders and new revisions', () => {
  it('need the leadership team or the Owner', async () => {
    expect((await call('POST', '/vto/collections', w.member.cookie, { title: 'By a member' })).statusCode).toBe(403);
    expect((await call('POST', '/vto/collections', w.admin.cookie, { title: 'By an admin' })).statusCode).toBe(403);
    expect((await call('PUT', `/vto/collection/${folder}/revision`, w.member.cookie, {})).statusCode).toBe(403);
    expect((await call('DELETE', `/vto/collection/${folder}`, w.member.cookie)).statusCode).toBe(403);
    expect((await call('POST', '/vto/collections', w.manager.cookie, { title: 'By LT' })).statusCode).toBe(200);
    expect((await call('POST', '/vto/collections', w.owner.cookie, { title: 'By the Owner' })).statusCode).toBe(200);
  });

  it('are open to Owners and Admins while no leadership team is identified', async () => {
    const bare = await createCollectionWorld(t, { withLt: false });
    expect((await call('POST', '/ac/collections', bare.admin.cookie, { title: 'Admin folder' })).statusCode).toBe(200);
    expect((await call('POST', '/ac/collections', bare.manager.cookie, { title: 'Manager folder' })).statusCode).toBe(
      403,
    );
  });
});

describe('a revision', () => {
  it('is read-only (403 on writes) for a member the settings let view only', async () => {
    const base = `/vto/collection/${folder}/revision/${revision}`;
    const rights = await call('GET', `/vto/collection/revisions/${revision}/edit-permission`, w.member.cookie);
    expect(rights.json()).toMatchObject({ canView: true, canEdit: false });
    for (const [method, path, body] of [
      ['PUT', `${base}/rename`, { title: 'Member title' }],
      ['PUT', `${base}/publish`, undefined],
      ['PUT', `${base}/move`, { destinationCollectionId: folder }],
      [
        'PUT',
        `${base}/visibility`,
        { groups: { lt: { canView: true, canEdit: true }, org: { canView: true, canEdit: true } }, individuals: [] },
      ],
      ['DELETE', base, undefined],
    ] as const) {
      const res = await call(method, path, w.member.cookie, body);
      expect(`${method} ${path} ${res.statusCode}`).toBe(`${method} ${path} 403`);
    }
    expect(await readRevisionRow(t, w.owner.org.id, revision)).toMatchObject({ isPublished: false });
  });

  it('is 404 and left out of lists for someone the settings do not let view', async () => {
    const hidden = await makeRevision(t, w.owner.cookie, folder);
    const base = `/vto/collection/${folder}/revision/${hidden}`;
    const set = await call('PUT', `${base}/visibility`, w.owner.cookie, {
      groups: { lt: { canView: true, canEdit: true }, org: { canView: false, canEdit: false } },
      individuals: [],
    });
    expect(set.statusCode).toBe(200);
    for (const path of [base, `${base}/visibility`, `/vto/collection/revisions/${hidden}/edit-permission`]) {
      expect((await call('GET', path, w.member.cookie)).statusCode).toBe(404);
    }
    expect((await call('PUT', `${base}/rename`, w.member.cookie, { title: 'Peek' })).statusCode).toBe(404);
    const ids = (cookie: string) =>
      call('GET', '/vto/collections', cookie).then((r) =>
        r.json().collections.flatMap((c: { revisions: { id: string }[] }) => c.revisions.map((x) => x.id)),
      );
    expect(await ids(w.member.cookie)).not.toContain(hidden);
    expect(await ids(w.manager.cookie)).toContain(hidden);
    // The leadership team edits; the Owner always manages, even when not granted anything.
    expect((await call('PUT', `${base}/rename`, w.manager.cookie, { title: 'LT renamed' })).statusCode).toBe(200);
    expect(
      (await call('GET', `/vto/collection/revisions/${hidden}/edit-permission`, w.owner.cookie)).json(),
    ).toMatchObject({ canManage: true });
  });

  it('lets an individual entry win over the groups, and always lets its creator edit', async () => {
    const own = await makeRevision(t, w.manager.cookie, folder);
    const base = `/vto/collection/${folder}/revision/${own}`;
    const set = await call('PUT', `${base}/visibility`, w.manager.cookie, {
      groups: { lt: { canView: false, canEdit: false }, org: { canView: false, canEdit: false } },
      individuals: [
        { personId: w.member.membership.id, canView: false, canEdit: true },
        { personId: w.manager.membership.id, canView: false, canEdit: false },
      ],
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().settings).toEqual({
      groups: { lt: { canView: false, canEdit: false }, org: { canView: false, canEdit: false } },
      individuals: [{ personId: w.member.membership.id, canView: true, canEdit: true }],
      createdById: w.manager.membership.id,
    });
    expect(set.json().hasLeadershipTeam).toBe(true);
    expect((await call('PUT', `${base}/rename`, w.member.cookie, { title: 'Member may' })).statusCode).toBe(200);
    expect((await call('PUT', `${base}/publish`, w.manager.cookie)).statusCode).toBe(200);
    expect((await call('GET', base, w.admin.cookie)).statusCode).toBe(404);
  });
});

describe('visibility settings', () => {
  const groups = { lt: { canView: true, canEdit: true }, org: { canView: false, canEdit: true } };

  it('set view wherever edit is given', async () => {
    const id = await makeRevision(t, w.owner.cookie, folder);
    const res = await call('PUT', `/vto/collection/${folder}/revision/${id}/visibility`, w.owner.cookie, {
      groups,
      individuals: [],
    });
    expect(res.json().settings.groups.org).toEqual({ canView: true, canEdit: true });
    const read = await call('GET', `/vto/collection/${folder}/revision/${id}/visibility`, w.member.cookie);
    expect(read.json().settings.groups.org).toEqual({ canView: true, canEdit: true });
  });

  it('refuse an Observer with edit, people of another organization, and leadership view without a team', async () => {
    const id = await makeRevision(t, w.owner.cookie, folder);
    const path = `/vto/collection/${folder}/revision/${id}/visibility`;
    const before = (await readRevisionRow(t, w.owner.org.id, id))?.visibility;
    const stranger = await signedInMember(t, { role: 'Member' });
    const observerEdit = await call('PUT', path, w.owner.cookie, {
      groups,
      individuals: [{ personId: w.observer.membership.id, canView: true, canEdit: true }],
    });
    expect(observerEdit.statusCode).toBe(422);
    expect(observerEdit.json().messages[0]).toMatchObject({
      id: 'ERR_OBSERVER_CANNOT_EDIT',
      field: 'individuals.0.canEdit',
    });
    const outsider = await call('PUT', path, w.owner.cookie, {
      groups,
      individuals: [{ personId: stranger.membership.id, canView: true, canEdit: false }],
    });
    expect(outsider.json().messages[0]).toMatchObject({ id: 'ERR_PERSON_NOT_IN_ORG', field: 'individuals.0.personId' });
    expect((await readRevisionRow(t, w.owner.org.id, id))?.visibility).toEqual(before);

    const bare = await createCollectionWorld(t, { withLt: false });
    const bareFolder = await makeFolder(t, bare.owner.cookie);
    const bareRevision = await makeRevision(t, bare.owner.cookie, bareFolder);
    const barePath = `/vto/collection/${bareFolder}/revision/${bareRevision}/visibility`;
    const closed = { lt: { canView: false, canEdit: false }, org: { canView: true, canEdit: false } };
    expect((await call('PUT', barePath, bare.owner.cookie, { groups: closed, individuals: [] })).statusCode).toBe(200);
    const widen = await call('PUT', barePath, bare.owner.cookie, {
      groups: { ...closed, lt: { canView: true, canEdit: false } },
      individuals: [],
    });
    expect(widen.statusCode).toBe(422);
    expect(widen.json().messages[0]).toMatchObject({ id: 'ERR_NO_LEADERSHIP_TEAM', field: 'groups.lt.canView' });
    expect((await call('GET', barePath, bare.owner.cookie)).json()).toMatchObject({
      hasLeadershipTeam: false,
      settings: { groups: closed },
    });
  });
});
