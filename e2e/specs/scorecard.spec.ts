import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInAs } from '../support.ts';

// The meeting's Scorecard in a real browser: numbers typed like a spreadsheet, coloured by the goal,
// seen by a colleague without reloading; a measurable turned into an issue; the trend chart.

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
  await signInAs(page, email, '/meetings');
  await page.getByRole('link', { name: 'Leadership Team', exact: true }).click();
  await expect(page.getByRole('table').getByText('Revenue', { exact: true })).toBeVisible();
  return page;
}

/** This week's cell of a measurable: the last week column of its row. */
function thisWeek(page: Page, title: string) {
  return page.getByRole('textbox', { name: new RegExp(`^${title}, week of `) }).last();
}

test('numbers typed with the keyboard save, colour by the goal and reach a colleague', async ({ browser }) => {
  const member = await signedIn(browser, 'member@demo.local');
  const owner = await signedIn(browser, 'owner@demo.local');

  const leads = thisWeek(member, 'New leads');
  await leads.click();
  await member.keyboard.type('5x2');
  await expect(leads).toHaveValue('52');
  // Enter saves and moves down to the next measurable's same week.
  await member.keyboard.press('Enter');
  await expect(thisWeek(member, 'Customer churn')).toBeFocused();
  await member.keyboard.type('3.5');
  await member.keyboard.press('Enter');

  // New leads >= 40: on track; Customer churn <= 2%: off track.
  const cellOf = (page: Page, title: string) => thisWeek(page, title).locator('xpath=ancestor::td[1]');
  await expect(cellOf(member, 'New leads')).toContainText('on track');
  await expect(cellOf(member, 'Customer churn')).toContainText('off track');

  // The colleague's open Scorecard refreshes about 1.5 s after the last change.
  await expect(thisWeek(owner, 'New leads')).toHaveValue('52', { timeout: 5_000 });
  await expect(thisWeek(owner, 'Customer churn')).toHaveValue('3.5%', { timeout: 5_000 });
  await expect(cellOf(owner, 'Customer churn')).toContainText('off track');

  // Off track: the owner turns it into an issue for the meeting.
  await owner.getByRole('button', { name: 'Actions for Customer churn' }).click();
  await owner.getByRole('menuitem', { name: 'Add as issue' }).click();
  await expect(owner.getByText('Created: Customer churn')).toBeVisible();
  await expect(
    owner
      .getByRole('region', { name: 'Issues', exact: true })
      .getByRole('button', { name: 'Customer churn', exact: true }),
  ).toBeVisible();

  await owner.getByRole('button', { name: 'Actions for Revenue' }).click();
  await owner.getByRole('menuitem', { name: 'Trend' }).click();
  await expect(owner.getByRole('dialog', { name: 'Trend: Revenue' })).toBeVisible();
  await Promise.all([member.close(), owner.close()]);
});

