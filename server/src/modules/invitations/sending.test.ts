// @module-tag postgres
import { INVITATIONS } from '@eos/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { invitations, mailOutbox } from '../../db/schema/index.ts';
import { mailsTo } from '../auth/test-support.ts';
import { caller } from '../meetings/test-support.ts';
import { addInvitee, freshEmail, invite, linkUrl, mailedLink, sendCall } from './test-support.ts';

// POST invitations and POST subscription/add: the mail, its link, resends, and who may send.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);
const DAY_MS = 24 * 60 * 60 * 1000;
const view = (link: { invitationId: string; key: string }) =>
  t.app.inject({ method: 'GET', url: `/api/v2${linkUrl(link)}` });

describe('POST invitations', () => {
  it('mails a link on PUBLIC_URL saying who invites whom to what, which opens the invitation', async () => {
    const owner = await signedInMember(t, { role: 'Owner', account: { firstName: 'Olivia', lastName: 'Owner' } });
    const person = await addInvitee(t, owner.cookie, { role: 'Manager' });
    const res = await sendCall(t, owner.cookie, [person]);
    expect(res.statusCode, res.body).toBe(200);
    const [sent] = res.json().invitations;
    expect(sent).toMatchObject({ personId: person.id, email: person.email, role: 'Manager', status: 'Pending' });
    expect(Date.parse(sent.expiresAt) - Date.parse(sent.sentAt)).toBe(INVITATIONS.expiryDays * DAY_MS);
    expect(JSON.stringify(res.json())).not.toMatch(/key/i);

    const [mail] = await mailsTo(t, person.email);
    expect(mail?.subject).toBe(`Olivia Owner invited you to join ${owner.org.name} on EOS Tools`);
    expect(mail?.text).toContain(
      `Olivia Owner invited you to join ${owner.org.name} on EOS Tools, with the role Manager.`,
    );
    expect(mail?.text).toContain('If you did not expect this invitation');
    const expiry = new Date(sent.expiresAt).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    expect(mail?.text).toContain(`The link works until ${expiry} (UTC)`);
    // The caller's baseUrl is never used for the link.
    expect(mail?.text).not.toContain('evil.example');
    const link = await mailedLink(t, person.email);
    expect(link.invitationId).toBe(sent.id);
    // Only the key's hash is stored.
    const [row] = await t.ctx.db.select().from(invitations).where(eq(invitations.id, sent.id));
    expect(row?.keyHash).not.toContain(link.key);

    const page = await view(link);
    expect(page.statusCode).toBe(200);
    expect(page.json().invitation).toMatchObject({ status: 'Pending', role: 'Manager', inviterName: 'Olivia Owner' });

    // The people list shows it sent.
    const list = await call('POST', '/people/search', owner.cookie, { filters: { 'text-search': [person.email] } });
    expect(list.json().items[0].invitation).toMatchObject({ id: sent.id, status: 'Pending', sentAt: sent.sentAt });
  });

  it("says an implementer is invited as the organization's EOS Implementer", async () => {
    const owner = await signedInMember(t, { role: 'Owner', account: { firstName: 'Olivia', lastName: 'Owner' } });
    const { email } = await invite(t, owner.cookie, { role: 'Admin', isImplementer: true });
    const [mail] = await mailsTo(t, email);
    expect(mail?.text).toContain(
      `Olivia Owner invited you to join ${owner.org.name} on EOS Tools as the organization's EOS Implementer.`,
    );
  });

  it('gives a resend a new key: the older link stops working, and an expired invitation opens again', async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const first = await invite(t, owner.cookie);
    await t.ctx.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, first.invitationId));
    expect((await view(first)).json().invitation.status).toBe('Expired');

    const again = await sendCall(t, owner.cookie, [{ id: first.id, email: first.email }]);
    expect(again.statusCode).toBe(200);
    expect(again.json().invitations[0]).toMatchObject({ id: first.invitationId, status: 'Pending' });
    const second = await mailedLink(t, first.email, 2);
    expect(second.invitationId).toBe(first.invitationId);
    expect(second.key).not.toBe(first.key);

    const old = await view(first);
    expect(old.statusCode).toBe(404);
    expect(old.json().messages[0].id).toBe('ERR_INVITATION_NOT_FOUND');
    expect((await view(second)).json().invitation.status).toBe('Pending');
    // Still one open invitation for the person.
    const open = await t.ctx.db
      .select()
      .from(invitations)
      .where(and(eq(invitations.personId, first.id), eq(invitations.status, 'Pending')));
    expect(open).toHaveLength(1);
  });

  it('names whoever sent it last as the inviter, in the mail and on the page', async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const admin = await signedInMember(t, {
      role: 'Admin',
      org: owner.org,
      account: { firstName: 'Adam', lastName: 'Admin' },
    });
    const first = await invite(t, owner.cookie);
    expect((await sendCall(t, admin.cookie, [first])).statusCode).toBe(200);
    const [mail] = await mailsTo(t, first.email, 2);
    expect(mail?.subject).toBe(`Adam Admin invited you to join ${owner.org.name} on EOS Tools`);
    const page = await view(await mailedLink(t, first.email, 2));
    expect(page.json().invitation.inviterName).toBe('Adam Admin');
  });

  it('refuses someone who already joined, an address that is not theirs, and ids of other organizations', async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const colleague = await signedInMember(t, { role: 'Member', org: owner.org });
    const person = await addInvitee(t, owner.cookie);
    const outsider = await signedInMember(t, { role: 'Owner' });
    const theirs = await addInvitee(t, outsider.cookie);

    const joined = await sendCall(t, owner.cookie, [{ id: colleague.membership.id, email: colleague.account.email }]);
    expect(joined.statusCode).toBe(409);
    expect(joined.json().messages[0].id).toBe('ERR_INVITATION_ALREADY_ACCEPTED');

    const mismatch = await sendCall(t, owner.cookie, [person, { id: person.id, email: freshEmail() }]);
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().messages[0]).toMatchObject({
      id: 'ERR_INVITATION_EMAIL_MISMATCH',
      field: 'invitees.1.email',
    });

    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await sendCall(t, owner.cookie, [person, { id, email: theirs.email }]);
      expect(res.statusCode).toBe(404);
    }
    // Nothing was mailed by the refused calls, and the other organization's person got nothing either.
    const sentTo = async (email: string) =>
      (await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).length;
    expect(await sentTo(person.email)).toBe(0);
    expect(await sentTo(theirs.email)).toBe(0);
  });

  it('lets a Member send Observers their invitation but not Members, and an Observer nothing', async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const member = await signedInMember(t, { role: 'Member', org: owner.org });
    const observer = await signedInMember(t, { role: 'Observer', org: owner.org });
    const invitedMember = await addInvitee(t, owner.cookie, { role: 'Member' });
    const invitedObserver = await addInvitee(t, owner.cookie, { role: 'Observer' });

    const refused = await sendCall(t, member.cookie, [invitedMember]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages[0].id).toBe('ERR_INVITE_ROLE');
    expect((await sendCall(t, observer.cookie, [invitedObserver])).statusCode).toBe(403);
    expect((await sendCall(t, member.cookie, [invitedObserver])).statusCode).toBe(200);
    await mailsTo(t, invitedObserver.email);
  });

  it('stops mailing one address after five invitations within the window, before changing anything', async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const person = await addInvitee(t, owner.cookie);
    for (let i = 0; i < 5; i++) expect((await sendCall(t, owner.cookie, [person])).statusCode).toBe(200);
    const [before] = await t.ctx.db.select().from(invitations).where(eq(invitations.personId, person.id));
    const res = await sendCall(t, owner.cookie, [person]);
    expect(res.statusCode).toBe(429);
    expect(res.json().messages[0].id).toBe('ERR_INVITATION_TOO_MANY_MAILS');
    expect(res.headers['retry-after']).toBeDefined();
    const [after] = await t.ctx.db.select().from(invitations).where(eq(invitations.personId, person.id));
    expect(after?.keyHash).toBe(before?.keyHash);
    expect(await mailsTo(t, person.email, 5)).toHaveLength(5);
  });

  it('answers hostile bodies with 422, never 500', async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const person = await addInvitee(t, owner.cookie);
    const many = Array.from({ length: INVITATIONS.maxPerRequest + 1 }, () => person);
    const bodies: object[] = [
      {},
      { invitees: [] },
      { invitees: many },
      { invitees: [{ id: 'nope', email: person.email }] },
      { invitees: [{ id: person.id, email: 'x'.repeat(10_000) }] },
      { invitees: [person], baseUrl: 'x'.repeat(10_000) },
      { invitees: 'all' },
      { invitees: [person], isUpgradeRequest: 'yes' },
    ];
    for (const body of bodies) {
      for (const url of ['/invitations', '/subscription/add']) {
        const res = await call('POST', url, owner.cookie, body);
        const expected = url === '/invitations' && 'isUpgradeRequest' in body ? 200 : 422;
        expect(res.statusCode, `${url} ${JSON.stringify(body).slice(0, 60)}`).toBe(expected);
      }
    }
  });
});

