import { type Browser, expect, type Page, test } from '@playwright/test';
import { createOrg, gotoLive, inviteAndJoin, signUp, uniqueEmail } from '../support.ts';

// A leadership team's year with its V/TO, from an empty organization: Grace (Owner) and Leo (Member)
// make up the leadership team and build the V/TO together, Mia (Member) is outside it and does not see
// the LT-only revenue; they publish it, copy only its Vision for next year into a new folder, record
// the quarter's actuals, move an issue from the meeting to the long-term list and back, download the
// PDF and compare the two revisions. Bad input on the way is refused with the spec's message.

test.describe.configure({ mode: 'serial' });

const suffix = Date.now().toString(36);
const ORG = `Vela ${suffix}`;
const COMPANY_FOLDER = `${ORG} Vision/Traction Organizer`;
let grace: Page;
let leo: Page;
let mia: Page;
let vtoPath: string;
let vtoTitle: string;

async function newPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 1000 } });
  return context.newPage();
}

const part = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Grace adds a Member and invites them; they sign up on the mailed invitation page and land in the org. */
async function join(browser: Browser, first: string, last: string, width: number): Promise<Page> {
  const page = await newPage(browser, width);
  await inviteAndJoin(grace, page, { first, last, role: 'Member' }, ORG);
  return page;
}

async function action(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Actions', exact: true }).click();
  await page.getByRole('menuitem', { name }).click();
}