test('a measurable in Yen allows no decimals, and a new one joins the grid', async ({ browser }) => {
  const page = await signedIn(browser, 'member@demo.local');
  await page.getByRole('button', { name: 'Add measurable' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Measurable' });
  const title = `Deals closed ${Date.now().toString(36)}`;
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await dialog.getByRole('combobox', { name: 'Owners', exact: true }).click();
  await page.getByRole('option', { name: /Maya Member/ }).click();
  await dialog.getByRole('heading', { name: 'Add Measurable' }).click();
  await dialog.getByRole('textbox', { name: 'Goal value', exact: true }).fill('12a.5');
  await expect(dialog.getByRole('textbox', { name: 'Goal value', exact: true })).toHaveValue('12.5');

  await dialog.getByRole('combobox', { name: 'Unit', exact: true }).click();
  await page.getByRole('option', { name: /Yen/ }).click();
  await dialog.getByRole('combobox', { name: 'Decimal places', exact: true }).click();
  await expect(page.getByRole('option')).toHaveText(['0']);
  await page.keyboard.press('Escape');
  await expect(dialog.getByText('Goal: > ¥13')).toBeVisible();

  await dialog.getByRole('combobox', { name: 'Unit', exact: true }).click();
  await page.getByRole('option', { name: 'Number', exact: true }).click();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(`Created: ${title}`)).toBeVisible();
  await expect(page.getByRole('table').getByText(title)).toBeVisible();

  // Thirteen weeks typed with the keyboard alone: Tab moves on to the next week and saves the last.
  const cells = page.getByRole('textbox', { name: new RegExp(`^${title}, week of `) });
  await expect(cells).toHaveCount(13);
  await cells.first().click();
  for (let week = 1; week <= 13; week += 1) {
    await page.keyboard.type(String(10 + week));
    await page.keyboard.press('Tab');
  }
  await expect(cells.last()).toHaveValue('23');

  // Saved: after a reload every week shows what was typed.
  await page.reload();
  await expect(cells.first()).toHaveValue('11');
  for (const [i, value] of Array.from({ length: 13 }, (_, i) => String(11 + i)).entries()) {
    await expect(cells.nth(i)).toHaveValue(value);
  }
  await page.close();
});

test('the owner drags a measurable to another place, by mouse and by keyboard, and the order is kept', async ({
  browser,
}) => {
  const page = await signedIn(browser, 'owner@demo.local');
  const scorecard = page.getByRole('table', { name: /^Scorecard/ });
  const titles = () =>
    scorecard
      .getByRole('rowheader')
      .evaluateAll((cells) => cells.map((c) => c.querySelector('button')?.textContent ?? ''));
  const before = await titles();
  expect(before.length).toBeGreaterThanOrEqual(3);

  // Mouse: pick up the first row's handle and drop it below the second row.
  const handle = page.getByRole('button', { name: `Move ${before[0]}`, exact: true });
  const second = scorecard.getByRole('rowheader').nth(1);
  // The mouse only reaches what is on screen.
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await second.boundingBox();
  if (!from || !to) throw new Error('rows not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Past the library's 5 px "sloppy click" threshold first, then in steps to the target.
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height * 0.9, { steps: 15 });
  await page.mouse.up();
  const afterMouse = [before[1], before[0], ...before.slice(2)];
  await expect.poll(titles).toEqual(afterMouse);

  // Keyboard: Space lifts, ArrowDown moves one place, Space drops.
  const moved = page.getByRole('button', { name: `Move ${afterMouse[2]}`, exact: true });
  await moved.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Lifted the measurable in place 3.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Now in place 2.')).toBeAttached();
  await page.keyboard.press('Space');
  const afterKeys = [afterMouse[0], afterMouse[2], afterMouse[1], ...afterMouse.slice(3)];
  await expect.poll(titles).toEqual(afterKeys);

  // Saved: a reload shows the new order.
  await page.reload();
  await expect(page.getByRole('table').getByText('Revenue', { exact: true })).toBeVisible();
  await expect.poll(titles).toEqual(afterKeys);

  await page.close();
});

/** This week's column header as the grid writes it: its Monday, 'MMM D', in the browser's calendar. */
function thisWeekLabel(): string {
  const today = new Date();
  const monday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - ((today.getDay() + 6) % 7));
  return monday.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}

for (const width of [1440, 375]) {
  test(`the Scorecard opens with this week in view at ${width} px, the goal with the names`, async ({ browser }) => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await signInAs(page, 'member@demo.local', '/meetings');
    await page.getByRole('link', { name: 'Leadership Team', exact: true }).first().click();
    const grid = page.getByRole('region', { name: 'Scorecard numbers' }).getByRole('table');
    await grid.scrollIntoViewIfNeeded();
    const header = grid.getByRole('columnheader', { name: thisWeekLabel(), exact: true });
    await expect(header).toBeInViewport({ ratio: 1 });
    // The goal in view too: its own kept column, or on a phone under the measurable's name.
    if (width > 600) await expect(grid.getByRole('columnheader', { name: 'Goal', exact: true })).toBeInViewport();
    else await expect(grid.getByText('Goal >= $250.00k')).toBeInViewport();
    await expect(grid.getByRole('rowheader', { name: /Revenue/ })).toBeInViewport();
    // This week's number can be typed straight away, without scrolling sideways first.
    await expect(
      page.getByRole('textbox', { name: `Revenue, week of ${thisWeekLabel()}`, exact: true }),
    ).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.close();
  });
}
