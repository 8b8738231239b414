import { expect, type Page, test } from '@playwright/test';
import { createOrg, signUp, uniqueEmail } from '../support.ts';

// Titles at their limit, written as one unbroken word (the worst case for a layout), on every list of
// a meeting and in the meetings table: the page never scrolls sideways. A title typed past the limit
// says so instead of being cut silently.

const LIMIT = 100;
const longWord = (prefix: string) => `${prefix}${'W'.repeat(LIMIT - prefix.length)}`;

async function api(page: Page, url: string, data: unknown) {
  const res = await page.request.post(`/api/v2/${url}`, { data });
  if (!res.ok()) throw new Error(`POST ${url}: ${res.status()} ${(await res.text()).slice(0, 300)}`);
  return res.json();
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('titles at their limit wrap on every list at 375 and 1440 px; typing past the limit says so', async ({ page }) => {
  await signUp(page, uniqueEmail('long-titles'));
  await page.getByRole('button', { name: 'Create organization' }).click();
  await createOrg(page, 'Long Titles Ltd');
  const session = await (await page.request.get('/api/v2/session')).json();
  const personId: string = session.user.personId;

  const { meeting } = await api(page, 'meetings', {
    title: longWord('Meeting'),
    cadence: 'Weekly',
    date: '2030-01-07',
    time: '09:00',
    timeZone: 'UTC',
    inviteeIds: [personId],
    agenda: { name: 'Level 10 Meeting', type: 'Level10', items: [{ type: 'Segue', name: 'Segue', minutes: 5 }] },
  });
  const tractionId = meeting.id;
  const owned = { ownerIds: [personId], tractionId };
  await api(page, 'todos', { ...owned, title: longWord('Todo'), dueDate: '2030-01-07' });
  await api(page, 'issues', { ...owned, title: longWord('Issue') });
  await api(page, 'headlines', { ...owned, title: longWord('Headline') });
  await api(page, 'rocks', {
    title: longWord('Rock'),
    ownerId: personId,
    dueDate: '2030-03-31',
    type: 'Company',
    tractionIds: [tractionId],
  });
  const { scorecard } = await api(page, 'scorecard', { tractionId });
  await api(page, `scorecard/${scorecard.id}/add-measurable`, {
    title: longWord('Measurable'),
    goalValue: '10',
    ownerIds: [personId],
  });

  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/meetings');
    await expect(page.getByRole('link', { name: longWord('Meeting') }).first()).toBeVisible();
    expect(await pageWidth(page), `/meetings at ${width} px`).toBeLessThanOrEqual(width);

    await page.goto(`/traction/${tractionId}/${meeting.meetingThreadId}/meetingoverview`);
    for (const title of ['Todo', 'Issue', 'Headline', 'Rock', 'Measurable'].map(longWord)) {
      await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
    }
    expect(await pageWidth(page), `the meeting overview at ${width} px`).toBeLessThanOrEqual(width);
  }

  // Typing (here pasting) 200 characters into a title keeps 100 and says why.
  await page.getByRole('button', { name: 'To-Do', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add To-Do' });
  const title = dialog.getByRole('textbox', { name: 'Title', exact: true });
  await title.fill('x'.repeat(90));
  await expect(dialog.getByText('90/100')).toBeVisible();
  await title.fill('y'.repeat(2 * LIMIT));
  await expect(title).toHaveValue('y'.repeat(LIMIT));
  await expect(dialog.getByText('100 characters at most: anything longer is not kept.')).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(1440);
});
