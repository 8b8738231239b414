import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInAs } from '../support.ts';

// The meeting's items end to end: the popups from the sub-bar and the Alt shortcuts, the lists on the
// meeting page, and a second browser that sees each change without reloading.

const MEMBER = 'member@demo.local';
const OWNER = 'owner@demo.local';
const OBSERVER = 'observer@demo.local';

async function signedIn(browser: Browser, email: string, width = 1440): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 1000 } });
  await signInAs(page, email);
  return page;
}

/** The demo organization's Leadership Team meeting page. */
async function openMeeting(page: Page): Promise<void> {
  await page.goto('/meetings');
  await page.getByRole('link', { name: 'Leadership Team', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Leadership Team', level: 1 })).toBeVisible();
}

function list(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

test('a member adds a To-Do from the sub-bar; a colleague sees it appear within a second', async ({ browser }) => {
  const member = await signedIn(browser, MEMBER);
  const owner = await signedIn(browser, OWNER);
  await openMeeting(member);
  await openMeeting(owner);
  await expect(list(owner, 'To-Dos').getByText('Send the pricing proposal to Acme')).toBeVisible();

  await member.getByRole('button', { name: 'To-Do', exact: true }).click();
  const dialog = member.getByRole('dialog', { name: 'Add To-Do' });
  await expect(dialog.getByText('*Required Fields')).toBeVisible();
  // The meeting open in the route is the default.
  await expect(dialog.getByRole('combobox', { name: 'Meeting', exact: true })).toHaveValue('Leadership Team');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Required').first()).toBeVisible();

  const title = unique('Call the bank');
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  // Whoever adds it owns it unless they choose otherwise, as with Issues and Headlines.
  await expect(dialog.getByLabel('Maya Member', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(member.getByText(`Created: ${title}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(list(member, 'To-Dos').getByText(title)).toBeVisible();

  // The colleague's open page, no reload: the live-update hub refreshes the list.
  await expect(list(owner, 'To-Dos').getByText(title)).toBeVisible({ timeout: 1_000 });

  // Ticking it off on one screen strikes it through on the other.
  await list(member, 'To-Dos')
    .getByRole('checkbox', { name: `Complete: ${title}` })
    .check();
  await expect(list(owner, 'To-Dos').getByRole('checkbox', { name: `Complete: ${title}` })).toBeChecked({
    timeout: 1_000,
  });
  await member.close();
  await owner.close();
});

test('Alt+R adds a Rock with its status changed inline; Alt+I an Issue solved from its popup', async ({ browser }) => {
  const page = await signedIn(browser, MEMBER);
  await openMeeting(page);

  await page.keyboard.press('Alt+r');
  const rock = page.getByRole('dialog', { name: 'Add Rock' });
  const rockTitle = unique('Open the Denver office');
  await rock.getByRole('textbox', { name: 'Title', exact: true }).fill(rockTitle);
  // Like every item popup, the owner starts as the person adding it.
  await expect(rock.getByRole('combobox', { name: 'Owner', exact: true })).toHaveValue('Maya Member');
  await rock.getByRole('button', { name: /Due date/ }).click();
  // Today, always in the month the calendar opens on.
  const today = new Date();
  const todayName = `${today.getDate()} ${today.toLocaleString('en-US', { month: 'long' })} ${today.getFullYear()}`;
  await page.getByRole('button', { name: todayName, exact: true }).click();
  await rock.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(`Created: ${rockTitle}`)).toBeVisible();
  const rocks = list(page, 'Rocks');
  await rocks.getByRole('combobox', { name: `Status of ${rockTitle}`, exact: true }).click();
  await page.getByRole('option', { name: 'Off-Track' }).click();
  await expect(page.getByText(`Updated Status: ${rockTitle}`)).toBeVisible();

  await page.keyboard.press('Alt+i');
  const issue = page.getByRole('dialog', { name: 'Add Issue' });
  const issueTitle = unique('Churn is up');
  await issue.getByRole('textbox', { name: 'Title', exact: true }).fill(issueTitle);
  // The owner defaults to the user, who attends the meeting.
  await expect(issue.getByRole('combobox', { name: 'Owner', exact: true })).toHaveValue('Maya Member');
  await issue.getByRole('textbox', { name: 'Notes', exact: true }).click();
  await page.keyboard.type('Three customers left in ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('October');
  await issue.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(`Created: ${issueTitle}`)).toBeVisible();

  const issues = list(page, 'Issues');
  await issues.getByRole('button', { name: issueTitle, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Issue' });
  await expect(edit.locator('strong', { hasText: 'October' })).toBeVisible();
  await edit.getByRole('button', { name: 'Solve', exact: true }).click();
  await expect(page.getByText(`Solved: ${issueTitle}`)).toBeVisible();
  await expect(issues.getByText(issueTitle)).toBeHidden();
  await page.close();
});

test('a headline is added, reviewed in the list, and removed; unsaved changes are asked about', async ({ browser }) => {
  const page = await signedIn(browser, MEMBER);
  await openMeeting(page);

  await page.getByRole('button', { name: 'Headline', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Add Headline' });
  const title = unique('Won the Globex account');
  await add.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(`Created: ${title}`)).toBeVisible();

  const headlines = list(page, 'Headlines');
  // The box ticks once the server has said yes (no optimistic tick): click, then wait for it.
  const reviewed = headlines.getByRole('checkbox', { name: `Reviewed: ${title}` });
  await reviewed.click();
  await expect(reviewed).toBeChecked();
  await expect(page.getByText(`Reviewed: ${title}`, { exact: true }).last()).toBeVisible();

  await headlines.getByRole('button', { name: title, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Headline' });
  await edit.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} (draft)`);
  await page.keyboard.press('Escape');
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  await page.getByRole('button', { name: 'Return to editing' }).click();
  await expect(edit.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`${title} (draft)`);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(edit).toBeHidden();

  await headlines.getByRole('button', { name: title, exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Edit Headline' })
    .getByRole('button', { name: 'Remove', exact: true })
    .click();
  await page
    .getByRole('dialog', { name: 'Remove Headline' })
    .getByRole('button', { name: 'Remove', exact: true })
    .click();
  await expect(page.getByText('Headline removed')).toBeVisible();
  await expect(headlines.getByText(title)).toBeHidden();
  await page.close();
});

test("an open Rock closes with a notice when another member removes it; an Observer's writes are refused", async ({
  browser,
}) => {
  const owner = await signedIn(browser, OWNER);
  const member = await signedIn(browser, MEMBER);
  await openMeeting(owner);
  await expect(list(owner, 'Rocks').getByText('Close three enterprise deals')).toBeVisible();
  const title = unique('Rock to go');
  const create = await member.request.post('/api/v2/rocks', {
    data: {
      title,
      ownerId: await personIdOf(member),
      dueDate: '2026-12-31',
      type: 'Company',
      tractionIds: [await meetingIdOf(owner)],
    },
  });
  expect(create.status()).toBe(200);
  const rockId = (await create.json()).rock.id as string;

  // The owner's open list learns of the new Rock from the live-update hub.
  await list(owner, 'Rocks').getByRole('button', { name: title, exact: true }).click();
  await expect(owner.getByRole('dialog', { name: 'Edit Rock' })).toBeVisible();
  expect((await member.request.delete(`/api/v2/rock/${rockId}/false`)).status()).toBe(200);
  await expect(owner.getByText('This rock has been removed by another member of the meeting.')).toBeVisible();
  await expect(owner.getByRole('dialog', { name: 'Edit Rock' })).toBeHidden();

  // An Observer attends no meeting: the address of the meeting page is the way in.
  const observer = await signedIn(browser, OBSERVER);
  await observer.goto(owner.url());
  await expect(observer.getByRole('heading', { name: 'Leadership Team', level: 1 })).toBeVisible();
  await expect(list(observer, 'To-Dos').getByText('Send the pricing proposal to Acme')).toBeVisible();
  await expect(observer.getByRole('button', { name: 'Add To-Do' })).toHaveCount(0);
  await expect(observer.getByRole('button', { name: 'To-Do', exact: true })).toHaveCount(0);
  const write = await observer.request.post('/api/v2/todos', {
    data: {
      title: 'Nope',
      ownerIds: [await personIdOf(observer)],
      dueDate: '2026-12-31',
      tractionId: await meetingIdOf(owner),
    },
  });
  expect(write.status()).toBe(403);
  await Promise.all([owner.close(), member.close(), observer.close()]);
});

async function personIdOf(page: Page): Promise<string> {
  const session = await (await page.request.get('/api/v2/session')).json();
  return session.user.personId as string;
}

async function meetingIdOf(page: Page): Promise<string> {
  // /traction/{tractionId}/{threadId}/… of the open meeting page.
  const [, , id] = new URL(page.url()).pathname.split('/');
  return id as string;
}
