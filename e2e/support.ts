import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page, type WebSocket } from '@playwright/test';
import { E2E_DATA_DIR } from './playwright.config.ts';

export const DEMO_PASSWORD = 'Demo1234!';

/** SCREENSHOTS_DIR=folder keeps a picture of each screen for a person to look at; unset, none is taken. */
export async function shoot(page: Page, name: string): Promise<void> {
  const folder = process.env.SCREENSHOTS_DIR;
  if (folder) await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
}
export const OWNER = 'owner@demo.local';

let counter = 0;
/** A fresh address per test, so specs never depend on each other's accounts. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** Undoes quoted-printable: a mail client reads long lines (our links) joined again. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * The first match of `pattern` in the newest mail to `email` that has one, in a data folder's outbox
 * (a relative folder is the repository's, as the servers start from its root), read as a mail client
 * would: quoted-printable decoded, folded header lines (a long address) unfolded. Mail is sent by the
 * job queue after the action that causes it, so it is waited for (up to 15 s).
 */
export async function fromNewestMail(dataDir: string, email: string, pattern: RegExp): Promise<string> {
  const outbox = path.resolve(import.meta.dirname, '..', dataDir, 'outbox');
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const files = safeList(outbox)
          .map((f) => path.join(outbox, f))
          .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
        for (const file of files) {
          const eml = decodeQuotedPrintable(readFileSync(file, 'utf8')).replace(/\r?\n[ \t]+/g, ' ');
          if (!eml.includes(`To: ${email}`)) continue;
          found = eml.match(pattern)?.[1];
          if (found) return found;
        }
        return undefined;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return found as string;
}

/** The 6-character sign-up code of the newest mail to `email` (of the e2e server, or of an app node's data folder). */
export function mailedCode(email: string, dataDir: string = E2E_DATA_DIR): Promise<string> {
  return fromNewestMail(dataDir, email, /^([A-HJ-NP-Z2-9]{6})$/m);
}

/** The invitation link's path (/welcome/invitation/{id}/{key}) in the newest mail to `email`. */
export function mailedInvitationPath(dataDir: string, email: string): Promise<string> {
  return fromNewestMail(dataDir, email, /(\/welcome\/invitation\/[0-9a-f-]{36}\/[A-Za-z0-9_-]+)/);
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs `page`'s browser context in through the API, as the sign-in form does, then opens `path` and
 * waits for the signed-in shell. The form itself is tested where signing in is the subject
 * (auth.spec.ts, totp.spec.ts, the sign-in page's accessibility); elsewhere drawing it and the
 * dashboard it leads to would only cost time.
 */
export async function signInAs(page: Page, email: string, path = '/', password = DEMO_PASSWORD): Promise<void> {
  const response = await page.request.post('/api/v2/account/login', { data: { email, password } });
  expect(response.ok(), `sign-in of ${email}: ${await response.text()}`).toBe(true);
  await page.goto(path);
  await expect(page.getByRole('button', { name: /^Organization: / })).toBeVisible();
}

/** A browser context of its own on `baseURL` (a spec's own app node), `width` × 900, signed in as `email`. */
export async function signedInAt(browser: Browser, baseURL: string, email: string, width = 1440): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, email);
  return page;
}

/** Signs up through the mailed code and lands in the app without an organization. */
export async function signUp(page: Page, email: string, password = 'Secret123', dataDir?: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await mailedCode(email, dataDir);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(password);
  await page.getByLabel('I agree to the terms & conditions').check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

export async function createOrg(page: Page, name: string): Promise<void> {
  await page.getByLabel('Organization Name').fill(name);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
}

/**
 * Resolves once the page's live-update connection is open, so that what others change from then on
 * reaches it. Call it before the navigation that connects.
 */
export function liveConnected(page: Page): Promise<void> {
  return new Promise<void>((resolve) => {
    const onSocket = (ws: WebSocket) =>
      ws.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40/live-update-hub')) {
          page.off('websocket', onSocket);
          resolve();
        }
      });
    page.on('websocket', onSocket);
  });
}

/**
 * Opens `path` and waits until the page's live-update connection is open. A change made while a page
 * is still connecting is only seen on its next fetch, as for any client: a spec that checks live
 * updates starts with this.
 */
export async function gotoLive(page: Page, path: string): Promise<void> {
  const open = liveConnected(page);
  await page.goto(path);
  await open;
}

/**
 * The owner (signed in on `owner`) adds a person with a role and invites them by mail; the person
 * signs up on the mailed invitation page in `page` and lands in the organization `orgName`.
 */
export async function inviteAndJoin(
  owner: Page,
  page: Page,
  person: { first: string; last: string; role: string },
  orgName: string,
): Promise<void> {
  const email = uniqueEmail(person.first.toLowerCase());
  const added = await owner.request.put('/api/v2/org/add-member', {
    data: { firstName: person.first, lastName: person.last, email, role: person.role },
  });
  expect(added.status()).toBe(200);
  const id = (await added.json()).id as string;
  const invited = await owner.request.post('/api/v2/invitations', { data: { invitees: [{ id, email }] } });
  expect(invited.status()).toBe(200);
  await page.goto(await mailedInvitationPath(E2E_DATA_DIR, email));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret123');
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Secret123');
  await page.getByLabel(/I agree to the terms/).check();
  await page.getByRole('button', { name: 'Create account and join' }).click();
  await expect(page.getByRole('button', { name: `Organization: ${orgName}` })).toBeVisible();
}
