import { expect, test } from '@playwright/test';
import { createOrg, OWNER, signIn, signUp, uniqueEmail } from '../support.ts';

test('a user creates a second organization and switches between them', async ({ page }) => {
  await signUp(page, uniqueEmail('switcher'));
  await page.getByRole('button', { name: 'Create organization' }).click();
  await createOrg(page, 'First Org');
  await expect(page.getByRole('button', { name: /Organization: First Org/ })).toBeVisible();

  await page.getByRole('button', { name: /Organization: First Org/ }).click();
  await page.getByRole('menuitem', { name: 'Create organization' }).click();
  await createOrg(page, 'Second Org');
  await expect(page.getByRole('button', { name: /Organization: Second Org/ })).toBeVisible();

  await page.getByRole('button', { name: /Organization: Second Org/ }).click();
  await page.getByRole('menuitem', { name: 'First Org' }).click();
  await expect(page.getByRole('button', { name: /Organization: First Org/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: /Organization: First Org/ })).toBeVisible();
});

test('the left menu state survives a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  await signIn(page, OWNER);
  const meetingsLink = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Meetings' });
  await expect(meetingsLink).toBeVisible();

  await page.getByRole('button', { name: 'Toggle menu' }).click();
  await expect(meetingsLink).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: /Organization: Demo Company/ })).toBeVisible();
  await expect(meetingsLink).toBeHidden();

  await page.getByRole('button', { name: 'Toggle menu' }).click();
  await expect(meetingsLink).toBeVisible();
  await page.reload();
  await expect(meetingsLink).toBeVisible();
});
