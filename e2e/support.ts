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

/** The 6-character code of the newest mail to `email`, read from the outbox folder as a newcomer would. */
export async function mailedCode(email: string): Promise<string> {
  const outbox = path.resolve(import.meta.dirname, '..', E2E_DATA_DIR, 'outbox');
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
export async function signUp(page: Page, email: string, password = 'Secret123'): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await mailedCode(email);
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
