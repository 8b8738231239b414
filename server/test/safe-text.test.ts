import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInMember } from './auth-helpers.ts';
import { createMeeting, createTodo, type MeetingRow, type TodoRow } from './factories.ts';
import { createTestApp, type TestApp } from './harness.ts';

// Issue 14 F4: a NUL (U+0000) in any text, or a lone surrogate, reached PostgreSQL and answered 500.
// Now the one rule (domain rules/safe-text.ts) refuses it with 422 VAL_INVALID naming the field.
const NUL = 'a\u0000b';
const LONE = 'Seg\ud800ue';

let t: TestApp;
let owner: SignedInUser;
let meeting: MeetingRow;
let todo: TodoRow;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInMember(t, { role: 'Owner', account: { email: 'owner@safe.test' } });
  meeting = await createMeeting(t, { orgId: owner.org.id, ownerId: owner.membership.id });
  todo = await createTodo(t, { orgId: owner.org.id, ownerId: owner.membership.id, tractionId: meeting.id });
});
afterAll(() => t.close());

type Case = {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  body?: object;
  field: string;
  signedIn?: boolean;
};
const agenda = (name: string) => ({ name: 'Agenda', items: [{ type: 'Segue', name, minutes: 5 }] });
const meetingBody = (over: object) => ({
  title: 'Weekly',
  cadence: 'Weekly',
  date: '2030-01-07',
  time: '09:00',
  timeZone: 'UTC',
  inviteeIds: [owner.membership.id],
  agenda: agenda('Segue'),
  ...over,
});

const cases = (): Case[] => [
  // Signed out: the four mail forms and login.
  {
    name: 'login email',
    method: 'POST',
    url: '/account/login',
    body: { email: `${NUL}@x.test`, password: 'x' },
    field: 'email',
    signedIn: false,
  },
  {
    name: 'verification email',
    method: 'POST',
    url: '/account/register/verification/create',
    body: { email: `${NUL}@x.test` },
    field: 'email',
    signedIn: false,
  },
  {
    name: 'verify email',
    method: 'POST',
    url: '/account/register/verification/verify',
    body: { email: `${NUL}@x.test`, verificationCode: '123456' },
    field: 'email',
    signedIn: false,
  },
  {
    name: 'register email',
    method: 'POST',
    url: '/account/register',
    body: {
      email: `${NUL}@x.test`,
      verificationCode: '123456',
      firstName: 'A',
      lastName: 'B',
      password: 'Password1',
      confirmPassword: 'Password1',
      acceptTerms: true,
    },
    field: 'email',
    signedIn: false,
  },
  {
    name: 'reset email',
    method: 'POST',
    url: '/account/password/reset',
    body: { email: `${NUL}@x.test` },
    field: 'email',
    signedIn: false,
  },
  {
    name: 'reset code in the path',
    method: 'GET',
    url: '/account/password/reset/a%00b',
    field: 'resetCode',
    signedIn: false,
  },
  // Signed in: names, titles, notes, agendas, searches, query strings.
  { name: 'org name', method: 'PUT', url: `/org/${owner.org.id}`, body: { name: NUL }, field: 'name' },
  { name: 'new org name', method: 'POST', url: '/orgs', body: { name: NUL }, field: 'name' },
  {
    name: 'profile first name',
    method: 'PUT',
    url: `/user/details/${owner.account.id}/profile`,
    body: { firstName: NUL, lastName: 'B' },
    field: 'firstName',
  },
  {
    name: 'to-do title',
    method: 'POST',
    url: '/todos',
    body: { title: NUL, ownerIds: [owner.membership.id], dueDate: '2030-01-01', tractionId: meeting.id },
    field: 'title',
  },
  {
    name: 'to-do notes',
    method: 'PUT',
    url: `/todo/${todo.id}`,
    body: {
      title: 'T',
      ownerId: owner.membership.id,
      dueDate: '2030-01-01',
      contentHtml: `<p>${NUL}</p>`,
      tractionId: meeting.id,
    },
    field: 'contentHtml',
  },
  {
    name: 'personal to-do title',
    method: 'POST',
    url: '/personal-todos',
    body: { title: NUL, dueDate: '2030-01-01' },
    field: 'title',
  },
  {
    name: 'issue title',
    method: 'POST',
    url: '/issues',
    body: { title: NUL, ownerIds: [owner.membership.id], tractionId: meeting.id },
    field: 'title',
  },
  {
    name: 'headline notes',
    method: 'POST',
    url: '/headlines',
    body: { title: 'H', ownerIds: [owner.membership.id], tractionId: meeting.id, contentHtml: NUL },
    field: 'contentHtml',
  },
  {
    name: 'rock title',
    method: 'POST',
    url: '/rocks',
    body: {
      title: NUL,
      ownerId: owner.membership.id,
      dueDate: '2030-01-01',
      type: 'Company',
      tractionIds: [meeting.id],
    },
    field: 'title',
  },
  { name: 'meeting title', method: 'POST', url: '/meetings', body: meetingBody({ title: NUL }), field: 'title' },
  {
    name: 'lone surrogate in an agenda section name',
    method: 'POST',
    url: '/meetings',
    body: meetingBody({ agenda: agenda(LONE) }),
    field: 'agenda.items.0.name',
  },
  {
    name: 'lone surrogate in a template section name',
    method: 'POST',
    url: '/agendas',
    body: agenda(LONE),
    field: 'items.0.name',
  },
  {
    name: 'custom section content',
    method: 'POST',
    url: '/agendas',
    body: {
      name: 'C',
      items: [{ type: 'Custom', name: 'C', minutes: 1, customContent: { contentType: 'html', content: NUL } }],
    },
    field: 'items.0.customContent.content',
  },
  {
    name: 'to-do search text',
    method: 'POST',
    url: '/todos/search',
    body: { filters: { 'text-search': [NUL] } },
    field: 'filters.text-search.0',
  },
  {
    name: 'meeting search text',
    method: 'POST',
    url: '/meetings/search/detail',
    body: { filters: { 'text-search': [NUL] } },
    field: 'filters.text-search.0',
  },
  {
    name: 'people search text',
    method: 'POST',
    url: '/people/search',
    body: { filters: { 'text-search': ['\udc00'] } },
    field: 'filters.text-search.0',
  },
  {
    name: 'a key of the filters',
    method: 'POST',
    url: '/issues/search',
    body: { filters: { [NUL]: ['x'] } },
    field: `filters.${NUL}`,
  },
  { name: 'query string', method: 'GET', url: '/todos?ids=%00', field: 'ids' },
];

