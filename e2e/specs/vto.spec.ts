import { type Browser, expect, type Page, test } from '@playwright/test';
import { gotoLive, signInAs } from '../support.ts';

// Two leadership members build a V/TO together in the demo organization, each seeing the other's
// changes arrive; the Observer (outside the leadership team) reads it without the LT-only revenue and
// cannot change anything; it is published and downloaded as a PDF.

async function signedIn(browser: Browser, email: string, width = 1440): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 1000 } });
  await signInAs(page, email);
  return page;
}

const part = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('two leadership members build a V/TO together; the Observer reads it without LT-only figures', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const olivia = await signedIn(browser, 'owner@demo.local');
  const adam = await signedIn(browser, 'admin@demo.local', 1024);

  // Olivia starts a new V/TO in the company folder and renames it.
  await olivia.goto('/vto');
  await olivia.getByRole('button', { name: 'New V/TO' }).first().click();
  await expect(olivia).toHaveURL(/\/vto\/detail\//);
  const path = new URL(olivia.url()).pathname.replace(/\/(vision|traction)$/, '');
  await gotoLive(adam, path);

  // A core value from Olivia appears on Adam's screen.
  const values = part(olivia, 'Core Values');
  await values.getByRole('textbox', { name: 'New core value' }).fill('Help first');
  await values.getByRole('button', { name: 'Add' }).click();
  await expect(part(adam, 'Core Values').getByRole('textbox', { name: 'Core value 1' })).toHaveValue('Help first');

  // Adam starts the core focus and writes its niche; Olivia sees it.
  await part(adam, 'Core Focus').getByRole('button', { name: 'Start the core focus' }).click();
  await part(adam, 'Core Focus').getByRole('textbox', { name: 'Niche' }).fill('Scheduling for mid-size plants');
  await expect(part(olivia, 'Core Focus').getByRole('textbox', { name: 'Niche' })).toHaveValue(
    'Scheduling for mid-size plants',
    { timeout: 5_000 },
  );

  // Olivia starts the 3-year picture: revenue of $25M, for the leadership team only.
  const picture = part(olivia, '3-Year Picture');
  await picture.getByRole('button', { name: 'Start the 3-year picture' }).click();
  const revenue = picture.getByRole('group', { name: 'Revenue' });
  await revenue.getByRole('textbox', { name: 'Value' }).fill('25');
  await revenue.getByRole('switch', { name: 'Leadership team only' }).check();
  await expect(picture.getByText('Saved')).toBeVisible();

  // Oscar the Observer is not on the leadership team: he reads the V/TO, not the revenue, and edits nothing.
  const oscar = await signedIn(browser, 'observer@demo.local', 375);
  await oscar.goto(path);
  await expect(part(oscar, 'Core Values').getByText('Help first')).toBeVisible();
  await expect(part(oscar, '3-Year Picture').getByText('Visible to the leadership team only')).toBeVisible();
  await expect(oscar.getByText('$25', { exact: false })).toHaveCount(0);
  await expect(oscar.getByRole('textbox', { name: 'New core value' })).toHaveCount(0);
  expect(await oscar.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Olivia publishes it: Final, on every screen.
  await olivia.getByRole('button', { name: 'Actions' }).click();
  await olivia.getByRole('menuitem', { name: 'Publish as Final' }).click();
  await expect(adam.getByText('Final', { exact: true })).toBeVisible();

  // The PDF: the organization, the title, Final, and the core value (the text is checked in the server tests).
  const [collectionId, revisionId] = path.split('/').slice(-2);
  const pdf = await olivia.request.get(`/api/v2/vto/collection/${collectionId}/revision/${revisionId}/pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await Promise.all([olivia.close(), adam.close(), oscar.close()]);
});
