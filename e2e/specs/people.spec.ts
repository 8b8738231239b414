import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { type AppNode, ROOT, startAppNode } from '../appNode.ts';
import { createOrg, DEMO_PASSWORD, mailedInvitationPath, signIn, signUp, uniqueEmail } from '../support.ts';

// A team that signs up today brings its people in: the Owner of a new organization invites a Member
// and an Observer, each accepts from the mailed link (a new account on a phone, an existing account
// of another organization), the Owner manages their licenses and rights, marks the leadership
// meeting, hands the organization over, and puts a face on. The others see each step live. This file
// changes the demo people (Maya joins another organization), so it runs on an app node of its own.

const DATA_DIR = path.join(ROOT, 'e2e/.test-data-people');
const MAYA = 'member@demo.local';
let node: AppNode;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  // A deployment that bills (the sandbox): inviting shows what each license costs, and the trial.
  node = await startAppNode({ port: 3252, dataDir: DATA_DIR, fresh: true, env: { BILLING_PROVIDER: 'sandbox' } });
});
test.afterAll(async () => {
  await node?.stop();
});

const suffix = Date.now().toString(36);
const ORG = `Acme ${suffix}`;
const NORA = { first: 'Nora', last: 'Newcomer', email: `nora-${suffix}@example.com` };
let owner: Page;
let nora: Page;
let maya: Page;
let orgId: string;

async function newPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: node.url, viewport: { width, height: 900 } });
  return context.newPage();
}

