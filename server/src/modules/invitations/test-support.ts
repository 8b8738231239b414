import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { mailsTo } from '../auth/test-support.ts';
import { caller } from '../meetings/test-support.ts';

// Helpers for the invitation tests: they drive the real routes and read real mail, nothing mocked.

export const PASSWORD = 'Password1';

let counter = 0;
/** A new address each call, so tests sharing one app never collide. */
export function freshEmail(name = 'invitee'): string {
  counter += 1;
  return `${name}-${counter}-${Date.now().toString(36)}@example.com`;
}

export interface NewMember {
  firstName?: string;
  lastName?: string;
  email?: string;
  role?: string;
  isImplementer?: boolean;
}

/** PUT org/add-member; returns the raw answer. */
export function addMemberCall(t: TestApp, cookie: string, body: NewMember & Record<string, unknown>) {
  return caller(t)('PUT', '/org/add-member', cookie, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: freshEmail(),
    ...body,
  });
}

/** PUT org/add-member that must succeed; the new person's id and email. */
export async function addInvitee(t: TestApp, cookie: string, body: NewMember = {}) {
  const email = body.email ?? freshEmail();
  const res = await addMemberCall(t, cookie, { ...body, email });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().id as string, email };
}

/** POST invitations for these people; returns the raw answer. */
export function sendCall(t: TestApp, cookie: string, invitees: { id: string; email: string }[]) {
  return caller(t)('POST', '/invitations', cookie, { invitees, baseUrl: 'https://evil.example' });
}

/** The invitation id and key of the newest link mailed to an address (read from the outbox). */
export async function mailedLink(t: TestApp, email: string, count = 1): Promise<{ invitationId: string; key: string }> {
  const [mail] = await mailsTo(t, email, count);
  return linkIn(mail?.text ?? '');
}

/** The link /welcome/invitation/{invitationId}/{key} in a mail's text, always on PUBLIC_URL. */
export function linkIn(text: string): { invitationId: string; key: string } {
  const m = text.match(/http:\/\/localhost:3000\/welcome\/invitation\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+)/);
  if (!m?.[1] || !m[2]) throw new Error(`no invitation link in: ${text}`);
  return { invitationId: m[1], key: m[2] };
}

/** Adds a person and mails them their invitation; the person and the mailed link. */
export async function invite(t: TestApp, cookie: string, body: NewMember = {}) {
  const person = await addInvitee(t, cookie, body);
  const res = await sendCall(t, cookie, [person]);
  expect(res.statusCode, res.body).toBe(200);
  return { ...person, ...(await mailedLink(t, person.email)) };
}

export const linkUrl = (link: { invitationId: string; key: string }, suffix = '') =>
  `/invitation/${link.invitationId}/${link.key}${suffix}`;

export const registration = (over: object = {}) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  acceptTerms: true,
  ...over,
});

export { startSmtp } from '../../../test/smtp.ts';
