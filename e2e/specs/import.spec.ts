import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { type AppNode, ROOT, startAppNode } from '../appNode.ts';
import { axeViolations } from '../axe.ts';
import { OWNER, shoot, signedInAt } from '../support.ts';

// CSV import (issue 22 item 4) on an app node of its own with a fresh demo organization: the Owner
// imports the Ninety-style file of 200 Rocks and To-Dos (server/test/fixtures/import), sees the six bad
// rows flagged in the preview, imports skipping them, watches the progress and the result, and finds
// the imported Rocks and To-Dos in the meeting. The steps pass axe at 375 and 1440 px, and the page
// never scrolls sideways (the preview table scrolls inside its own box).

const DATA_DIR = path.join(ROOT, 'e2e/.test-data-import');
const NINETY_200 = path.join(ROOT, 'server/test/fixtures/import/ninety/rocks-and-todos.csv');
let node: AppNode;

test.beforeAll(async () => {
  node = await startAppNode({ port: 3271, dataDir: DATA_DIR, fresh: true });
});
test.afterAll(() => node?.stop());

const signedIn = (browser: Browser, width: number) => signedInAt(browser, node.url, OWNER, width);

/** Nothing wider than the window, no axe violation, a picture. */
async function checkScreen(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 1440;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  expect(await axeViolations(page)).toEqual([]);
  // From the top: a full-page picture of a scrolled page repeats the fixed header over the content.
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, `import-${name}-${width}`);
}

/** Organization settings -> Import, then the Ninety file of Rocks and To-Dos up to its preview. */
async function previewNinetyFile(page: Page, width: number): Promise<void> {
  const { orgId } = (await (await page.request.get('/api/v2/session')).json()) as { orgId: string };
  await page.goto(`/org/detail/${orgId}/detail`);
  await page.getByRole('tab', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\/org\/detail\/.+\/import$/);
  await expect(page.getByRole('radio', { name: /Ninety/ })).toBeChecked();
  await expect(page.getByRole('combobox', { name: /What does the file hold/ })).toHaveValue(
    'Rocks, To-Dos, Issues and Headlines (a Type column)',
  );
  await checkScreen(page, 'source');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.locator('input[type="file"]').setInputFiles(NINETY_200);
  await expect(page.getByTestId('import-file')).toHaveText(/^rocks-and-todos\.csv \(\d+\.\d KB\)$/);
  await checkScreen(page, 'file');
  await page.getByRole('button', { name: 'Next' }).click();

  const meeting = page.getByRole('combobox', { name: 'Meeting the items go to' });
  await meeting.click();
  await page.getByRole('option', { name: 'Leadership Team' }).click();
  await expect(meeting).toHaveValue('Leadership Team');
  await checkScreen(page, 'meeting');
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page.getByText('Rows: 200. Ready: 194. With problems: 6.')).toBeVisible();
  expect(width).toBeGreaterThan(0);
}

