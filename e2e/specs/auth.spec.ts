import { expect, test } from '@playwright/test';
import { OWNER, signIn } from '../support.ts';

test('a signed-out visitor is sent to sign in and comes back to the page they asked for', async ({ page }) => {
  await page.goto('/meetings');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmeetings/);
  await signIn(page, OWNER);
  await expect(page).toHaveURL(/\/meetings$/);
  await expect(page.getByRole('button', { name: /Organization: Demo Company/ })).toBeVisible();
});

test('a wrong password is refused with the spec message', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, OWNER, 'Wrong-password1');
  await expect(page.getByText('Invalid email or password. Please try again')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('signing out ends the session', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, OWNER);
  await expect(page.getByRole('button', { name: /Organization: Demo Company/ })).toBeVisible();
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signed-out$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
});
