import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInAs } from '../support.ts';

// The widget dashboard end to end (issue 19): the demo member's default widgets over their real data,
// adding and filtering widgets, the limit of four a type, a layout that survives a reload and follows
// the person to another browser, and widgets that change live.

const MEMBER = 'member@demo.local';
const OWNER = 'owner@demo.local';
const OBSERVER = 'observer@demo.local';

async function signedIn(browser: Browser, email: string, width = 1440): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 1100 } });
  await signInAs(page, email);
  return page;
}

const widget = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The layout is saved a second after the last change: wait for that call. */
const saved = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/v2/dashboard') && r.request().method() === 'PUT' && r.ok());

/** Back to the default widgets, so each test starts from the same dashboard whatever ran before. */
async function resetDashboard(page: Page): Promise<void> {
  expect((await page.request.post('/api/v2/default-dashboard')).ok()).toBe(true);
  await page.goto('/');
  await expect(widget(page, 'To-Dos · Mine')).toBeVisible();
}

type Box = { x: number; y: number; width: number; height: number } | null;
/** The same grid cells: pixels may differ by a scrollbar's width while the page settles. */
function expectSamePlace(actual: Box, expected: Box): void {
  for (const side of ['x', 'y', 'width', 'height'] as const)
    expect(Math.abs((actual?.[side] ?? -1e3) - (expected?.[side] ?? 1e3))).toBeLessThan(16);
}

async function addWidget(page: Page, type: string, choose?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByRole('button', { name: 'Add Widget' }).click();
  await page.getByRole('dialog', { name: 'Choose Widget' }).getByRole('button', { name: type }).click();
  if (!choose) return;
  const filters = page.getByRole('dialog', { name: 'Choose filters' });
  await choose(filters);
  await filters.getByRole('button', { name: 'Add Widget' }).click();
  await expect(filters).toBeHidden();
}

test("a member's first visit shows their own work; they add Rocks of Others, and a fifth To-Dos widget is refused", async ({
  browser,
}) => {
  const page = await signedIn(browser, MEMBER);
  await resetDashboard(page);
  for (const name of [
    'Meetings',
    'To-Dos · Mine',
    'Rocks · Mine',
    'Measurables',
    'Issues · Mine',
    'Headlines · To Review',
  ])
    await expect(widget(page, name)).toBeVisible();
  await expect(widget(page, 'Meetings').getByText('Leadership Team')).toBeVisible();
  await expect(widget(page, 'To-Dos · Mine').getByText('Send the pricing proposal to Acme')).toBeVisible();
  await expect(widget(page, 'Rocks · Mine').getByText('Launch the customer portal')).toBeVisible();
  await expect(widget(page, 'Issues · Mine').getByText('Website leads are not followed up')).toBeVisible();
  await expect(widget(page, 'Measurables').getByText('New leads')).toBeVisible();
  // Mine: nobody else's Rock.
  await expect(widget(page, 'Rocks · Mine').getByText('Close three enterprise deals')).toBeHidden();

  await addWidget(page, 'Rocks', async (filters) => {
    await filters.getByRole('checkbox', { name: 'Mine' }).uncheck();
    await filters.getByRole('checkbox', { name: 'Others' }).check();
  });
  const others = widget(page, 'Rocks · Others');
  await expect(others.getByText('Close three enterprise deals')).toBeVisible();
  await expect(others.getByText('Launch the customer portal')).toBeHidden();

  for (let n = 0; n < 3; n++) await addWidget(page, 'To-Dos', async () => {});
  await expect(widget(page, 'To-Dos · Mine')).toHaveCount(4);
  const save = saved(page);
  await page.getByRole('button', { name: 'Add Widget' }).click();
  const choose = page.getByRole('dialog', { name: 'Choose Widget' });
  await expect(choose.getByText('(Max number of widgets reached for To-Dos)')).toBeVisible();
  await expect(choose.getByRole('button', { name: /^To-Dos/ })).toBeDisabled();
  await page.keyboard.press('Escape');
  await save;

  await page.reload();
  await expect(widget(page, 'Rocks · Others').getByText('Close three enterprise deals')).toBeVisible();
  await expect(widget(page, 'To-Dos · Mine')).toHaveCount(4);
  await page.close();
});

