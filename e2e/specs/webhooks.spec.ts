import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { type AppNode, ROOT, startAppNode } from '../appNode.ts';
import { axeViolations } from '../axe.ts';
import { OWNER, shoot, signedInAt } from '../support.ts';

// Outbound webhooks (issue 22) on an app node of its own (the API switch on, private addresses allowed
// so the receiver can be this machine): the Owner adds an endpoint pointing at a receiver this spec
// runs on loopback, sends a test, adds a To-Do in the app, and the receiver gets a signed todo.added
// that the delivery log shows. The screens pass axe at 375 and 1440 px.

const DATA_DIR = path.join(ROOT, 'e2e/.test-data-webhooks');
const PORT = 3270;
let node: AppNode;
let receiver: Server;
let hookUrl: string;

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  json: { id: string; event: string; data: { type: string; id: string; item?: { title: string } } };
}
const received: Received[] = [];

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: req.headers, body, json: JSON.parse(body) });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  node = await startAppNode({
    port: PORT,
    dataDir: DATA_DIR,
    fresh: true,
    env: { FEATURE_FLAGS: 'enable-api-switch=true', WEBHOOKS_ALLOW_PRIVATE: 'true' },
  });
});
test.afterAll(async () => {
  await node?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

const signedIn = (browser: Browser, email: string) => signedInAt(browser, node.url, email, 1440);

/** The screen at 375 and at 1440 px: what matters in view, nothing wider than the window, no axe violation. */
async function checkScreen(page: Page, name: string, shown: Locator): Promise<void> {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    // On a phone the menu covers the page until it is closed, as a person would.
    const burger = page.getByRole('button', { name: 'Toggle menu' });
    if (
      width === 375 &&
      (await page.getByRole('dialog').count()) === 0 &&
      (await burger.getAttribute('aria-expanded')) === 'true'
    ) {
      await burger.click();
    }
    await shown.scrollIntoViewIfNeeded();
    await expect(shown).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, `webhooks-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/**
 * The receiver's check of a delivery, as Standard Webhooks specifies it (docs/webhooks.md): `v1,` and the
 * base64 HMAC-SHA256 of "<webhook-id>.<timestamp>.<body>", keyed with the bytes of the base64 after whsec_.
 */
function signedWith(got: Received, secret: string): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signed = `${got.headers['webhook-id']}.${got.headers['webhook-timestamp']}.${got.body}`;
  const expected = `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
  return String(got.headers['webhook-signature'] ?? '')
    .split(' ')
    .includes(expected);
}

test('an endpoint on loopback gets a signed test, then a signed todo.added for a To-Do made in the app', async ({
  browser,
}) => {
  const page = await signedIn(browser, OWNER);
  const { orgId } = (await (await page.request.get('/api/v2/session')).json()) as { orgId: string };
  await page.goto(`/org/detail/${orgId}/detail`);
  await page.getByRole('tab', { name: 'Webhooks' }).click();
  await expect(page).toHaveURL(/\/org\/detail\/.+\/webhooks$/);
  await expect(page.getByText('No webhooks yet')).toBeVisible();
  const add = page.getByRole('button', { name: 'Add endpoint' });
  await checkScreen(page, 'empty', add);

  await add.click();
  const popup = page.getByRole('dialog', { name: 'Add webhook endpoint' });
  await popup.getByRole('textbox', { name: /Endpoint URL/ }).fill(hookUrl);
  await popup.getByRole('textbox', { name: /Description/ }).fill('Our task board');
  await popup.getByRole('checkbox', { name: 'All of Rocks, To-Dos, Issues, Headlines' }).check();
  await popup.getByRole('checkbox', { name: /Meeting ended/ }).check();
  const create = popup.getByRole('button', { name: 'Add endpoint' });
  await checkScreen(page, 'popup', create);
  await create.click();

  const shown = page.getByRole('dialog', { name: 'Copy the signing secret' });
  await expect(shown.getByText(/it will not be shown again/)).toBeVisible();
  const secret = (await shown.locator('code').first().innerText()).trim();
  expect(secret).toMatch(/^whsec_/);
  await checkScreen(page, 'secret', shown.getByRole('button', { name: 'Done' }));
  await shown.getByRole('button', { name: 'Done' }).click();
  const card = page.getByRole('listitem').filter({ hasText: hookUrl });
  await expect(card.getByText('Events: 14')).toBeVisible();

  // Send test: a ping, delivered at once; the toast says what the receiver answered.
  await card.getByRole('button', { name: `Send a test to ${hookUrl}` }).click();
  await expect(page.getByText('Test delivered: the receiver answered 200.')).toBeVisible();
  const ping = received.find((r) => r.json.event === 'ping');
  expect(ping).toBeTruthy();
  expect(signedWith(ping as Received, secret)).toBe(true);
  await expect(card.getByText(/Last: Delivered/)).toBeVisible();
  await checkScreen(page, 'list', card);

  // A To-Do made in the app, the way a person does it.
  await page.goto('/meetings');
  await page.getByRole('link', { name: 'Leadership Team', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Leadership Team', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'To-Do', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add To-Do' });
  const title = `Send the webhook report ${Date.now().toString(36)}`;
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(`Created: ${title}`)).toBeVisible();

  await expect
    .poll(() => received.find((r) => r.json.event === 'todo.added' && r.json.data.item?.title === title), {
      timeout: 10_000,
    })
    .toBeTruthy();
  const added = received.find((r) => r.json.event === 'todo.added') as Received;
  expect(signedWith(added, secret)).toBe(true);
  expect(signedWith(added, `whsec_${Buffer.from('another secret of 32 bytes......').toString('base64')}`)).toBe(false);
  expect(added.headers['webhook-id']).toBe(added.json.id);
  expect(added.json.data.type).toBe('todo');

  // The delivery log shows it, delivered, with what was sent.
  await page.goto(`/org/detail/${orgId}/webhooks`);
  await page
    .getByRole('listitem')
    .filter({ hasText: hookUrl })
    .getByRole('button', { name: `Deliveries to ${hookUrl}` })
    .click();
  const log = page.getByRole('dialog', { name: 'Delivery log' });
  const row = log.getByRole('listitem').filter({ hasText: added.json.id });
  await expect(row.getByText('To-Do added')).toBeVisible();
  await expect(row.getByText('Delivered', { exact: true }).first()).toBeVisible();
  await row.getByRole('button', { name: 'Show payload' }).click();
  await expect(row.getByText(title, { exact: false })).toBeVisible();
  await checkScreen(page, 'log', row.getByRole('button', { name: 'Hide payload' }));
  await page.context().close();
});