describe('POST subscription/add', () => {
  it('sends the not-joined invitees their invitations, skips those who joined, and never redirects', async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const colleague = await signedInMember(t, { role: 'Member', org: owner.org });
    const a = await addInvitee(t, owner.cookie, { role: 'Member' });
    const b = await addInvitee(t, owner.cookie, { role: 'Observer' });
    const res = await call('POST', '/subscription/add', owner.cookie, {
      invitees: [a, b, { id: colleague.membership.id, email: colleague.account.email }],
      baseUrl: 'http://localhost:3000',
      isUpgradeRequest: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().shouldRedirectToCheckout).toBe(false);
    expect(
      res
        .json()
        .invitations.map((i: { personId: string }) => i.personId)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    await mailsTo(t, a.email);
    await mailsTo(t, b.email);
  });

  it('is for people who may update the license; other ids answer 404', async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const member = await signedInMember(t, { role: 'Member', org: owner.org });
    const observerInvitee = await addInvitee(t, owner.cookie, { role: 'Observer' });
    const refused = await call('POST', '/subscription/add', member.cookie, { invitees: [observerInvitee] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages[0].id).toBe('ERR_FORBIDDEN');

    const outsider = await signedInMember(t, { role: 'Owner' });
    const theirs = await addInvitee(t, outsider.cookie);
    const res = await call('POST', '/subscription/add', owner.cookie, { invitees: [theirs] });
    expect(res.statusCode).toBe(404);
  });
});
