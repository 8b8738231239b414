import path from 'node:path';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { type AppNode, ROOT, startAppNode } from '../appNode.ts';
import { axeViolations } from '../axe.ts';
import { OWNER, shoot, signedInAt } from '../support.ts';

// The open platform (issue 22) on an app node of its own with the enable-api-switch and swagger flags
// on: the Owner makes an organization API token that may read items, a script lists To-Dos with it and
// is refused a write, and revoking it ends it; the API reference page lists the routes and sends a
// request with the person's own session. Both screens pass axe at 375 and 1440 px.

const DATA_DIR = path.join(ROOT, 'e2e/.test-data-api');
let node: AppNode;

test.beforeAll(async () => {
  node = await startAppNode({
    port: 3268,
    dataDir: DATA_DIR,
    fresh: true,
    env: { FEATURE_FLAGS: 'enable-api-switch=true,swagger=true' },
  });
});
test.afterAll(() => node?.stop());

const signedIn = (browser: Browser, email: string) => signedInAt(browser, node.url, email, 1440);

/** The screen at 375 and at 1440 px: what matters in view, nothing wider than the window, no axe violation. */
async function checkScreen(page: Page, name: string, shown: Locator): Promise<void> {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await shown.scrollIntoViewIfNeeded();
    await expect(shown).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, `api-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** A script's call with the token: no cookie, only the bearer header. */
async function call(page: Page, secret: string, method: 'GET' | 'POST', url: string, data?: object) {
  // The browser's request context sends its cookie too: with a bearer the server reads only the bearer.
  return page.context().request.fetch(`${node.url}/api/v2/${url}`, {
    method,
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    data,
  });
}

test('an organization API token that reads items lists To-Dos, is refused a write, and stops when revoked', async ({
  browser,
}) => {
  const page = await signedIn(browser, OWNER);
  const { orgId } = (await (await page.request.get('/api/v2/session')).json()) as { orgId: string };
  await page.goto(`/org/detail/${orgId}/detail`);
  await page.getByRole('tab', { name: 'API tokens' }).click();
  await expect(page).toHaveURL(/\/org\/detail\/.+\/api-tokens$/);
  const newToken = page.getByRole('button', { name: 'New token' });
  await checkScreen(page, 'tokens-tab', newToken);

  await newToken.click();
  const popup = page.getByRole('dialog', { name: 'New API token' });
  await popup.getByRole('textbox', { name: /Name/ }).fill('Weekly report script');
  await popup
    .getByRole('radiogroup', { name: 'Items (Rocks, To-Dos, Issues, Headlines)' })
    .getByRole('radio', { name: 'Read', exact: true })
    .check();
  await checkScreen(page, 'token-popup', popup.getByRole('button', { name: 'Create token' }));
  await popup.getByRole('button', { name: 'Create token' }).click();

  const shown = page.getByRole('dialog', { name: 'Copy your API token' });
  await expect(shown.getByText(/it will not be shown again/)).toBeVisible();
  const secret = (await shown.locator('code').first().innerText()).trim();
  expect(secret).toMatch(/^eos_oat_/);
  await shown.getByRole('button', { name: 'Done' }).click();
  const card = page.getByRole('listitem').filter({ hasText: 'Weekly report script' });
  await expect(card).toBeVisible();

  // A script with it: reading To-Dos works, creating one is refused, nothing is made.
  const list = await call(page, secret, 'POST', 'todos/search', {});
  expect(list.status()).toBe(200);
  const before = (await list.json()).totalCount;
  const write = await call(page, secret, 'POST', 'todos', { title: 'From a script' });
  expect(write.status()).toBe(403);
  expect((await write.json()).messages[0].id).toBe('ERR_TOKEN_SCOPE');
  expect((await (await call(page, secret, 'POST', 'todos/search', {})).json()).totalCount).toBe(before);
  // Another area is not in its scopes.
  expect((await call(page, secret, 'GET', 'scorecards/meetings')).status()).toBe(403);

  // An Admin's token is revoked for good when the Admin becomes a Member, and stays listed as such.
  const admin = await signedIn(browser, 'admin@demo.local');
  const made = await admin.request.post('/api/v2/org/api-tokens', {
    data: { name: 'Board sync', scopes: [{ area: 'people', level: 'read' }], expiresInDays: 30 },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const adminId = (await (await admin.request.get('/api/v2/session')).json()).user.personId as string;
  await admin.context().close();
  const demoted = await page.request.put(`/api/v2/person/${adminId}/role`, { data: { role: 'Member' } });
  expect(demoted.ok(), await demoted.text()).toBe(true);
  await page.reload();
  const gone = page.getByRole('listitem').filter({ hasText: 'Board sync' });
  await expect(gone.getByText('Revoked: its maker is no longer an Owner or Admin')).toBeVisible();
  await checkScreen(page, 'tokens-revoked', gone);
  await gone.getByRole('button', { name: 'Remove Board sync from the list' }).click();
  await page.getByRole('dialog', { name: 'Remove revoked API token' }).getByRole('button', { name: 'Remove' }).click();
  await expect(gone).toBeHidden();
  expect((await page.request.put(`/api/v2/person/${adminId}/role`, { data: { role: 'Admin' } })).ok()).toBe(true);

  // Its last use shows, and revoking it ends it at once.
  await page.reload();
  await expect(card.getByText('Never')).toHaveCount(0);
  await card.getByRole('button', { name: 'Revoke Weekly report script' }).click();
  await page.getByRole('dialog', { name: 'Revoke API token' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(card).toBeHidden();
  expect((await call(page, secret, 'POST', 'todos/search', {})).status()).toBe(401);
  await page.context().close();
});

test('the API reference lists every route by area and sends a request with the session', async ({ browser }) => {
  const page = await signedIn(browser, OWNER);
  await page.goto('/api-reference');
  await expect(page.getByRole('heading', { name: 'API reference', level: 1 })).toBeVisible();
  const todos = page.getByRole('region', { name: 'todos', exact: true });
  await expect(todos).toBeVisible();
  await checkScreen(page, 'reference', todos);

  await page.getByRole('textbox', { name: 'Filter routes' }).fill('todos/search');
  const route = page.getByRole('button', { name: /POST\s*\/api\/v2\/todos\/search/ });
  await route.click();
  const form = page.getByRole('form', { name: 'Try it' });
  await expect(form).toBeVisible();
  await checkScreen(page, 'reference-route', form.getByRole('button', { name: 'Send request' }));
  await form.getByRole('textbox', { name: 'Body (JSON)' }).fill('{}');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Answer: HTTP 200')).toBeVisible();
  await page.context().close();
});
