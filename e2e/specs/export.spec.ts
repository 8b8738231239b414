import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { type AppNode, ROOT, startAppNode } from '../appNode.ts';
import { axeViolations } from '../axe.ts';
import { createOrg, OWNER, shoot, signedInAt } from '../support.ts';

// The whole-organization export (issue 22 item 5) on an app node of its own: the demo Owner downloads
// the export in the browser (the zip holds the demo organization's Rocks), creates a new organization,
// restores the export there and finds the Rocks and the meeting again. The Export tab, the chosen
// file, the confirmation and the result pass axe at 375 and 1440 px.

const DATA_DIR = path.join(ROOT, 'e2e/.test-data-export');
let node: AppNode;

test.beforeAll(async () => {
  node = await startAppNode({ port: 3272, dataDir: DATA_DIR, fresh: true });
});
test.afterAll(() => node?.stop());

/** The screen at 375 and at 1440 px: what matters in view, nothing wider than the window, no axe violation. */
async function checkScreen(page: Page, name: string, shown: Locator): Promise<void> {
  const menu = page.getByRole('button', { name: 'Toggle menu' });
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    // A phone shows the page with the menu folded away (it covers the page when open).
    const dialogOpen = await page.getByRole('dialog', { name: 'Restore this export?' }).isVisible();
    const fold = width < 576 && !dialogOpen && (await menu.getAttribute('aria-expanded')) === 'true';
    if (fold) {
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
    }
    await shown.scrollIntoViewIfNeeded();
    await expect(shown).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, `export-${name}-${width}`);
    if (fold) await menu.click();
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

const currentOrgId = async (page: Page) =>
  ((await (await page.request.get('/api/v2/session')).json()) as { orgId: string }).orgId;

test('the Owner downloads everything, and restores it into a new organization', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await signedInAt(browser, node.url, OWNER);
  const demoId = await currentOrgId(page);
  await page.goto(`/org/detail/${demoId}/detail`);
  await page.getByRole('tab', { name: 'Export' }).click();
  await expect(page).toHaveURL(/\/org\/detail\/.+\/export$/);
  const downloadButton = page.getByRole('button', { name: 'Download everything' });
  await expect(page.getByTestId('export-counts')).toContainText('What it holds now: people 4, meetings 1, Rocks 3');
  // The demo organization has work in it: no restore here, and it says why.
  await expect(page.getByText(/only into an organization without meetings or items/)).toBeVisible();
  await checkScreen(page, 'tab', downloadButton);

  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  const today = new Date().toISOString().slice(0, 10);
  expect(download.suggestedFilename()).toBe(`demo-company-${today}.zip`);
  const zipPath = path.join(DATA_DIR, download.suggestedFilename());
  await download.saveAs(zipPath);
  await expect(page.getByText(`Export downloaded: demo-company-${today}.zip`)).toBeVisible();
  const files = unzipSync(new Uint8Array(readFileSync(zipPath)));
  const rocks = JSON.parse(strFromU8(files['json/rocks.json'] as Uint8Array)) as { title: string }[];
  expect(rocks.map((r) => r.title).sort()).toEqual([
    'Close three enterprise deals',
    'Hire a head of support',
    'Launch the customer portal',
  ]);
  expect(strFromU8(files['csv/rocks.csv'] as Uint8Array)).toContain('Close three enterprise deals,Olivia Owner');

  // A new, empty organization: the restore is offered there.
  await page.getByRole('button', { name: /Organization: Demo Company/ }).click();
  await page.getByRole('menuitem', { name: 'Create organization' }).click();
  await createOrg(page, 'Fresh Start');
  await expect(page.getByRole('button', { name: /Organization: Fresh Start/ })).toBeVisible();
  const freshId = await currentOrgId(page);
  expect(freshId).not.toBe(demoId);
  await page.goto(`/org/detail/${freshId}/export`);
  await expect(page.getByTestId('export-counts')).toContainText('What it holds now: people 1, meetings 0, Rocks 0');
  const restoreButton = page.getByRole('button', { name: 'Restore', exact: true });
  await expect(restoreButton).toBeDisabled();
  // A file that is no export: refused with the reason, nothing restored.
  const bogus = path.join(DATA_DIR, 'holiday-photos.zip');
  writeFileSync(bogus, 'these are not the files you are looking for');
  await page.getByLabel('Export file').setInputFiles(bogus);
  await restoreButton.click();
  const confirm = page.getByRole('dialog', { name: 'Restore this export?' });
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(confirm).toBeHidden();
  const refused = page.getByText('This file is not a zip file. Choose the .zip file an export downloaded.');
  await expect(refused).toBeVisible();
  await checkScreen(page, 'restore-refused', refused);
  await page.getByLabel('Export file').setInputFiles(zipPath);
  await expect(page.getByTestId('export-file')).toContainText(`Selected: demo-company-${today}.zip`);
  await checkScreen(page, 'restore-chosen', restoreButton);

  await restoreButton.click();
  const dialog = page.getByRole('dialog', { name: 'Restore this export?' });
  await checkScreen(page, 'restore-confirm', dialog.getByRole('button', { name: 'Restore' }));
  await dialog.getByRole('button', { name: 'Restore' }).click();
  const result = page.getByTestId('export-restore-result');
  await expect(result).toContainText(
    'Restored: meetings 1, Rocks 3, To-Dos 3, Issues 3, Headlines 2, measurables 6. People already here: 1; added as invited: 3.',
  );
  await checkScreen(page, 'restore-done', result);
  // The organization took the export's name.
  await expect(page.getByRole('button', { name: /Organization: Demo Company/ })).toBeVisible();
  expect(await currentOrgId(page)).toBe(freshId);

  // The restored organization's meeting and Rocks, in the app.
  await page.goto('/meetings');
  await page.getByRole('link', { name: 'Leadership Team', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Leadership Team', level: 1 })).toBeVisible();
  const rockList = page.getByRole('region', { name: 'Rocks', exact: true });
  for (const title of ['Close three enterprise deals', 'Hire a head of support', 'Launch the customer portal']) {
    await expect(rockList.getByText(title, { exact: true })).toBeVisible();
  }
  await shoot(page, 'export-restored-meeting-1440');

  // Now it holds work: a second restore is not offered.
  await page.goto(`/org/detail/${freshId}/export`);
  await expect(page.getByText(/only into an organization without meetings or items/)).toBeVisible();
  await page.context().close();
});
