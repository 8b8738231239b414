import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import { signInAs, signUp, uniqueEmail } from '../support.ts';

const MEMBER = 'member@demo.local';

/** Opens /meeting/new from the meetings list and names the meeting. */
async function startMeeting(page: Page, title: string): Promise<void> {
  await page.goto('/meetings');
  await page.getByRole('button', { name: 'Create meeting' }).first().click();
  await page.getByRole('dialog').getByLabel('Meeting Name').fill(title);
}

test('a member creates a weekly Level 10 meeting, tags, favourites and hands it over, and exports it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, MEMBER);
  const title = `Sales L10 ${Date.now().toString(36)}`;
  await startMeeting(page, title);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Cadence')).toHaveValue('Weekly');

  await dialog.getByRole('tab', { name: 'Invitees' }).click();
  await dialog.getByRole('combobox', { name: 'Invitees' }).click();
  await page.getByRole('option', { name: /Adam Admin/ }).click();
  // Clicking the heading closes the picker's dropdown, which would cover the buttons.
  await dialog.getByRole('heading', { name: 'Create Meeting' }).click();
  await dialog.getByRole('tab', { name: 'Agenda' }).click();
  await expect(dialog.getByText('Total length: 90 minutes')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();

  await expect(page.getByText(`Created: ${title}`)).toBeVisible();
  await expect(page).toHaveURL(/\/traction\/[0-9a-f-]+\/[0-9a-f-]+\/meetingoverview$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Meetings' }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText(/Weekly/)).toBeVisible();
  await expect(row.getByText(/\d{1,2}:\d{2} (AM|PM)/)).toBeVisible();

  await expect(row.getByText('None')).toHaveCount(0);
  await row.getByRole('button', { name: `Choose a color tag for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Teal' }).click();
  await expect(page.getByText(`Meeting ${title} color tag updated to Teal`)).toBeVisible();
  await expect(row.getByRole('button', { name: `Color tag of ${title}: Teal` })).toBeVisible();
  const star = row.getByRole('button', { name: `Favorite ${title}` });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: title })
      .getByRole('button', { name: `Favorite ${title}` }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('row').filter({ hasText: title }).getByRole('link', { name: title }).click();
  await page.getByRole('button', { name: 'Change owner' }).click();
  const popup = page.getByRole('dialog', { name: 'Reassign the Meeting Owner' });
  await expect(popup.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await popup.getByRole('combobox', { name: 'New owner' }).click();
  await page.getByRole('option', { name: /Olivia Owner/ }).click();
  await popup.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`Updated: ${title}`)).toBeVisible();
  await expect(page.getByText('Owner: Olivia Owner')).toBeVisible();

  await page.getByRole('button', { name: 'Calendar and downloads' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Add to calendar (.ics)' }).click();
  const file = await (await downloading).path();
  const calendar = new ICAL.Component(ICAL.parse(readFileSync(file, 'utf8')));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
  expect(event.summary).toBe(title);
  expect(String(event.component.getFirstPropertyValue('rrule'))).toBe('FREQ=WEEKLY');
  const it = event.iterator();
  const first = it.next();
  const second = it.next();
  expect(second && first ? second.subtractDate(first).toSeconds() : 0).toBeGreaterThanOrEqual(7 * 24 * 3600 - 3600);
});

test('duplicate names and meetings without attendees are refused with the spec messages', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, MEMBER);
  await startMeeting(page, '  leadership TEAM ');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(
    dialog.getByText('This Meeting Name exists in your organization. Please select a different name'),
  ).toBeVisible();

  await dialog.getByLabel('Meeting Name').fill(`Nobody ${Date.now().toString(36)}`);
  await dialog.getByRole('tab', { name: 'Invitees' }).click();
  await dialog.getByRole('button', { name: 'Remove Maya Member' }).click();
  await dialog.getByRole('heading', { name: 'Create Meeting' }).click();
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByText('You need to have at least one attendee to create the meeting')).toBeVisible();
});

test('an Observer sees a meeting but cannot create or edit it; another organization gets not-found', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'owner@demo.local');
  await page.goto('/meetings');
  const link = page.getByRole('link', { name: 'Leadership Team', exact: true });
  const href = (await link.getAttribute('href')) as string;
  const meetingId = href.split('/')[2] as string;

  const observer = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signInAs(observer, 'observer@demo.local');
  await observer.goto(href);
  await expect(observer.getByRole('heading', { name: 'Leadership Team' })).toBeVisible();
  await expect(observer.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(observer.getByRole('button', { name: 'Change owner' })).toHaveCount(0);
  await observer.goto('/meetings');
  await expect(observer.getByRole('button', { name: 'Create meeting' })).toHaveCount(0);
  await observer.goto('/meeting/new');
  await expect(observer.getByText('Observers can view meetings but cannot create them.')).toBeVisible();
  const write = await observer.request.put(`/api/v2/meeting/${meetingId}/color-tag`, { data: { colorTag: 'Blue' } });
  expect(write.status()).toBe(403);
  await observer.close();

  const outsider = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signUp(outsider, uniqueEmail('outsider'));
  await outsider.getByRole('button', { name: 'Create organization' }).click();
  await outsider.getByLabel('Organization Name').fill('Elsewhere Inc');
  await outsider.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(outsider.getByRole('button', { name: /Organization: Elsewhere Inc/ })).toBeVisible();
  await outsider.goto(href);
  await expect(outsider.getByText('Meeting not found')).toBeVisible();
  for (const path of [`meeting/${meetingId}`, `meeting/${meetingId}/ics`, `meeting/${meetingId}/history`]) {
    expect((await outsider.request.get(`/api/v2/${path}`)).status()).toBe(404);
  }
  await outsider.close();
});
