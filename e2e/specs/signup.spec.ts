import { expect, test } from '@playwright/test';
import { createOrg, signUp, uniqueEmail } from '../support.ts';

test('a newcomer signs up with the mailed code, creates an organization and finds the shell', async ({ page }) => {
  await signUp(page, uniqueEmail('newcomer'));

  await expect(page.getByText('You are not part of an organization. Create a new one to use EOS One.')).toBeVisible();
  await page.getByRole('button', { name: 'Create organization' }).click();
  await createOrg(page, 'Hopper Industries');

  await expect(page.getByRole('button', { name: /Organization: Hopper Industries/ })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Meetings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'To-Do', exact: true })).toBeVisible();
});

test('bad input on sign-up gets the spec messages and creates nothing', async ({ page }) => {
  const email = uniqueEmail('weak');
  await page.goto('/register');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Required', { exact: true })).toBeVisible();

  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Invalid Email')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').fill('ABC');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Your verification code should be 6 characters long')).toBeVisible();

  await page.getByLabel('Verification code').fill('ZZZZZZ');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Provided verification code is invalid')).toBeVisible();
});

test("the project's own pages: terms and privacy for anyone, What's New and the Roadmap from the menu", async ({
  page,
}) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();

  await signUp(page, uniqueEmail('reader'));
  await page.getByRole('button', { name: 'Create organization' }).click();
  await createOrg(page, 'Readers Ltd');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: "What's New" }).click();
  await expect(page).toHaveURL(/\/whats-new$/);
  await expect(page.getByRole('heading', { level: 1, name: "What's new" })).toBeVisible();
  await menu.getByRole('link', { name: 'Roadmap' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Roadmap' })).toBeVisible();
  await menu.getByRole('link', { name: 'Knowledge Base' }).click();
  await expect(page).toHaveURL(/\/learning-center\/eos-one$/);
});
