import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { type AppNode, ROOT, startAppNode } from '../appNode.ts';
import { liveConnected, signInAs } from '../support.ts';

// People learn what changed without asking: the bell rings for a To-Do assigned to them, an Observer's
// upgrade request reaches the owner and comes back approved, a person removed from the organization
// is told at once. These change the demo organization's people, so this file runs on an app node of
// its own with a fresh demo organization.

let node: AppNode;
test.beforeAll(async () => {
  // A deployment that bills (the sandbox): approving an upgrade then asks which license option to use.
  node = await startAppNode({
    port: 3241,
    dataDir: path.join(ROOT, 'e2e/.test-data-notifications'),
    fresh: true,
    env: { BILLING_PROVIDER: 'sandbox' },
  });
});
test.afterAll(async () => {
  await node?.stop();
});

async function signedIn(browser: Browser, email: string, width = 1440): Promise<Page> {
  const context = await browser.newContext({ baseURL: node.url, viewport: { width, height: 1000 } });
  const page = await context.newPage();
  // Signed in and listening: what others do from then on reaches this page.
  const live = liveConnected(page);
  await signInAs(page, email);
  await live;
  return page;
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

async function session(page: Page) {
  return (await (await page.request.get('/api/v2/session')).json()) as {
    user: { personId: string; roles: string[]; upgradeRequestStatus: string };
  };
}

async function leadershipTeamId(page: Page): Promise<string> {
  const answer = await page.request.post('/api/v2/my-meetings', { data: {} });
  const { items } = (await answer.json()) as { items: { id: string; title: string }[] };
  const meeting = items.find((m) => m.title === 'Leadership Team');
  if (!meeting) throw new Error('no Leadership Team meeting');
  return meeting.id;
}

test('a To-Do assigned to a colleague rings their bell at once; read, unread, remove and mark all read last', async ({
  browser,
}) => {
  const olivia = await signedIn(browser, 'owner@demo.local');
  const maya = await signedIn(browser, 'member@demo.local', 375);
  await expect(bell(olivia)).toHaveAccessibleName('Notifications');

  // Maya adds a To-Do for Olivia from the sub-bar.
  const title = unique('Review the budget');
  await maya.goto('/meetings');
  await maya.getByRole('link', { name: 'Leadership Team', exact: true }).click();
  // The sub-bar's To-Do takes the meeting from the page it is on: wait until that is the meeting's.
  await expect(maya.getByRole('heading', { name: 'Leadership Team', level: 1 })).toBeVisible();
  await maya.getByRole('button', { name: 'To-Do', exact: true }).click();
  const dialog = maya.getByRole('dialog', { name: 'Add To-Do' });
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  // Maya owns a new To-Do by default: hand it to Olivia instead.
  await dialog.getByRole('button', { name: 'Remove Maya Member' }).click();
  await dialog.getByRole('combobox', { name: 'Owners', exact: true }).click();
  await maya.getByRole('option', { name: /Olivia Owner/ }).click();
  await dialog.getByRole('heading', { name: 'Add To-Do' }).click();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(maya.getByText(`Created: ${title}`)).toBeVisible();

  // Olivia's bell counts it within a second, and the list shows it under Today.
  await expect(bell(olivia)).toHaveAccessibleName('Notifications, 1 unread', { timeout: 1_000 });
  await bell(olivia).click();
  const today = olivia.getByRole('region', { name: 'Today' });
  const message = `Maya Member assigned you the To-Do “${title}”.`;
  await expect(today.getByText(message)).toBeVisible();

  // Read, then a reload: still read.
  await today.getByRole('button', { name: 'Mark as read' }).first().click();
  await expect(bell(olivia)).toHaveAccessibleName('Notifications');
  await olivia.reload();
  await expect(bell(olivia)).toHaveAccessibleName('Notifications');
  await bell(olivia).click();
  await expect(today.getByRole('button', { name: 'Mark as unread' })).toBeVisible();

  // Unread again, then a reload: still unread.
  await today.getByRole('button', { name: 'Mark as unread' }).click();
  await expect(bell(olivia)).toHaveAccessibleName('Notifications, 1 unread');
  await olivia.reload();
  await expect(bell(olivia)).toHaveAccessibleName('Notifications, 1 unread');

  // Two more for Olivia (through the API this time); mark all read clears the badge for good.
  const tractionId = await leadershipTeamId(maya);
  const { user: oliviaUser } = await session(olivia);
  for (const extra of ['Book the offsite', 'Renew the lease']) {
    const created = await maya.request.post('/api/v2/todos', {
      data: { title: unique(extra), ownerIds: [oliviaUser.personId], dueDate: '2026-12-31', tractionId },
    });
    expect(created.status()).toBe(200);
  }
  await expect(bell(olivia)).toHaveAccessibleName('Notifications, 3 unread');
  await bell(olivia).click();
  await olivia.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell(olivia)).toHaveAccessibleName('Notifications');
  await olivia.reload();
  await expect(bell(olivia)).toHaveAccessibleName('Notifications');

  // Removed, then a reload: gone.
  await bell(olivia).click();
  await expect(today.getByText(message)).toBeVisible();
  await today
    .getByRole('listitem')
    .filter({ hasText: message })
    .getByRole('button', { name: 'Remove notification' })
    .click();
  await expect(today.getByText(message)).toBeHidden();
  await olivia.reload();
  await bell(olivia).click();
  await expect(olivia.getByRole('region', { name: 'Today' }).getByText(/Book the offsite/)).toBeVisible();
  await expect(olivia.getByText(message)).toHaveCount(0);
  await Promise.all([olivia.context().close(), maya.context().close()]);
});

