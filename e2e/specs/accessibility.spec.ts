import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config.ts';
import {
  createOrg,
  DEMO_PASSWORD,
  mailedInvitationPath,
  OWNER,
  signIn,
  signInAs,
  signUp,
  uniqueEmail,
} from '../support.ts';

// Each test walks several screens and runs axe on each: on a page as large as a meeting's (its
// Scorecard grid and lists) one run takes 7 to 9 s on these machines, so six of them outlast the
// default minute. The time is the walk's, not a wait for something that may never come. The tests
// share nothing (each signs in, or signs up its own organization), so they spread over the workers.
test.describe.configure({ mode: 'parallel', timeout: 150_000 });

async function axeViolations(page: Page): Promise<string[]> {
  // A dialog still fading in (or a menu fading out) has half-transparent text: axe would measure its
  // contrast mid-way. Wait for the CSS transitions to end (animations such as skeleton pulses loop).
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  );
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// The dashboard is the shell's first screen: one walk per width scans the sign-in form, then the
// dashboard with its widgets loaded, then Choose Widget.
for (const width of [375, 1440]) {
  test(`the sign-in page, the dashboard's widgets and ChooseWidget pass axe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await signIn(page, OWNER, DEMO_PASSWORD);
    await expect(page.getByRole('button', { name: /Organization: Demo Company/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'To-Dos · Mine' }).getByText('Review the Q3 budget')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Measurables' }).getByText('Revenue')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add Widget' }).click();
    await expect(page.getByRole('dialog', { name: 'Choose Widget' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('an Observer sees no add buttons', async ({ page }) => {
  await signInAs(page, 'observer@demo.local');
  await expect(page.getByRole('button', { name: 'To-Do', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Issue', exact: true })).toHaveCount(0);
});

test('with no meeting yet, adding an item asks to create a meeting first', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, uniqueEmail('no-meeting'));
  await page.getByRole('button', { name: 'Create organization' }).click();
  await createOrg(page, 'Meetingless Ltd');
  await page.getByRole('button', { name: 'Issue', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Create meeting' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'To-Do', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Create meeting' }).click();
  await expect(page).toHaveURL(/\/meeting\/new$/);
  await expect(page.getByRole('dialog', { name: 'Create Meeting' })).toBeVisible();
});

for (const width of [375, 1440]) {
  test(`the meetings list, a meeting page and the meeting editor pass axe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, OWNER, '/meetings');
    const link = page.getByRole('link', { name: 'Leadership Team', exact: true });
    await expect(link).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await link.click();
    await expect(page.getByRole('heading', { name: 'Leadership Team' })).toBeVisible();
    await expect(page.getByText('Preparation checklist')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Issues', exact: true }).getByText('Onboarding takes too long'),
    ).toBeVisible();
    // The Scorecard grid with its inputs, colours and drag handles is part of the page.
    await expect(page.getByRole('textbox', { name: /^Revenue, week of / }).last()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The item popups: Add Rock (Alt+R) with its rich-text notes, and an Issue opened from its list.
    await page.keyboard.press('Alt+r');
    await expect(page.getByRole('dialog', { name: 'Add Rock' }).getByText('*Required Fields')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Add Rock' })).toBeHidden();
    await page
      .getByRole('region', { name: 'Issues', exact: true })
      .getByRole('button', { name: 'Onboarding takes too long', exact: true })
      .click();
    await expect(page.getByRole('dialog', { name: 'Edit Issue' }).getByRole('button', { name: 'Save' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Add measurable' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Measurable' }).getByText('*Required Fields')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('table').getByRole('button', { name: 'Revenue', exact: true }).click();
    await expect(
      page.getByRole('dialog', { name: 'Edit Measurable' }).getByRole('button', { name: 'Save' }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/meeting/new');
    await expect(page.getByRole('dialog', { name: 'Create Meeting' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

for (const width of [375, 1440]) {
  test(`the people screens pass axe and fit at ${width} px: Invite Users, the invitation page, License, User Settings, the transfer and the avatar crop`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // An organization of its own: the demo one's people stay as other specs expect them.
    const founder = uniqueEmail('a11y-people');
    await signUp(page, founder);
    await page.getByRole('button', { name: 'Create organization' }).click();
    await createOrg(page, 'Accessible People Inc');
    const fits = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await page.getByRole('button', { name: 'Invite users' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite Users' });
    const invitee = uniqueEmail('a-person-with-a-rather-long-address-for-the-layout');
    await invite.getByLabel('First name').fill('Bartholomew-Maximilian');
    await invite.getByLabel('Last name').fill('Featherstonehaugh-Worthington');
    await invite.getByLabel('Email').fill(invitee);
    await invite.getByRole('button', { name: 'Add', exact: true }).click();
    // Added once the address is checked: the person is listed and the fields start over.
    await expect(invite.getByRole('region', { name: 'People to invite' }).getByRole('listitem')).toHaveCount(1);
    await expect(invite.getByLabel('Email')).toHaveValue('');
    await invite.getByLabel('Email').fill('not-an-email');
    await invite.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(invite.getByText('Invalid Email')).toBeVisible();
    // This server does not bill (BILLING_PROVIDER=none): no price beside the invitees.
    await expect(invite.getByText(/per month/)).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await fits();
    await invite.getByLabel('Email').fill('');
    await invite.getByRole('button', { name: 'Invite', exact: true }).click();
    await page.getByRole('button', { name: 'OK', exact: true }).click();

    // The link as the invitee sees it, signed out, with its sign-up form.
    const strangers = await browser.newContext({
      viewport: { width, height: 900 },
      baseURL: new URL(page.url()).origin,
    });
    const stranger = await strangers.newPage();
    await stranger.goto(await mailedInvitationPath(E2E_DATA_DIR, invitee));
    await expect(stranger.getByRole('button', { name: 'Create account and join' })).toBeVisible();
    expect(await axeViolations(stranger)).toEqual([]);
    await strangers.close();

    const orgId = ((await (await page.request.get('/api/v2/session')).json()) as { orgId: string }).orgId;
    await page.goto(`/org/detail/${orgId}/license`);
    await expect(page.getByText('Bartholomew-Maximilian Featherstonehaugh-Worthington').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await fits();

    await page.goto(`/org/detail/${orgId}/usersettings`);
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await fits();

    await page.goto(`/org/detail/${orgId}/detail`);
    await page.getByRole('button', { name: 'Transfer ownership' }).click();
    await expect(page.getByRole('dialog', { name: 'Transfer ownership' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    const userId = ((await (await page.request.get('/api/v2/session')).json()) as { user: { userId: string } }).user
      .userId;
    await page.goto(`/user/detail/${userId}/profile`);
    const dataUrl = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 120;
      canvas.height = 80;
      const g = canvas.getContext('2d') as CanvasRenderingContext2D;
      g.fillStyle = '#0f766e';
      g.fillRect(0, 0, 120, 80);
      return canvas.toDataURL('image/png');
    });
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Change picture' }).click();
    await (await chooser).setFiles({
      name: 'face.png',
      mimeType: 'image/png',
      buffer: Buffer.from(dataUrl.split(',')[1] ?? '', 'base64'),
    });
    await expect(page.getByRole('dialog', { name: 'Crop Your Image' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await fits();
  });
}

for (const width of [375, 1440]) {
  test(`the V/TO pages pass axe at ${width} px, editing and reading`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, OWNER, '/vto');
    // The demo's Final V/TO: its vision and traction pages as an editor sees them.
    await page
      .getByRole('link', { name: /^V\/TO 20\d\d$/ })
      .first()
      .click();
    await expect(page.getByRole('region', { name: 'Core Values', exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Traction' }).click();
    await expect(page.getByRole('region', { name: 'Issues List', exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/vto');
    await expect(page.getByRole('link', { name: /^V\/TO 20\d\d$/ }).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

for (const width of [375, 1440]) {
  test(`the Accountability Chart pages pass axe at ${width} px: home, the chart, its notes, print mode and Page Setup`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, OWNER, '/ac');
    const draft = page.getByRole('link', { name: 'Reorganization draft' }).first();
    await expect(draft).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await draft.click();
    await expect(page.getByRole('group', { name: /^Visionary: / })).toBeAttached();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Actions for Visionary', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Notes' }).click();
    await expect(page.getByRole('heading', { name: 'NOTES' })).toBeVisible();
    // The actions menu closes with a transition: axe would judge its emptied list on a loaded machine.
    await expect(page.getByRole('menu')).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: 'NOTES' })).toBeHidden();

    await page.getByRole('button', { name: 'Print', exact: true }).click();
    await expect(page.getByRole('toolbar', { name: 'Print layout' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.getByRole('button', { name: 'Page Setup' }).click();
    await expect(page.getByRole('dialog', { name: 'Page Setup' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The print window, its print dialog stood in for.
    await page.context().addInitScript(() => {
      window.print = () => undefined;
    });
    const [sheets] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('dialog', { name: 'Page Setup' }).getByRole('button', { name: 'Print', exact: true }).click(),
    ]);
    await sheets.setViewportSize({ width, height: 900 });
    await expect(sheets.getByRole('region', { name: 'Page 1' })).toBeVisible();
    expect(await axeViolations(sheets)).toEqual([]);
    expect(await sheets.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
