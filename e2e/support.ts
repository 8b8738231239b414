import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from './playwright.config.ts';

export const DEMO_PASSWORD = 'Demo1234!';
export const OWNER = 'owner@demo.local';

let counter = 0;
/** A fresh address per test, so specs never depend on each other's accounts. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/**
 * The 6-character code of the newest mail to `email`, read from the outbox folder as a newcomer would
 * (of the e2e server, or of the app node whose data folder is given).
 */
export async function mailedCode(
  email: string,
  dataDir = path.resolve(import.meta.dirname, '..', E2E_DATA_DIR),
): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const files = safeList(outbox)
          .map((f) => path.join(outbox, f))
          .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
        for (const file of files) {
          const eml = readFileSync(file, 'utf8');
          if (!eml.includes(`To: ${email}`)) continue;
          code = eml.match(/^([A-HJ-NP-Z2-9]{6})$/m)?.[1];
          if (code) return code;
        }
        return undefined;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return code as string;
}

/** Undoes quoted-printable: a mail client reads long lines (our links) joined again. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * The invitation link (its path, /welcome/invitation/{id}/{key}) in the newest mail to `email` in a
 * data folder's outbox, read as a mail client would.
 */
export async function mailedInvitationPath(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const files = safeList(outbox)
          .map((f) => path.join(outbox, f))
          .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
        for (const file of files) {
          const eml = decodeQuotedPrintable(readFileSync(file, 'utf8'));
          if (!eml.includes(`To: ${email}`)) continue;
          link = eml.match(/\/welcome\/invitation\/[0-9a-f-]{36}\/[A-Za-z0-9_-]+/)?.[0];
          if (link) return link;
        }
        return undefined;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link as string;
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