test('the Owner imports 200 Ninety Rocks and To-Dos: the bad rows flagged, skipped, the progress, the result, the meeting', async ({
  browser,
}) => {
  const page = await signedIn(browser, 1440);
  await previewNinetyFile(page, 1440);
  const table = page.getByRole('table', { name: 'Rows of the file' });
  // A page of 50 rows; row 22's unknown owner flagged inline.
  await expect(table.getByRole('row')).toHaveCount(51);
  await expect(table.getByText('Owner: Unknown owner: nobody in the organization is called Zed Unknown')).toBeVisible();
  await expect(page.getByText('People to invite: 1')).toBeVisible();
  await checkScreen(page, 'preview');

  // Only the rows with problems: exactly the six bad rows, each with its reason.
  await page.getByText('Rows with problems', { exact: true }).click();
  const rowNumbers = table.locator('tbody tr td:first-child');
  await expect(rowNumbers).toHaveText(['22', '43', '65', '86', '107', '148']);
  await expect(table.getByText('Due Date: Not a date: 31/31/2026.', { exact: false })).toBeVisible();
  await expect(table.getByText('Progress: Not a number: sixty.')).toBeVisible();
  await expect(table.getByText('Title: The title is missing.')).toBeVisible();
  await expect(table.getByText('Title: Too long: at most 100 characters.')).toBeVisible();
  await checkScreen(page, 'preview-problems');

  // The import waits for the choice to skip them.
  const start = page.getByRole('button', { name: 'Import the rows (194)' });
  await expect(start).toBeDisabled();
  await page.getByRole('switch', { name: 'Skip the rows with problems (6)' }).check();
  await expect(start).toBeEnabled();

  // The server's answer held back until the progress bar has been seen; the answer streams progress.
  let streamed = '';
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v2/import', async (route) => {
    const response = await route.fetch();
    streamed = await response.text();
    await released;
    await route.fulfill({ response, body: streamed });
  });
  await start.click();
  // The progress bar while the server works (its events arrive with the held answer).
  await expect(page.getByText('0 of 194 rows imported')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: '0 of 194 rows imported' })).toBeAttached();
  await shoot(page, 'import-progress-1440');
  release();
  const result = page.getByTestId('import-result');
  await expect(result).toBeVisible({ timeout: 30_000 });
  expect(streamed).toContain('event: progress');
  expect(streamed).toContain('data: {"done":194,"total":194}');
  await expect(result.getByText('Rocks: 97')).toBeVisible();
  await expect(result.getByText('To-Dos: 97')).toBeVisible();
  await expect(result.getByText('People invited: 1')).toBeVisible();
  await expect(result.getByText('Rows with problems left out: 6')).toBeVisible();
  await checkScreen(page, 'result');

  // The meeting holds them.
  await page.getByRole('link', { name: 'Open Leadership Team' }).click();
  await expect(page).toHaveURL(/\/traction\//);
  await expect(page.getByText('Plan onboarding checklist #1').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Document the customer portal #2').first()).toBeVisible();
  await shoot(page, 'import-meeting-1440');
});

test('on a phone the import steps fit the screen and the preview table scrolls in its own box', async ({ browser }) => {
  const page = await signedIn(browser, 375);
  await previewNinetyFile(page, 375);
  const box = page.locator('.mantine-Table-scrollContainer, [class*="ScrollContainer"]').first();
  await expect(box).toBeVisible();
  // The table is wider than the phone; only its box scrolls.
  expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await checkScreen(page, 'preview');
});

test('Other CSV: the mapping step proposes fields from the headers and the user completes it', async ({ browser }) => {
  // On a phone first (the menu closed), then on a desktop screen.
  const page = await signedIn(browser, 375);
  const { orgId } = (await (await page.request.get('/api/v2/session')).json()) as { orgId: string };
  await page.goto(`/org/detail/${orgId}/import`);
  await page.getByRole('radio', { name: /Other CSV/ }).check();
  await page.getByRole('combobox', { name: /What does the file hold/ }).click();
  await page.getByRole('option', { name: 'To-Dos', exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page
    .locator('input[type="file"]')
    .setInputFiles(path.join(ROOT, 'server/test/fixtures/import/generic/action-items.csv'));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('combobox', { name: 'Deadline' })).toHaveValue('Due date');
  await expect(page.getByRole('combobox', { name: 'Action item' })).toHaveValue('Leave out');
  for (const [column, field] of [
    ['Action item', 'Title'],
    ['Responsible', "Owner's name"],
    ['Responsible e-mail', "Owner's email"],
    ['Group', 'Meeting (team)'],
  ]) {
    await page.getByRole('combobox', { name: column, exact: true }).click();
    await page.getByRole('option', { name: field, exact: true }).click();
  }
  await expect(page.getByText('7 of 7 columns will be imported', { exact: false })).toBeVisible();
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await checkScreen(page, 'columns');
  }
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page.getByText('Rows: 3. Ready: 2. With problems: 1.')).toBeVisible();
  await expect(page.getByText('Deadline: Not a date: 02/30/2027.', { exact: false })).toBeVisible();
});