describe('a NUL or a lone surrogate in any request text answers 422, never 500 (F4)', () => {
  it('refuses each with VAL_INVALID naming the field', async () => {
    const answers: string[] = [];
    for (const c of cases()) {
      const res = await t.app.inject({
        method: c.method,
        url: `/api/v2${c.url}`,
        headers: c.signedIn === false ? {} : { cookie: owner.cookie },
        ...(c.body ? { payload: c.body } : {}),
      });
      const messages = res.json().messages;
      const ok =
        res.statusCode === 422 &&
        res.json().succeeded === false &&
        messages?.some(
          (m: { id: string; text: string; field?: string }) =>
            m.id === 'VAL_INVALID' && m.text === 'Invalid value' && m.field === c.field,
        );
      if (!ok) answers.push(`${c.name}: ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(answers).toEqual([]);
  });

  it('a NUL login is refused cleanly: the real account still signs in, its failure counter untouched', async () => {
    for (let i = 0; i < 12; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v2/account/login',
        payload: { email: `owner${'\u0000'.repeat(1 + (i % 3))}@safe.test`, password: 'wrong' },
      });
      expect([res.statusCode, res.json().messages]).toEqual([
        422,
        [{ id: 'VAL_INVALID', text: 'Invalid value', field: 'email' }],
      ]);
    }
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v2/account/login',
      payload: { email: 'owner@safe.test', password: 'Password1' },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('keeps real text: emoji (surrogate pairs), accents and other control characters pass', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/org/${owner.org.id}`,
      headers: { cookie: owner.cookie },
      payload: { name: 'Zoë 🚀 Org\ttab' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().org.name).toBe('Zoë 🚀 Org\ttab');
  });
});
