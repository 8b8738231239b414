import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createOrg, DEMO_PASSWORD, OWNER, signIn, signUp, uniqueEmail } from '../support.ts';

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const width of [375, 1440]) {
  test(`the sign-in page and the shell pass axe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await signIn(page, OWNER, DEMO_PASSWORD);
    await expect(page.getByRole('button', { name: /Organization: Demo Company/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('an Observer sees no add buttons', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'observer@demo.local');
  await expect(page.getByRole('button', { name: /Organization: Demo Company/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'To-Do', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Issue', exact: true })).toHaveCount(0);
});

test('with no meeting yet, adding an item asks to create a meeting first', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, uniqueEmail('no-meeting'));
  await page.getByRole('button', { name: 'Create organization' }).click();
  await createOrg(page, 'Meetingless Ltd');
  await page.getByRole('button', { name: 'Issue', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Create meeting' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'To-Do', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Create meeting' }).click();
  await expect(page).toHaveURL(/\/meeting\/new$/);
  await expect(page.getByRole('dialog', { name: 'Create Meeting' })).toBeVisible();
});

for (const width of [375, 1440]) {
  test(`the meetings list, a meeting page and the meeting editor pass axe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/login');
    await signIn(page, OWNER, DEMO_PASSWORD);
    // Signed in only once the shell shows: leaving earlier would land back on the sign-in page.
    await expect(page.getByRole('button', { name: /Organization: Demo Company/ })).toBeVisible();
    await page.goto('/meetings');
    const link = page.getByRole('link', { name: 'Leadership Team', exact: true });
    await expect(link).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await link.click();
    await expect(page.getByRole('heading', { name: 'Leadership Team' })).toBeVisible();
    await expect(page.getByText('Preparation checklist')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Issues', exact: true }).getByText('Onboarding takes too long'),
    ).toBeVisible();
    // The Scorecard grid with its inputs, colours and drag handles is part of the page.
    await expect(page.getByRole('textbox', { name: /^Revenue, week of / }).last()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The item popups: Add Rock (Alt+R) with its rich-text notes, and an Issue opened from its list.
    await page.keyboard.press('Alt+r');
    await expect(page.getByRole('dialog', { name: 'Add Rock' }).getByText('*Required Fields')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Add Rock' })).toBeHidden();
    await page
      .getByRole('region', { name: 'Issues', exact: true })
      .getByRole('button', { name: 'Onboarding takes too long', exact: true })
      .click();
    await expect(page.getByRole('dialog', { name: 'Edit Issue' }).getByRole('button', { name: 'Save' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Add measurable' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Measurable' }).getByText('*Required Fields')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('table').getByRole('button', { name: 'Revenue', exact: true }).click();
    await expect(
      page.getByRole('dialog', { name: 'Edit Measurable' }).getByRole('button', { name: 'Save' }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/meeting/new');
    await expect(page.getByRole('dialog', { name: 'Create Meeting' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
