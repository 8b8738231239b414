import { expect, test } from '@playwright/test';
import { createOrg, signUp, uniqueEmail } from '../support.ts';

// The account and organization forms: bad input gets the spec's message and saves nothing.
test('a user edits their profile and password, and renames their organization', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, uniqueEmail('settings'), 'Secret123');
  await page.getByRole('button', { name: 'Create organization' }).click();
  await createOrg(page, 'Acme');
  await expect(page.getByRole('button', { name: /Organization: Acme/ })).toBeVisible();

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Manage account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First Name').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Required', { exact: true })).toBeVisible();
  await dialog.getByLabel('First Name').fill('Ada');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated: Ada Hopper')).toBeVisible();

  await dialog.getByRole('tab', { name: 'Login' }).click();
  await dialog.getByRole('textbox', { name: 'Current Password', exact: true }).fill('Wrong-pass1');
  await dialog.getByRole('textbox', { name: 'New Password', exact: true }).fill('Better123');
  await dialog.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('Better123');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('The current password is incorrect')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
  const name = page.getByLabel('Organization Name');
  await name.fill('   ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Required', { exact: true })).toBeVisible();
  await name.fill('Acme Two');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: /Organization: Acme Two/ })).toBeVisible();
});