test('dragging and resizing survive a reload and show in another browser', async ({ browser }) => {
  const page = await signedIn(browser, MEMBER);
  await resetDashboard(page);
  const measurables = widget(page, 'Measurables');
  const meetings = widget(page, 'Meetings');
  const before = await measurables.boundingBox();
  const target = await meetings.boundingBox();
  if (!before || !target) throw new Error('widgets not laid out');

  // Drag the Measurables widget by its title bar to where Meetings is: they trade places.
  let save = saved(page);
  const handle = measurables.locator('.widget-drag-handle');
  const grip = await handle.boundingBox();
  if (!grip) throw new Error('no drag handle');
  await page.mouse.move(grip.x + 40, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + 60, target.y + 10, { steps: 12 });
  await page.mouse.move(target.x + 40, target.y + 10, { steps: 4 });
  await page.mouse.up();
  await save;
  const moved = await measurables.boundingBox();
  expect(moved?.x).toBeLessThan(before.x - 100);
  expect(moved?.y).toBeLessThan(before.y - 100);

  // Resize it from its corner: two columns wider.
  save = saved(page);
  const corner = page.getByTestId('widget-measurables-1').locator('.react-resizable-handle-se');
  await page.getByTestId('widget-measurables-1').hover();
  const c = await corner.boundingBox();
  if (!c) throw new Error('no resize handle');
  await page.mouse.move(c.x + c.width / 2, c.y + c.height / 2);
  await page.mouse.down();
  await page.mouse.move(c.x + 120, c.y + 60, { steps: 10 });
  await page.mouse.move(c.x + 240, c.y + 60, { steps: 10 });
  await page.mouse.up();
  await save;
  const resized = await measurables.boundingBox();
  expect(resized?.width).toBeGreaterThan((moved?.width ?? 0) + 100);

  await page.reload();
  await expect(measurables).toBeVisible();
  expectSamePlace(await measurables.boundingBox(), resized);

  const elsewhere = await signedIn(browser, MEMBER);
  await expect(widget(elsewhere, 'Measurables')).toBeVisible();
  expectSamePlace(await widget(elsewhere, 'Measurables').boundingBox(), resized);

  // The keyboard way: the widget's menu moves it down.
  save = saved(elsewhere);
  await widget(elsewhere, 'Measurables').getByRole('button', { name: 'Measurables widget options' }).click();
  await elsewhere.getByRole('menuitem', { name: 'Move down' }).click();
  await elsewhere.keyboard.press('Escape');
  await save;
  expect((await widget(elsewhere, 'Measurables').boundingBox())?.y).toBeGreaterThan((resized?.y ?? 0) + 100);
  await page.close();
  await elsewhere.close();
});

test('a colleague completes my To-Do and my widget drops it live; an Observer sees widgets without controls', async ({
  browser,
}) => {
  const member = await signedIn(browser, MEMBER);
  await resetDashboard(member);
  const session = await (await member.request.get('/api/v2/session')).json();
  const meetings = await (await member.request.post('/api/v2/my-meetings', { data: {} })).json();
  const tractionId = meetings.items.find((m: { title: string }) => m.title === 'Leadership Team').id as string;
  const title = `Call the auditor ${Date.now().toString(36)}`;
  const created = await member.request.post('/api/v2/todos', {
    data: { title, ownerIds: [session.user.personId], dueDate: '2030-01-31', tractionId },
  });
  expect(created.ok()).toBe(true);
  const todos = widget(member, 'To-Dos · Mine');
  await expect(todos.getByText(title)).toBeVisible();

  const owner = await signedIn(browser, OWNER);
  await owner.goto('/meetings');
  await owner.getByRole('link', { name: 'Leadership Team', exact: true }).click();
  await owner
    .getByRole('region', { name: 'To-Dos', exact: true })
    .getByRole('checkbox', { name: `Complete: ${title}` })
    .check();
  // No reload: the live-update hub refreshes the widget.
  await expect(todos.getByText(title)).toBeHidden({ timeout: 5_000 });

  // An Observer arranges their own dashboard, but what the widgets show they only read.
  const observer = await signedIn(browser, OBSERVER);
  await resetDashboard(observer);
  await addWidget(observer, 'Rocks', async (filters) => {
    await filters.getByRole('checkbox', { name: 'Others' }).check();
  });
  const rocks = widget(observer, 'Rocks');
  await expect(rocks.getByText('Close three enterprise deals')).toBeVisible();
  await expect(rocks.getByRole('combobox')).toHaveCount(0);
  await expect(widget(member, 'Rocks · Mine').getByRole('combobox').first()).toBeVisible();
  await expect(observer.getByRole('button', { name: 'Add Widget' })).toBeEnabled();
  await expect(observer.getByRole('checkbox')).toHaveCount(0);
  await member.close();
  await owner.close();
  await observer.close();
});

test("this week's number typed into the measurables widget shows in the meeting's Scorecard", async ({ browser }) => {
  const member = await signedIn(browser, MEMBER);
  await resetDashboard(member);
  const cell = widget(member, 'Measurables').getByRole('textbox', { name: /^New leads, week of / });
  await cell.fill('47');
  await cell.press('Tab');
  // New leads >= 40: on track, coloured as the grid colours it.
  await expect(cell.locator('xpath=ancestor::td[1]')).toContainText('on track');

  const owner = await signedIn(browser, OWNER);
  await owner.goto('/meetings');
  await owner.getByRole('link', { name: 'Leadership Team', exact: true }).click();
  const grid = owner.getByRole('textbox', { name: /^New leads, week of / }).last();
  await expect(grid).toHaveValue('47');

  // Put the week back as it was, for the Scorecard's own tests.
  await cell.fill('');
  await cell.press('Tab');
  await expect(grid).toHaveValue('', { timeout: 5_000 });
  await member.close();
  await owner.close();
});
