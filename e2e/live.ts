import { expect, type Page } from '@playwright/test';

// The live meeting screen as the e2e specs drive it: the demo Leadership Team, held live.

export const live = (page: Page) => page.getByRole('dialog', { name: 'Leadership Team' });
export const activeSection = (page: Page) => live(page).locator('[aria-current="step"]');

/** From a signed-in page: the meeting page's Start (or Join) meeting, until the agenda shows. */
export async function openLiveMeeting(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /Organization: Demo Company/ })).toBeVisible();
  await page.goto('/meetings');
  await page.getByRole('link', { name: 'Leadership Team', exact: true }).click();
  await page.getByRole('button', { name: /^(Start|Join) meeting$/ }).click();
  await expect(live(page).getByRole('navigation', { name: 'Agenda' })).toBeVisible();
}