async function openMeeting(page: Page): Promise<void> {
  await page.goto('/meetings');
  await page.getByRole('link', { name: 'Leadership Team', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Leadership Team', level: 1 })).toBeVisible();
}

test('an empty organization names its leadership team: Grace and Leo, with Mia outside it', async ({ browser }) => {
  test.setTimeout(120_000);
  grace = await newPage(browser, 1440);
  await signUp(grace, uniqueEmail('grace'));
  await grace.getByRole('button', { name: 'Create organization' }).click();
  await createOrg(grace, ORG);
  await expect(grace.getByRole('button', { name: `Organization: ${ORG}` })).toBeVisible();

  leo = await join(browser, 'Leo', 'Lead', 1024);
  mia = await join(browser, 'Mia', 'Outside', 375);

  // The V/TO starts empty and says how to begin.
  await grace.goto('/vto');
  await expect(grace.getByText('No V/TO yet')).toBeVisible();

  // The leadership-team meeting, with Leo invited.
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
});

test('Grace and Leo build the V/TO together, each seeing the other’s part arrive', async () => {
  test.setTimeout(180_000);
  await grace.goto('/vto');
  await grace.getByRole('button', { name: 'New V/TO' }).first().click();
  await expect(grace).toHaveURL(/\/vto\/detail\//);
  vtoPath = new URL(grace.url()).pathname.replace(/\/(vision|traction)$/, '');
  vtoTitle = (await grace.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await gotoLive(leo, vtoPath);

  // Vision: core values (Grace), core focus (Leo), the 10-year target (Grace), the marketing strategy (Leo).
  const values = part(grace, 'Core Values');
  await values.getByRole('textbox', { name: 'New core value' }).fill('Help first');
  await values.getByRole('textbox', { name: 'New core value' }).press('Enter');
  await expect(part(leo, 'Core Values').getByRole('textbox', { name: 'Core value 1', exact: true })).toHaveValue(
    'Help first',
  );

  await part(leo, 'Core Focus').getByRole('button', { name: 'Start the core focus' }).click();
  await part(leo, 'Core Focus').getByRole('textbox', { name: 'Niche' }).fill('Scheduling for mid-size plants');
  await expect(part(grace, 'Core Focus').getByRole('textbox', { name: 'Niche' })).toHaveValue(
    'Scheduling for mid-size plants',
  );

  await part(grace, '10-Year Target').getByRole('button', { name: 'Start the 10-year target' }).click();
  await part(grace, '10-Year Target').getByRole('textbox', { name: 'Target' }).fill('1,000 plants on our schedule');
  await expect(part(grace, '10-Year Target').getByText('Saved')).toBeVisible();
  await expect(part(leo, '10-Year Target').getByText('1,000 plants on our schedule')).toBeVisible();

  const marketing = part(leo, 'Marketing Strategy');
  await marketing.getByRole('textbox', { name: 'Name the first target market' }).fill('Plant managers');
  await marketing.getByRole('textbox', { name: 'Name the first target market' }).press('Enter');
  await marketing.getByRole('textbox', { name: 'New unique' }).fill('Live in a week');
  await marketing.getByRole('textbox', { name: 'New unique' }).press('Enter');
  await expect(part(grace, 'Marketing Strategy').getByRole('textbox', { name: 'Unique 1', exact: true })).toHaveValue(
    'Live in a week',
  );

  // A required field left empty is not saved, and says why.
  const valueOne = part(grace, 'Core Values').getByRole('textbox', { name: 'Core value 1', exact: true });
  await valueOne.fill('');
  await expect(
    part(grace, 'Core Values').getByText('Required fields must be filled out before the form can be AutoSaved'),
  ).toBeVisible();
  await valueOne.fill('Help first');
  await expect(part(grace, 'Core Values').getByText('Saved')).toBeVisible();
  await expect(part(leo, 'Core Values').getByRole('textbox', { name: 'Core value 1', exact: true })).toHaveValue(
    'Help first',
  );

  // The 3-year picture: $25 revenue for the leadership team only.
  const picture = part(grace, '3-Year Picture');
  await picture.getByRole('button', { name: 'Start the 3-year picture' }).click();
  const revenue = picture.getByRole('group', { name: 'Revenue' });
  await revenue.getByRole('textbox', { name: 'Value' }).fill('25');
  await revenue.getByRole('switch', { name: 'Leadership team only' }).check();
  await expect(picture.getByText('Saved')).toBeVisible();

  // Traction: Leo starts the 1-year plan with a goal; Grace the quarterly plan with its revenue and a Rock.
  await leo.getByRole('tab', { name: 'Traction' }).click();
  await grace.getByRole('tab', { name: 'Traction' }).click();
  const year = part(leo, '1-Year Plan');
  await year.getByRole('button', { name: 'Start the 1-year plan' }).click();
  await year.getByRole('textbox', { name: 'New goal' }).fill('Hire a COO');
  await year.getByRole('textbox', { name: 'New goal' }).press('Enter');
  await expect(part(grace, '1-Year Plan').getByRole('textbox', { name: 'Goal 1', exact: true })).toHaveValue(
    'Hire a COO',
  );

  const quarter = part(grace, 'Rocks');
  await quarter.getByRole('button', { name: 'Start the quarterly plan' }).click();
  await quarter.getByRole('group', { name: 'Revenue' }).getByRole('textbox', { name: 'Value' }).fill('2');
  await expect(quarter.getByText('Saved')).toBeVisible();
  await quarter.getByRole('button', { name: 'Add Rock' }).click();
  const rock = grace.getByRole('dialog', { name: 'Add Rock' });
  await rock.getByRole('textbox', { name: 'Title', exact: true }).fill('Launch the scheduler');
  await rock.getByRole('button', { name: /Due date/ }).click();
  const today = new Date();
  const todayName = `${today.getDate()} ${today.toLocaleString('en-US', { month: 'long' })} ${today.getFullYear()}`;
  await grace.getByRole('button', { name: todayName, exact: true }).click();
  await rock.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(grace.getByText('Created: Launch the scheduler')).toBeVisible();
  const listed = (page: Page) => part(page, 'Rocks').getByRole('list', { name: 'Rocks for the quarter' });
  await expect(listed(grace).getByText('Launch the scheduler')).toBeVisible();
  await expect(listed(leo).getByText('Launch the scheduler')).toBeVisible();

  // The Rock is a real Rock of the leadership meeting.
  await openMeeting(leo);
  await expect(part(leo, 'Rocks').getByText('Launch the scheduler')).toBeVisible();
});

test('Mia, outside the leadership team, reads the V/TO without the LT-only revenue', async () => {
  await mia.goto(vtoPath);
  await expect(part(mia, 'Core Values').getByText('Help first').first()).toBeVisible();
  await expect(part(mia, '3-Year Picture').getByText('Visible to the leadership team only')).toBeVisible();
  await expect(mia.getByText('$25', { exact: false })).toHaveCount(0);
  expect(await mia.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // Grace sees it.
  await grace.getByRole('tab', { name: 'Vision' }).click();
  await expect(part(grace, '3-Year Picture').getByRole('textbox', { name: 'Value' }).first()).toHaveValue('25');
});

test('published, then only its Vision copied for next year, moved to a new folder', async () => {
  await action(grace, 'Publish as Final');
  await expect(grace.getByText(`Published: ${vtoTitle}`)).toBeVisible();
  await gotoLive(leo, vtoPath);
  await expect(leo.getByText('Final', { exact: true })).toBeVisible();

  // Copy: nothing chosen is refused; only the Vision comes along.
  await action(grace, 'Copy');
  const copy = grace.getByRole('dialog', { name: 'Copy V/TO' });
  await copy.getByRole('textbox', { name: 'Name of the copy' }).fill('Next year');
  await copy.getByRole('checkbox', { name: 'Vision', exact: true }).uncheck();
  await copy.getByRole('checkbox', { name: 'Traction', exact: true }).uncheck();
  await copy.getByRole('button', { name: 'Make copy' }).click();
  await expect(copy.getByText('Choose Vision, Traction or both to copy.')).toBeVisible();
  await copy.getByRole('checkbox', { name: 'Vision', exact: true }).check();
  await copy.getByRole('button', { name: 'Make copy' }).click();
  await expect(grace.getByText('Copy made: Next year')).toBeVisible();
  await expect(grace.getByRole('heading', { name: 'Next year', level: 1 })).toBeVisible();
  await expect(part(grace, 'Core Values').getByRole('textbox', { name: 'Core value 1', exact: true })).toHaveValue(
    'Help first',
  );
  await grace.getByRole('tab', { name: 'Traction' }).click();
  await expect(part(grace, '1-Year Plan').getByText(/No 1-year plan yet/)).toBeVisible();

  // Move it to a new folder: the company folder's name is taken.
  await action(grace, 'Move to folder');
  const move = grace.getByRole('dialog', { name: 'Move Next year to a folder' });
  await move.getByRole('radio', { name: 'A new folder' }).check();
  await move.getByRole('textbox', { name: 'New folder name' }).fill(COMPANY_FOLDER);
  await move.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(
    move.getByText('A folder with this name already exists. Please choose a different name for the folder.'),
  ).toBeVisible();
  await move.getByRole('textbox', { name: 'New folder name' }).fill('Plans for next year');
  await move.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(grace.getByText('Moved Next year to Plans for next year')).toBeVisible();

  // Home lists both folders, the company folder first.
  await grace.goto('/vto');
  const folders = grace.getByRole('heading', { level: 2 });
  await expect(folders.first()).toHaveText(COMPANY_FOLDER);
  await expect(grace.getByRole('heading', { name: 'Plans for next year', level: 2 })).toBeVisible();
});

test('the quarter’s actuals are recorded beside their targets; letters are refused', async () => {
  await gotoLive(leo, `${vtoPath}/traction`);
  await grace.goto(`${vtoPath}/traction`);
  await action(grace, 'Record quarterly results');
  const results = grace.getByRole('dialog', { name: 'Record quarterly results' });
  const actual = results.getByRole('textbox', { name: 'Actual: Revenue' }).first();
  await actual.fill('lots');
  await expect(results.getByText('Enter a number: digits, one dot and a leading minus')).toBeVisible();
  await expect(results.getByRole('button', { name: 'Save results' })).toBeDisabled();
  await actual.fill('3');
  await results.getByRole('button', { name: 'Save results' }).click();
  await expect(grace.getByText('Quarterly results recorded')).toBeVisible();
  await expect(part(grace, 'Rocks').getByText(/^Actual \$3$/)).toBeVisible();
  await expect(part(leo, 'Rocks').getByText(/^Actual \$3$/)).toBeVisible();
});

test('an issue goes from the meeting to the long-term list and back', async () => {
  await openMeeting(grace);
  await grace.keyboard.press('Alt+i');
  const add = grace.getByRole('dialog', { name: 'Add Issue' });
  await add.getByRole('textbox', { name: 'Title', exact: true }).fill('Open a second plant region');
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(grace.getByText('Created: Open a second plant region')).toBeVisible();

  await part(grace, 'Issues').getByRole('button', { name: 'Open a second plant region', exact: true }).click();
  await grace.getByRole('dialog', { name: 'Edit Issue' }).getByRole('button', { name: 'Move', exact: true }).click();
  const move = grace.getByRole('dialog', { name: 'Move Issue' });
  await move.getByText('V/TO', { exact: true }).click();
  await move.getByRole('combobox', { name: 'Folder' }).click();
  await grace.getByRole('option', { name: COMPANY_FOLDER }).click();
  await move.getByRole('combobox', { name: 'V/TO', exact: true }).click();
  await grace.getByRole('option', { name: vtoTitle }).click();
  await move.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(grace.getByText(`Your issue was moved to ${vtoTitle}.`)).toBeVisible();
  await expect(part(grace, 'Issues').getByText('Open a second plant region')).toBeHidden();

  await leo.goto(`${vtoPath}/traction`);
  const longTerm = part(leo, 'Issues List');
  await expect(longTerm.getByText('Open a second plant region')).toBeVisible();
  await longTerm.getByRole('button', { name: 'Actions for Open a second plant region' }).click();
  await leo.getByRole('menuitem', { name: 'Move to a meeting' }).click();
  const back = leo.getByRole('dialog', { name: 'Move Open a second plant region to a meeting' });
  await back.getByRole('combobox', { name: 'Destination meeting' }).click();
  await leo.getByRole('option', { name: 'Leadership Team' }).click();
  await back.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(leo.getByText('Your issue was moved to Leadership Team.')).toBeVisible();
  await expect(longTerm.getByText('Open a second plant region')).toBeHidden();
  await expect(part(grace, 'Issues').getByText('Open a second plant region')).toBeVisible();
});

test('the PDF downloads from the menu, and the two revisions compare', async () => {
  await grace.goto(vtoPath);
  const download = grace.waitForEvent('download');
  await action(grace, 'Download PDF: A4');
  const file = await download;
  // Named after the V/TO; the browser turns the slash of 'V/TO' into '_'.
  expect(file.suggestedFilename()).toBe(`${vtoTitle.replaceAll('/', '_')}.pdf`);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

  await action(grace, 'Compare with…');
  const compare = grace.getByRole('dialog', { name: 'Compare with another V/TO' });
  await compare.getByRole('combobox', { name: 'V/TO to compare with' }).click();
  await grace.getByRole('option', { name: 'Next year (Draft)' }).click();
  await compare.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(grace.getByRole('heading', { name: 'Compare V/TOs' })).toBeVisible();
  // The copy took the Vision alone: the traction parts differ, the core values do not.
  await expect(grace.getByText(/Parts that differ: [1-9]\d* of \d+/)).toBeVisible();
});