async function session(page: Page) {
  return (await (await page.request.get('/api/v2/session')).json()) as {
    orgId: string;
    user: { userId: string; personId: string; roles: string[]; abilities: string[]; avatarUrl: string | null };
  };
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function personAction(page: Page, name: string, action: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function roleChangedDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: 'Your permission level has changed' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
}

test('the Owner of a new organization invites a Member and an Observer and sees what they cost', async ({
  browser,
}) => {
  owner = await newPage(browser, 1440);
  const founder = uniqueEmail('founder');
  await signUp(owner, founder, 'Secret123', DATA_DIR);
  await owner.getByRole('button', { name: 'Create organization' }).click();
  await createOrg(owner, ORG);
  await expect(owner.getByRole('button', { name: `Organization: ${ORG}` })).toBeVisible();
  orgId = (await session(owner)).orgId;

  await owner.getByRole('button', { name: 'Invite users' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Invite Users' });
  const add = async (first: string, last: string, email: string) => {
    await dialog.getByLabel('First name').fill(first);
    await dialog.getByLabel('Last name').fill(last);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  };

  // Bad input says why and adds nobody: an invalid address, then someone already in the organization.
  await add('Bad', 'Address', 'not-an-email');
  await expect(dialog.getByText('Invalid Email')).toBeVisible();
  await add('Grace', 'Again', founder);
  await expect(dialog.getByText('Someone in this organization already has this email address.')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: /^Role of / })).toHaveCount(0);

  // The address is kept as typed but lower-cased; Maya already has an account in Demo Company.
  await add(NORA.first, NORA.last, NORA.email.replace('nora', 'Nora'));
  await expect(dialog.getByText(NORA.email, { exact: true })).toBeVisible();
  await add('Maya', 'Member', MAYA);
  await dialog.getByRole('combobox', { name: 'Role of Maya Member' }).click();
  await owner.getByRole('option', { name: 'Free Observer' }).click();

  // One paid row at the monthly plan price; the Observer is free; the trial note while on trial.
  await expect(dialog.getByText('1 paid × $15.00 per user per month')).toBeVisible();
  await expect(dialog.getByText('Total: $15.00 per month')).toBeVisible();
  await expect(dialog.getByText(/free trial/)).toBeVisible();

  await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(owner.getByText('Your invitations have been sent.')).toBeVisible();
  await expect(owner.getByText('Your invite has been sent')).toBeVisible();
  await owner.getByRole('button', { name: 'OK', exact: true }).click();

  await owner.goto(`/org/detail/${orgId}/license`);
  for (const name of ['Nora Newcomer', 'Maya Member']) {
    await expect(row(owner, name).getByText('Invited')).toBeVisible();
    await expect(row(owner, name).getByText(/Pending, sent/)).toBeVisible();
  }
});

test('each accepts from the mailed link: a new account on a phone, an existing account of another organization', async ({
  browser,
}) => {
  // Nora has no account: she signs up on the invitation page, without a mailed code.
  nora = await newPage(browser, 375);
  await nora.goto(await mailedInvitationPath(DATA_DIR, NORA.email));
  await expect(nora.getByText(new RegExp(`invited you to join ${ORG} with the role Member`))).toBeVisible();
  await expect(nora.getByLabel('First name')).toHaveValue(NORA.first);
  await nora.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret123');
  await nora.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Secret123');
  await nora.getByLabel(/I agree to the terms/).check();
  await nora.getByRole('button', { name: 'Create account and join' }).click();
  await expect(nora.getByRole('button', { name: `Organization: ${ORG}` })).toBeVisible();
  expect((await session(nora)).user.roles).toEqual(['Member']);

  // Maya signs in with the account she has in Demo Company, and lands in the new organization.
  maya = await newPage(browser, 1440);
  await maya.goto(await mailedInvitationPath(DATA_DIR, MAYA));
  await expect(maya.getByText(new RegExp(`invited you to join ${ORG} with the role (Free )?Observer`))).toBeVisible();
  await maya
    .getByRole('link', { name: 'Sign in to accept' })
    .or(maya.getByRole('button', { name: 'Sign in to accept' }))
    .click();
  await signIn(maya, MAYA, DEMO_PASSWORD);
  await expect(maya.getByRole('button', { name: `Organization: ${ORG}` })).toBeVisible();
  const mayaSession = await session(maya);
  expect(mayaSession.user.roles).toEqual(['Observer']);
  // An Observer has no add buttons here, while she stays a member of Demo Company too.
  await expect(maya.getByRole('button', { name: 'To-Do', exact: true })).toHaveCount(0);

  // The Owner's open License tab followed both without a reload.
  await expect(row(owner, 'Nora Newcomer').getByText('Joined')).toBeVisible();
  await expect(row(owner, 'Maya Member').getByText('Joined')).toBeVisible();
  await expect(row(owner, 'Maya Member').getByText('Free Observer')).toBeVisible();
});

test('forged and withdrawn links say so, and a Member cannot invite a Member', async ({ browser }) => {
  const stranger = await newPage(browser, 1440);
  await stranger.goto('/welcome/invitation/00000000-0000-4000-8000-000000000000/forged-key');
  await expect(stranger.getByText(/This invitation link is not valid/)).toBeVisible();
  await expect(
    stranger.getByRole('link', { name: 'Go to sign in' }).or(stranger.getByRole('button', { name: 'Go to sign in' })),
  ).toBeVisible();

  // The Owner invites Ray, then revokes the invitation: his mailed link says it was withdrawn.
  const ray = `ray-${suffix}@example.com`;
  const added = await owner.request.put('/api/v2/org/add-member', {
    data: { firstName: 'Ray', lastName: 'Revoked', email: ray, role: 'Member' },
  });
  expect(added.status()).toBe(200);
  const rayId = (await added.json()).id as string;
  expect(
    (await owner.request.post('/api/v2/invitations', { data: { invitees: [{ id: rayId, email: ray }] } })).status(),
  ).toBe(200);
  const rayLink = await mailedInvitationPath(DATA_DIR, ray);
  await owner.getByRole('button', { name: 'Revoke the invitation of Ray Revoked' }).click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(owner.getByText('Invitation revoked: Ray Revoked')).toBeVisible();
  await expect(row(owner, 'Ray Revoked')).toHaveCount(0);
  await stranger.goto(rayLink);
  await expect(stranger.getByText(/This invitation has been withdrawn/)).toBeVisible();

  // Nora is a Member: the server refuses her inviting a Member, and nobody is added.
  const before = (
    await (await owner.request.post('/api/v2/people/search', { data: { includeTotalCount: true } })).json()
  ).totalCount as number;
  const refused = await nora.request.put('/api/v2/org/add-member', {
    data: { firstName: 'Sly', lastName: 'Member', email: `sly-${suffix}@example.com`, role: 'Member' },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).messages[0].text).toBe('You can only invite Observers.');
  const after = (
    await (await owner.request.post('/api/v2/people/search', { data: { includeTotalCount: true } })).json()
  ).totalCount as number;
  expect(after).toBe(before);
  await stranger.context().close();
});

test('the Owner downgrades the Member to Free Observer and back, grants billing and marks the leadership meeting', async () => {
  await personAction(owner, 'Nora Newcomer', 'Downgrade to Free Observer');
  await owner.getByRole('dialog').getByRole('button', { name: 'Downgrade', exact: true }).click();
  await expect(owner.getByText('Downgraded')).toBeVisible();
  await expect(row(owner, 'Nora Newcomer').getByText('Free Observer')).toBeVisible();
  // Nora is told at once, and her add buttons go.
  await roleChangedDialog(nora);
  await expect(nora.getByRole('button', { name: 'To-Do', exact: true })).toHaveCount(0);

  await personAction(owner, 'Nora Newcomer', 'Upgrade to licensed');
  await owner.getByRole('dialog').getByRole('button', { name: 'Upgrade', exact: true }).click();
  await expect(owner.getByText('Upgraded')).toBeVisible();
  await expect(row(owner, 'Nora Newcomer').getByText('Licensed')).toBeVisible();
  await roleChangedDialog(nora);
  expect((await session(nora)).user.roles).toEqual(['Member']);

  await personAction(owner, 'Nora Newcomer', 'Grant billing permission');
  await expect(row(owner, 'Nora Newcomer').getByRole('cell', { name: 'Yes' })).toBeVisible();
  await expect.poll(async () => (await session(nora)).user.abilities).toContain('billing.update');

  // The leadership team meets in 'Leadership Team', with Nora invited.
  await owner.goto('/meetings');
  await owner.getByRole('button', { name: 'Create meeting' }).first().click();
  const create = owner.getByRole('dialog');
  await create.getByLabel('Meeting Name').fill('Leadership Team');
  await create.getByRole('tab', { name: 'Invitees' }).click();
  await create.getByRole('combobox', { name: 'Invitees' }).click();
  await owner.getByRole('option', { name: /Nora Newcomer/ }).click();
  await create.getByRole('heading', { name: 'Create Meeting' }).click();
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(owner.getByText('Created: Leadership Team')).toBeVisible();

  await owner.goto(`/org/detail/${orgId}/license`);
  await owner.getByRole('combobox', { name: 'Leadership team meeting' }).click();
  await owner.getByRole('option', { name: 'Leadership Team' }).click();
  await expect(owner.getByText('Leadership team meeting updated')).toBeVisible();
  await expect(row(owner, 'Nora Newcomer').getByText('LT', { exact: true })).toBeVisible();
  await expect(row(owner, 'Maya Member').getByText('LT', { exact: true })).toHaveCount(0);
});

test('the Owner hands the organization to the Member: she becomes Owner, he an Admin, both told at once', async () => {
  await owner.goto(`/org/detail/${orgId}/detail`);
  await owner.getByRole('button', { name: 'Transfer ownership' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Transfer ownership' });
  // Only licensed people who joined can take it: not Maya, a Free Observer.
  await dialog.getByRole('combobox', { name: 'New Owner' }).click();
  await expect(owner.getByRole('option', { name: /Maya Member/ })).toHaveCount(0);
  await owner.getByRole('option', { name: /Nora Newcomer/ }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(owner.getByText('Ownership successfully transferred to: Nora Newcomer')).toBeVisible();

  await roleChangedDialog(nora);
  await expect.poll(async () => (await session(nora)).user.roles).toEqual(['Owner']);
  await expect.poll(async () => (await session(owner)).user.roles).toEqual(['Admin']);
  // The previous Owner lost the billing pages and the transfer.
  const formerOwner = await session(owner);
  expect(formerOwner.user.abilities).not.toContain('billing.update');
  expect(formerOwner.user.abilities).not.toContain('org.transfer');
  await owner.reload();
  await expect(owner.getByRole('button', { name: 'Transfer ownership' })).toHaveCount(0);
});

test('a cropped avatar shows to the others at once; a disguised image is refused', async () => {
  const me = await session(owner);
  await nora.setViewportSize({ width: 1440, height: 900 });
  await nora.goto(`/org/detail/${orgId}/license`);
  const faceInNorasTable = row(nora, 'Grace Hopper').locator('img');
  await expect(row(nora, 'Grace Hopper')).toBeVisible();

  await owner.goto(`/user/detail/${me.user.userId}/profile`);
  const choose = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = owner.waitForEvent('filechooser');
    await owner.getByRole('button', { name: 'Change picture' }).click();
    await (await chooser).setFiles(file);
  };

  // A script renamed .png never opens the crop popup.
  await choose({ name: 'face.png', mimeType: 'image/png', buffer: Buffer.from('alert(document.cookie)') });
  await expect(owner.getByText(/cannot be opened as a picture/)).toBeVisible();
  await expect(owner.getByRole('dialog', { name: 'Crop Your Image' })).toHaveCount(0);

  // A real picture, drawn here: crop it square, zoom in once, save.
  const dataUrl = await owner.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 300;
    const g = canvas.getContext('2d') as CanvasRenderingContext2D;
    g.fillStyle = '#1d4ed8';
    g.fillRect(0, 0, 400, 300);
    g.fillStyle = '#f59e0b';
    g.beginPath();
    g.arc(200, 150, 90, 0, Math.PI * 2);
    g.fill();
    return canvas.toDataURL('image/png');
  });
  await choose({ name: 'face.png', mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1] ?? '', 'base64') });
  const crop = owner.getByRole('dialog', { name: 'Crop Your Image' });
  await crop.getByRole('button', { name: 'Zoom in' }).click();
  await crop.getByRole('button', { name: 'Save' }).click();
  await expect(owner.getByText('Updated: Grace Hopper')).toBeVisible();
  const avatarUrl = (await session(owner)).user.avatarUrl;
  expect(avatarUrl).toMatch(/^\/api\/v2\/avatars\/[0-9a-f-]+\/[a-f0-9]+\.webp$/);

  // Nora's open table shows the new face without a reload, and it really loads.
  await expect(faceInNorasTable).toHaveAttribute('src', avatarUrl as string);
  await expect.poll(() => faceInNorasTable.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
});