test('an Observer asks for an upgrade; the owner approves it from the notification; the Observer can edit without signing out', async ({
  browser,
}) => {
  const oscar = await signedIn(browser, 'observer@demo.local', 375);
  const olivia = await signedIn(browser, 'owner@demo.local');
  await expect(oscar.getByRole('button', { name: 'To-Do', exact: true })).toHaveCount(0);

  await oscar.getByRole('button', { name: 'Request Upgrade' }).click();
  await expect(oscar.getByText('Requested')).toBeVisible();
  await expect(oscar.getByText('Upgrade pending approval')).toBeVisible();

  await expect(bell(olivia)).toHaveAccessibleName(/Notifications, \d+ unread/);
  await bell(olivia).click();
  const request = olivia
    .getByRole('listitem')
    .filter({ hasText: 'Oscar Observer asked to be upgraded from Observer to a licensed user.' });
  await request.getByRole('button', { name: 'Approve' }).click();
  const approve = olivia.getByRole('dialog', { name: 'Approve upgrade request' });
  await approve.getByRole('radio', { name: 'Upgrade this person only' }).check();
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(olivia.getByText('Request Completed')).toBeVisible();
  await bell(olivia).click();
  await expect(request.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // Oscar's open session becomes licensed without signing out: he is told, and the add buttons appear.
  const changed = oscar.getByRole('dialog', { name: 'Permission level' });
  await expect(changed.getByText('Your permission level has changed')).toBeVisible();
  await changed.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(oscar.getByRole('button', { name: 'To-Do', exact: true })).toBeVisible();
  expect((await session(oscar)).user.upgradeRequestStatus).toBe('Completed');
  await Promise.all([olivia.context().close(), oscar.context().close()]);
});

test('a person removed from the organization while signed in is told at once', async ({ browser }) => {
  const olivia = await signedIn(browser, 'owner@demo.local');
  const adam = await signedIn(browser, 'admin@demo.local', 375);
  const { user } = await session(adam);

  const removed = await olivia.request.delete(`/api/v2/person/${user.personId}`);
  expect(removed.status()).toBe(200);

  const told = adam.getByRole('dialog', { name: 'Access removed' });
  await expect(told.getByText('You cannot access Demo Company with this login.')).toBeVisible({ timeout: 1_000 });
  await told.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(adam.getByRole('button', { name: /Organization: Demo Company/ })).toHaveCount(0);
  // Whatever Adam's browser asks of the organization now is refused.
  expect((await adam.request.post('/api/v2/my-meetings', { data: {} })).status()).toBe(403);
  await Promise.all([olivia.context().close(), adam.context().close()]);
});

test('the owner deletes the organization; a colleague signed in to it is told at once and moved out', async ({
  browser,
}) => {
  const olivia = await signedIn(browser, 'owner@demo.local');
  const maya = await signedIn(browser, 'member@demo.local', 375);

  await olivia.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
  await olivia.getByRole('button', { name: 'Delete organization' }).click();
  const confirm = olivia.getByRole('dialog', { name: 'Delete this organization?' });
  await expect(confirm.getByText(/Demo Company and everything in it will be deleted/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete organization' }).click();
  await expect(olivia.getByText('Deleted: Demo Company')).toBeVisible();
  // The one who deleted it is not told what they just did.
  await expect(olivia.getByRole('dialog', { name: 'Organization deleted' })).toHaveCount(0);

  const told = maya.getByRole('dialog', { name: 'Organization deleted' });
  await expect(
    told.getByText(
      'Organization Demo Company deleted. You cannot access this Organization. Please, contact your internal team.',
    ),
  ).toBeVisible({ timeout: 1_000 });
  await told.getByRole('button', { name: 'OK', exact: true }).click();
  for (const page of [olivia, maya]) {
    await expect(page.getByRole('button', { name: /Organization: Demo Company/ })).toHaveCount(0);
  }
  await Promise.all([olivia.context().close(), maya.context().close()]);
});
