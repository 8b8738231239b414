// @module-tag postgres
import { AgendaSearchResponse, LEVEL_10_AGENDA } from '@eos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { caller, createTeam, type Team } from './test-support.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let team: Team;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  team = await createTeam(t);
});
afterAll(() => t.close());

const agenda = (name: string, minutes = [10, 20]) => ({
  name,
  items: minutes.map((m, i) => ({ type: i === 0 ? 'RockReview' : 'IDS', name: `Part ${i}`, minutes: m })),
});
const search = async (cookie: string, body: object = {}) =>
  AgendaSearchResponse.parse((await call('POST', '/agendas/search', cookie, body)).json());

describe('agendas', () => {
  it('offers the built-in Level 10 alone at first', async () => {
    const page = await search(team.observer.cookie, { includeTotalCount: true });
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      id: LEVEL_10_AGENDA.id,
      name: 'Level 10 Meeting',
      type: 'Level10',
      isBuiltIn: true,
      lengthInMinutes: 90,
    });
    expect([page.totalCount, page.totalPages]).toEqual([1, 1]);
  });

  it('saves, lists, edits and deletes templates; names are unique per org', async () => {
    const { member, owner } = team;
    const created = await call('POST', '/agendas', member.cookie, agenda(' Quarterly '));
    expect(created.statusCode).toBe(200);
    const saved = created.json().agenda;
    expect(saved).toMatchObject({ name: 'Quarterly', type: 'Custom', isBuiltIn: false, lengthInMinutes: 30 });
    expect(saved.items[0].type).toBe('Rocks');
    await call('POST', '/agendas', member.cookie, agenda('Annual'));

    const taken = await call('POST', '/agendas', owner.cookie, agenda('QUARTERLY  '));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().messages).toEqual([
      { id: 'ERR_AGENDA_NAME_TAKEN', text: 'An agenda with this name already exists', field: 'name' },
    ]);
    const builtInName = await call('POST', '/agendas', owner.cookie, agenda('level 10 meeting'));
    expect(builtInName.json().messages[0].id).toBe('ERR_AGENDA_NAME_TAKEN');

    // Built-in first whatever the sort, then the templates in the asked order.
    const all = await search(member.cookie, {
      sorts: [{ property: 'name', ascending: false }],
      includeTotalCount: true,
    });
    expect(all.items.map((a) => a.name)).toEqual(['Level 10 Meeting', 'Quarterly', 'Annual']);
    expect(all.totalCount).toBe(3);
    // Pages shift past the built-in.
    const second = await search(member.cookie, { startIndex: 1, endIndex: 2, includeTotalCount: true });
    expect(second.items.map((a) => a.name)).toEqual(['Annual']);
    expect([second.totalCount, second.totalPages]).toEqual([3, 3]);
    const filtered = await search(member.cookie, { filters: { 'text-search': ['quart'] } });
    expect(filtered.items.map((a) => a.name)).toEqual(['Quarterly']);

    const edited = await call('PUT', `/agenda/${saved.id}`, member.cookie, agenda('Quarterly v2', [5]));
    expect(edited.json().agenda).toMatchObject({ id: saved.id, name: 'Quarterly v2', lengthInMinutes: 5 });
    const clash = await call('PUT', `/agenda/${saved.id}`, member.cookie, agenda('annual'));
    expect(clash.json().messages[0]).toMatchObject({ id: 'ERR_AGENDA_NAME_TAKEN', field: 'name' });
    // Keeping its own name is fine.
    expect((await call('PUT', `/agenda/${saved.id}`, member.cookie, agenda('QUARTERLY V2'))).statusCode).toBe(200);

    expect((await call('DELETE', `/agenda/${saved.id}`, member.cookie)).json()).toEqual({ succeeded: true });
    expect((await call('DELETE', `/agenda/${saved.id}`, member.cookie)).statusCode).toBe(404);
    expect((await search(member.cookie)).items.map((a) => a.name)).toEqual(['Level 10 Meeting', 'Annual']);
  });

  it('refuses to change the built-in agenda, Observers, and another org templates', async () => {
    const { member, observer } = team;
    for (const res of [
      await call('PUT', `/agenda/${LEVEL_10_AGENDA.id}`, member.cookie, agenda('Mine')),
      await call('DELETE', `/agenda/${LEVEL_10_AGENDA.id}`, member.cookie),
    ]) {
      expect(res.statusCode).toBe(422);
      expect(res.json().messages).toEqual([
        { id: 'ERR_AGENDA_BUILT_IN', text: 'The built-in agenda cannot be changed' },
      ]);
    }
    expect((await call('POST', '/agendas', observer.cookie, agenda('Nope'))).statusCode).toBe(403);
    const empty = await call('POST', '/agendas', member.cookie, { name: 'Empty', items: [] });
    expect(empty.json().messages[0]).toMatchObject({ id: 'VAL_AGENDA_ITEMS_REQUIRED', field: 'items' });

    const stranger = await signedInMember(t);
    const theirs = (await call('POST', '/agendas', stranger.cookie, agenda('Theirs'))).json().agenda;
    expect((await call('PUT', `/agenda/${theirs.id}`, member.cookie, agenda('Stolen'))).statusCode).toBe(404);
    expect((await call('DELETE', `/agenda/${theirs.id}`, member.cookie)).statusCode).toBe(404);
    expect((await search(member.cookie)).items.map((a) => a.name)).not.toContain('Theirs');
  });

  it('lets only its creator, the Owner and Admins change or delete a saved template (issue 14 F2)', async () => {
    const { owner, admin, manager, member } = team;
    const owners = (await call('POST', '/agendas', owner.cookie, agenda('Owner’s own'))).json().agenda;
    const members = (await call('POST', '/agendas', member.cookie, agenda('Member’s own'))).json().agenda;
    for (const caller of [member, manager]) {
      const edit = await call('PUT', `/agenda/${owners.id}`, caller.cookie, agenda('Hijacked'));
      expect(edit.statusCode).toBe(403);
      expect(edit.json().messages[0].id).toBe('ERR_FORBIDDEN');
      expect((await call('DELETE', `/agenda/${owners.id}`, caller.cookie)).statusCode).toBe(403);
    }
    expect((await search(owner.cookie)).items.map((a) => a.name)).toContain('Owner’s own');
    // Everyone who creates meetings may still use it; its creator and Admins may change it.
    expect((await call('PUT', `/agenda/${members.id}`, member.cookie, agenda('Member’s v2'))).statusCode).toBe(200);
    expect((await call('DELETE', `/agenda/${members.id}`, admin.cookie)).statusCode).toBe(200);
    expect((await call('DELETE', `/agenda/${owners.id}`, owner.cookie)).statusCode).toBe(200);
  });
});
