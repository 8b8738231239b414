import { expect, test } from '@playwright/test';
import { createOrg, OWNER, signInAs, signUp, uniqueEmail } from '../support.ts';

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
  await signInAs(page, OWNER);
  const toggle = page.getByRole('button', { name: 'Toggle menu' });
  // Open, the menu names its entries; collapsed, it is an icon rail whose names are tooltips.
  const meetingsLabel = page.getByRole('navigation', { name: 'Main menu' }).getByText('Meetings', { exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(meetingsLabel).toBeVisible();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(meetingsLabel).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: /Organization: Demo Company/ })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(meetingsLabel).toBeHidden();

  await toggle.click();
  await expect(meetingsLabel).toBeVisible();
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(meetingsLabel).toBeVisible();
});
