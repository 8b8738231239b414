import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { pageTexts } from '../../server/src/modules/pdf/drawn-text.ts';
import { createOrg, gotoLive, inviteAndJoin, signUp, uniqueEmail } from '../support.ts';

// Issue 17's done-when: from an empty organization Grace (Owner) and Leo (Member), the leadership team,
// draw their Accountability Chart together: the Visionary and Integrator, three functions with holders
// and five roles each, an assistant, a seat inserted above another, a seat dragged to a new parent (a
// drop onto its own seat refused), notes typed by one and seen live by the other. They publish it,
// copy it, and print three seats to one page and the whole chart across pages. Otto, an Observer,
// sees it read-only on a phone. Bad input is refused with the spec's message.

test.describe.configure({ mode: 'serial' });

const suffix = Date.now().toString(36);
const ORG = `Orbit ${suffix}`;
/** The name support.signUp gives the first person. */
const GRACE = 'Grace Hopper';
let grace: Page;
let leo: Page;
let otto: Page;
let chartPath: string;
let chartTitle: string;
let collectionId: string;
let revisionId: string;

const ROLES = {
  Visionary: ['20 ideas a year', 'Creativity and problem solving', 'Big relationships', 'Culture', 'R&D'],
  Integrator: [
    'Lead, manage, hold accountable',
    'Profit and loss',
    'Business plan',
    'Integrate functions',
    'Resolve issues',
  ],
  'Sales & Marketing': [
    'Lead, manage, hold accountable',
    'Sales and marketing plan',
    'Hit the sales goal',
    'Marketing',
    'Sales process',
  ],
  Operations: [
    'Lead, manage, hold accountable',
    'Customer service',
    'Process management',
    'Making the product',
    'Providing the service',
  ],
  Finance: ['Lead, manage, hold accountable', 'AR and AP', 'Budgeting', 'Reporting', 'Office management'],
} as const;

async function newPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 1000 }, acceptDownloads: true });
  // The print window opens the browser's print dialog; here it only records that it was asked to.
  await context.addInitScript(() => {
    window.print = () => document.documentElement.setAttribute('data-printed', 'yes');
  });
  return context.newPage();
}

/** Grace adds a person with a role and invites them; they sign up on the mailed page and land in the org. */
async function join(browser: Browser, first: string, last: string, role: string, width: number): Promise<Page> {
  const page = await newPage(browser, width);
  await inviteAndJoin(grace, page, { first, last, role }, ORG);
  return page;
}

const card = (page: Page, title: string, holder = 'Open seat') =>
  page.getByRole('group', { name: `${title}: ${holder}` });

async function seatAction(page: Page, title: string, item: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${title}`, exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function headerAction(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Actions', exact: true }).click();
  await page.getByRole('menuitem', { name }).click();
}

/** Fills the open seat popup and saves it; the popup closes with 'Seat Created'. */
async function fillSeat(page: Page, dialog: Locator, title: string, holder: string | null, roles: readonly string[]) {
  await dialog.getByRole('textbox', { name: /Title/ }).fill(title);
  if (holder) {
    await dialog.getByRole('combobox', { name: 'Seat holder' }).click();
    await page.getByRole('option', { name: new RegExp(holder) }).click();
  }
  for (const [index, role] of roles.entries()) {
    await dialog.getByRole('button', { name: 'Add role' }).click();
    await dialog.getByRole('textbox', { name: `Role ${index + 1}`, exact: true }).fill(role);
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Seat Created').last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** The chart as the server keeps it: each seat's title and its parent's title. */
async function parents(page: Page, revision = revisionId): Promise<Record<string, string | null>> {
  const res = await page.request.get(`/api/v2/ac/collection/${collectionId}/revision/${revision}`);
  expect(res.status()).toBe(200);
  const seats = (await res.json()).chart.seats as { id: string; title: string; parentId: string | null }[];
  const title = new Map(seats.map((s) => [s.id, s.title]));
  return Object.fromEntries(seats.map((s) => [s.title, s.parentId ? (title.get(s.parentId) ?? null) : null]));
}

/** Presses on a card's title bar and drops it on another card's middle, in small steps like a hand. */
async function drag(page: Page, from: Locator, to: Locator, release = true): Promise<void> {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('cards not on screen');
  await page.mouse.move(a.x + 40, a.y + 20);
  await page.mouse.down();
  await page.mouse.move(a.x + 60, a.y + 40, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 20 });
  if (release) await page.mouse.up();
}

async function fitView(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Fit the chart to the view' }).click();
}

test('an empty organization: Grace and Leo on the leadership team, Otto an Observer', async ({ browser }) => {
  test.setTimeout(120_000);
  grace = await newPage(browser, 1440);
  await signUp(grace, uniqueEmail('grace'));
  await grace.getByRole('button', { name: 'Create organization' }).click();
  await createOrg(grace, ORG);
  await expect(grace.getByRole('button', { name: `Organization: ${ORG}` })).toBeVisible();
  leo = await join(browser, 'Leo', 'Lead', 'Member', 1440);
  otto = await join(browser, 'Otto', 'Watch', 'Observer', 375);

  // The leadership team is the Leadership Team meeting's people: their seats carry the LT badge.
  await grace.goto('/meetings');
  await grace.getByRole('button', { name: 'Create meeting' }).first().click();
  const create = grace.getByRole('dialog');
  await create.getByLabel('Meeting Name').fill('Leadership Team');
  await create.getByRole('checkbox', { name: 'Leadership Team meeting' }).check();
  await create.getByRole('tab', { name: 'Invitees' }).click();
  await create.getByRole('combobox', { name: 'Invitees' }).click();
  await grace.getByRole('option', { name: /Leo Lead/ }).click();
  await create.getByRole('heading', { name: 'Create Meeting' }).click();
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(grace.getByText('Created: Leadership Team')).toBeVisible();

  // The chart's home starts empty and says how to begin.
  await grace.goto('/ac');
  await expect(grace.getByText(/Your Accountability Chart lives here/)).toBeVisible();
  await otto.goto('/ac');
  await expect(otto.getByText(/None has been shared with you yet/)).toBeVisible();
});

test('Grace and Leo draw the chart together, each seeing the other’s seats arrive', async () => {
  test.setTimeout(240_000);
  await grace.getByRole('button', { name: 'New Accountability Chart' }).first().click();
  await expect(grace).toHaveURL(/\/ac\/collection\/[^/]+\/revision\//);
  chartPath = new URL(grace.url()).pathname;
  const [, , , collection = '', , revision = ''] = chartPath.split('/');
  collectionId = collection;
  revisionId = revision;
  chartTitle = (await grace.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await expect(grace.getByText('This chart has no seats yet')).toBeVisible();
  await gotoLive(leo, chartPath);

  // The top seat: the Visionary, Grace. An empty role line is refused and nothing is saved.
  await grace.getByRole('button', { name: 'Add the top seat' }).click();
  const top = grace.getByRole('dialog', { name: 'Add Seat' });
  await top.getByRole('textbox', { name: /Title/ }).fill('Visionary');
  await top.getByRole('button', { name: 'Add role' }).click();
  await top.getByRole('button', { name: 'Save' }).click();
  await expect(top.getByText('This field cannot be empty.')).toBeVisible();
  await expect(top.getByText('Please fix highlighted field(s) above')).toBeVisible();
  expect(await parents(grace)).toEqual({});
  await top.getByRole('button', { name: 'Remove role 1' }).click();
  const name = GRACE;
  await fillSeat(grace, top, 'Visionary', name, ROLES.Visionary);
  const visionary = card(grace, 'Visionary', name);
  await expect(visionary).toBeVisible();
  await expect(visionary.getByText('LT', { exact: true })).toBeVisible();
  await expect(card(leo, 'Visionary', name)).toBeVisible();

  // Leo adds the Integrator below it, himself in the seat; Grace sees it arrive.
  await leo.getByRole('button', { name: 'Add seat below Visionary' }).click();
  await fillSeat(leo, leo.getByRole('dialog', { name: 'Add Seat' }), 'Integrator', 'Leo Lead', ROLES.Integrator);
  await expect(card(grace, 'Integrator', 'Leo Lead')).toBeVisible();

  // The holder cannot hold the seat above it too: Leo under his own seat is refused.
  await grace.getByRole('button', { name: 'Add seat below Integrator' }).click();
  const sales = grace.getByRole('dialog', { name: 'Add Seat' });
  await sales.getByRole('textbox', { name: /Title/ }).fill('Sales & Marketing');
  await sales.getByRole('combobox', { name: 'Seat holder' }).click();
  await grace.getByRole('option', { name: /Leo Lead/ }).click();
  await sales.getByRole('button', { name: 'Save' }).click();
  await expect(sales.getByText('The seat holder cannot also hold the seat above it.')).toBeVisible();
  expect(Object.keys(await parents(grace))).toEqual(['Visionary', 'Integrator']);
  await sales.getByRole('combobox', { name: 'Seat holder' }).click();
  await grace.getByRole('option', { name: new RegExp(name) }).click();
  for (const [index, role] of ROLES['Sales & Marketing'].entries()) {
    await sales.getByRole('button', { name: 'Add role' }).click();
    await sales.getByRole('textbox', { name: `Role ${index + 1}`, exact: true }).fill(role);
  }
  await sales.getByRole('button', { name: 'Save' }).click();
  await expect(sales).toBeHidden();

  // Leo adds Operations (Grace holds it) and Finance (open for now).
  await leo.getByRole('button', { name: 'Add seat below Integrator' }).click();
  await fillSeat(leo, leo.getByRole('dialog', { name: 'Add Seat' }), 'Operations', name, ROLES.Operations);
  await leo.getByRole('button', { name: 'Add seat below Integrator' }).click();
  await fillSeat(leo, leo.getByRole('dialog', { name: 'Add Seat' }), 'Finance', null, ROLES.Finance);
  await expect(card(grace, 'Finance')).toBeVisible();
  await expect(card(grace, 'Finance').getByText('Office management')).toBeVisible();

  // An assistant beside the Visionary, from the seat's menu.
  await fitView(grace);
  await seatAction(grace, 'Visionary', 'Add Assistant');
  const assistant = grace.getByRole('dialog', { name: /^Add Assistant for / });
  await fillSeat(grace, assistant, 'Executive Assistant', null, ['Calendar', 'Travel']);
  await expect(card(leo, 'Executive Assistant').getByText('Assistant', { exact: true })).toBeVisible();

  // A seat inserted above Sales & Marketing: Sales now reports to it.
  // The canvas draws only the seats in view: Leo fits the grown chart into it first.
  await fitView(leo);
  await leo.getByRole('button', { name: 'Add seat above Sales & Marketing' }).click();
  await fillSeat(leo, leo.getByRole('dialog', { name: 'Add Seat' }), 'Revenue', null, ['Revenue plan']);
  await expect(card(grace, 'Revenue')).toBeVisible();
  const tree = await parents(grace);
  expect(tree).toEqual({
    Visionary: null,
    Integrator: 'Visionary',
    Revenue: 'Integrator',
    'Sales & Marketing': 'Revenue',
    Operations: 'Integrator',
    Finance: 'Integrator',
    'Executive Assistant': 'Visionary',
  });
});

test('a seat dragged onto another moves under it; a drop onto its own seat is refused', async () => {
  test.setTimeout(120_000);
  await fitView(grace);
  // The Integrator onto Operations, one of its own seats: refused while hovering, nothing sent.
  await drag(grace, card(grace, 'Integrator', 'Leo Lead'), card(grace, 'Operations', GRACE), false);
  await expect(grace.getByText('A seat cannot go under itself, one of its own seats, or an assistant.')).toBeVisible();
  await grace.mouse.up();
  await expect(grace.getByText('Seat moved')).toHaveCount(0);
  expect((await parents(grace)).Integrator).toBe('Visionary');

  // Finance onto Operations: Finance now reports to Operations, for Leo too.
  await drag(grace, card(grace, 'Finance'), card(grace, 'Operations', GRACE));
  await expect(grace.getByText('Seat moved')).toBeVisible();
  expect((await parents(grace)).Finance).toBe('Operations');
  await expect.poll(async () => (await parents(leo)).Finance).toBe('Operations');
});

test('notes typed by Grace appear for Leo as she types, with the auto-saved line', async () => {
  test.setTimeout(60_000);
  const name = GRACE;
  await seatAction(leo, 'Operations', 'Notes');
  await expect(leo.getByRole('heading', { name: 'NOTES' })).toBeVisible();
  await seatAction(grace, 'Operations', 'Notes');
  const box = grace.getByRole('textbox', { name: 'Notes for Operations' });
  await box.click();
  await box.pressSequentially('Hire a plant manager by June.');
  await expect(grace.getByText(new RegExp(`^Auto-saved on .+ at .+ by ${name}$`))).toBeVisible();
  await expect(leo.getByRole('textbox', { name: 'Notes for Operations' })).toContainText(
    'Hire a plant manager by June.',
  );
  await expect(leo.getByText(new RegExp(`^Auto-saved on .+ at .+ by ${name}$`))).toBeVisible();
  await grace.keyboard.press('Escape');
  await leo.keyboard.press('Escape');
});

test('Otto, an Observer, sees the chart on a phone with nothing to change', async () => {
  await otto.goto(chartPath);
  await expect(card(otto, 'Visionary', GRACE)).toBeAttached();
  await expect(otto.getByRole('button', { name: /^Add seat/ })).toHaveCount(0);
  await expect(otto.getByRole('button', { name: 'Add the top seat' })).toHaveCount(0);
  // A write through the API is refused too.
  const refused = await otto.request.put(`/api/v2/ac/revision/${revisionId}/create-seat`, {
    data: { title: 'Sneaky', assignedToId: null, roles: [], isAssistant: false, parentId: null },
  });
  expect(refused.status()).toBe(403);
  expect(await otto.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('published as Final, then copied', async () => {
  await headerAction(grace, 'Publish as Final');
  await expect(grace.getByText(`Published: ${chartTitle}`)).toBeVisible();
  await expect(grace.getByRole('button', { name: /^Add seat/ })).toHaveCount(0);
  await expect(leo.getByText('Final', { exact: true })).toBeVisible();

  await headerAction(grace, 'Copy');
  const copy = grace.getByRole('dialog', { name: 'Copy Accountability Chart' });
  await copy.getByRole('textbox', { name: 'Name of the copy' }).fill('Reorganization 2027');
  await copy.getByRole('button', { name: 'Make copy' }).click();
  await expect(grace.getByText('Copy made: Reorganization 2027')).toBeVisible();
  await expect(grace.getByRole('heading', { name: 'Reorganization 2027', level: 1 })).toBeVisible();
  await expect(card(grace, 'Finance')).toBeAttached();
  // The copy is a Draft the team may change.
  await expect(grace.getByRole('button', { name: 'Add seat below Finance' })).toBeAttached();
  await grace.goto(chartPath);
});

test('three seats print to one page, and the whole chart across pages, as a PDF and in the print window', async () => {
  test.setTimeout(120_000);
  const name = GRACE;
  await expect(card(grace, 'Visionary', name)).toBeVisible();
  await grace.getByRole('button', { name: 'Print', exact: true }).click();
  const toolbar = grace.getByRole('toolbar', { name: 'Print layout' });
  await expect(toolbar.getByText('7 of 7 cards selected')).toBeVisible();
  await expect(grace.locator('[data-print-page]').first()).toBeAttached();

  // Nothing selected: refused with the spec's alert.
  await toolbar.getByRole('button', { name: 'Clear selection' }).click();
  await toolbar.getByRole('button', { name: 'Page Setup' }).click();
  let setup = grace.getByRole('dialog', { name: 'Page Setup' });
  await setup.getByRole('button', { name: 'Download PDF' }).click();
  await expect(setup.getByText('No nodes selected to print')).toBeVisible();
  await setup.getByRole('button', { name: 'Cancel' }).click();

  // Three seats to a single page.
  for (const title of ['Visionary', 'Integrator', 'Operations']) {
    await grace.getByRole('button', { name: `Select ${title} to print` }).click();
  }
  await expect(toolbar.getByText('3 of 7 cards selected')).toBeVisible();
  await toolbar.getByRole('button', { name: 'Page Setup' }).click();
  setup = grace.getByRole('dialog', { name: 'Page Setup' });
  await setup.getByRole('radio', { name: 'Selected cards on a single page' }).check();
  const [onePage] = await Promise.all([
    grace.waitForEvent('download'),
    setup.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(onePage.suggestedFilename()).toBe(`${chartTitle}.pdf`);
  const one = { pages: pageTexts(await readFile((await onePage.path()) as string)) };
  expect(one.pages).toHaveLength(1);
  for (const text of [
    'Visionary',
    'Integrator',
    'Operations',
    'Leo Lead',
    name,
    'Profit and loss',
    'Customer service',
  ]) {
    expect(one.pages[0]).toContain(text);
  }
  expect(one.pages[0]).not.toContain('Finance');

  // The whole chart across the pages of the grid, as a PDF...
  await toolbar.getByRole('button', { name: 'Select all' }).click();
  await toolbar.getByRole('button', { name: 'Page Setup' }).click();
  setup = grace.getByRole('dialog', { name: 'Page Setup' });
  const [allPages] = await Promise.all([
    grace.waitForEvent('download'),
    setup.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const all = { pages: pageTexts(await readFile((await allPages.path()) as string)) };
  expect(all.pages.length).toBeGreaterThan(1);
  const everything = all.pages.join('\n');
  for (const title of Object.keys(ROLES)) expect(everything).toContain(title);
  expect(everything).toContain('Executive Assistant');
  expect(all.pages[0]).toContain('P1');

  // ...and in the print window, one sheet per page with cards, the print dialog asked for.
  await toolbar.getByRole('button', { name: 'Page Setup' }).click();
  setup = grace.getByRole('dialog', { name: 'Page Setup' });
  const [sheetWindow] = await Promise.all([
    grace.context().waitForEvent('page'),
    setup.getByRole('button', { name: 'Print', exact: true }).click(),
  ]);
  await expect(sheetWindow).toHaveURL(new RegExp(`/ac-print/collection/${collectionId}/revision/${revisionId}`));
  await expect(sheetWindow.getByRole('region', { name: /^Page \d+$/ })).toHaveCount(all.pages.length);
  await expect(sheetWindow.getByText('Executive Assistant')).toBeVisible();
  await expect(sheetWindow.locator('html')).toHaveAttribute('data-printed', 'yes');
  await sheetWindow.close();

  // Leaving print mode puts every card back where the layout has it.
  await toolbar.getByRole('button', { name: 'Leave print mode' }).click();
  await expect(grace.locator('[data-print-page]')).toHaveCount(0);
});
