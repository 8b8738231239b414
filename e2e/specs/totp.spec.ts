import { expect, type Locator, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { axeViolations } from '../axe.ts';
import { createOrg, signIn, signUp, uniqueEmail } from '../support.ts';

// Two-step verification in a real browser: enrol from the Login tab (the code computed here by otplib
// from the key the popup shows), sign out, sign in with a code, with a recovery code (once), and the
// Owner's requirement holding the organization's pages until the account has it. Every new screen is
// checked by axe at 375 and 1440 px; with TOTP_SHOTS=<folder> it is also photographed there.

const PASSWORD = 'Secret123';
const SHOTS = process.env.TOTP_SHOTS;

/** A code `steps` 30-second steps from now, outside the last two seconds of a step. */
async function totp(secret: string, steps = 0): Promise<string> {
  while (Date.now() % 30_000 > 28_000) await new Promise((r) => setTimeout(r, 200));
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** The screen at 375 and at 1440 px: no axe violation, what matters in view, a photo if asked. */
async function checkScreen(page: Page, name: string, shown: Locator): Promise<void> {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(shown).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signed-out$/);
}

/** From the Login tab: the popup, its key read as a person would type it, the first code, the codes. */
async function enrol(page: Page, photos: boolean): Promise<{ secret: string; codes: string[] }> {
  const popup = page.getByRole('dialog', { name: 'Turn on two-step verification' });
  await expect(popup.getByRole('img', { name: /QR code to add .* to your authenticator app/ })).toBeVisible();
  if (photos) await checkScreen(page, 'enrol-popup', popup.getByRole('button', { name: 'Turn on' }));
  const secret = (await popup.locator('code').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await popup.getByRole('textbox', { name: /6-digit code/ }).fill('000000');
  await popup.getByRole('button', { name: 'Turn on' }).click();
  await expect(popup.getByText('Provided verification code is invalid')).toBeVisible();
  await popup.getByRole('textbox', { name: /6-digit code/ }).fill(await totp(secret, -1));
  await popup.getByRole('button', { name: 'Turn on' }).click();
  const saved = page.getByRole('dialog', { name: 'Save your recovery codes' });
  const list = saved.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  if (photos) await checkScreen(page, 'recovery-codes', saved.getByRole('button', { name: 'I have saved them' }));
  const codes = await list.getByRole('listitem').allInnerTexts();
  await saved.getByRole('button', { name: 'I have saved them' }).click();
  await expect(saved).toBeHidden();
  return { secret, codes };
}

test('two-step verification: enrol, sign in with a code, a recovery code once, and the Owner requiring it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const email = uniqueEmail('totp');
  await signUp(page, email, PASSWORD);
  await page.getByRole('button', { name: 'Create organization' }).click();
  await createOrg(page, 'Two-Step Co');
  await expect(page.getByRole('button', { name: /Organization: Two-Step Co/ })).toBeVisible();

  // Enrol from the Login tab.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Manage account' }).click();
  const account = page.getByRole('dialog').first();
  await account.getByRole('tab', { name: 'Login' }).click();
  const turnOn = account.getByRole('button', { name: 'Turn on two-step verification' });
  await checkScreen(page, 'login-tab-off', turnOn);
  await turnOn.click();
  const { secret, codes } = await enrol(page, true);
  await expect(account.getByRole('rowheader', { name: 'Recovery codes left' })).toBeVisible();
  await checkScreen(page, 'login-tab-on', account.getByRole('button', { name: 'Turn off' }));
  await page.keyboard.press('Escape');
  await expect(account).toBeHidden();
  // The session was rotated when it turned on: the app carries on signed in.
  await expect(page.getByRole('button', { name: /Organization: Two-Step Co/ })).toBeVisible();
  await signOut(page);

  // Sign in: the password, then the code.
  await page.goto('/login?redirect=%2Fmeetings');
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await checkScreen(page, 'sign-in-code', page.getByRole('button', { name: 'Use a recovery code' }));
  await page.getByRole('textbox', { name: /6-digit code/ }).fill(await totp(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/meetings$/);
  await expect(page.getByRole('button', { name: /Organization: Two-Step Co/ })).toBeVisible();
  await signOut(page);

  // A recovery code signs in once.
  const recovery = codes[0] ?? '';
  await page.goto('/login');
  await signIn(page, email, PASSWORD);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await checkScreen(page, 'sign-in-recovery', page.getByRole('textbox', { name: /Recovery code/ }));
  await page.getByRole('textbox', { name: /Recovery code/ }).fill(recovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: /Organization: Two-Step Co/ })).toBeVisible();
  await expect(page.getByText('Signed in with a recovery code. You have 9 left')).toBeVisible();
  await signOut(page);

  await page.goto('/login');
  await signIn(page, email, PASSWORD);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByRole('textbox', { name: /Recovery code/ }).fill(recovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('This recovery code is invalid or was already used')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  // The authenticator still works on the same pending sign-in (a later step than the last code).
  await page.getByRole('button', { name: 'Use your authenticator app' }).click();
  await page.getByRole('textbox', { name: /6-digit code/ }).fill(await totp(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: /Organization: Two-Step Co/ })).toBeVisible();

  // The Owner requires it for everyone.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
  const required = page.getByRole('switch', { name: 'Require two-step verification' });
  await required.click();
  await expect(page.getByText('Two-step verification is now required')).toBeVisible();
  await expect(required).toBeChecked();
  await checkScreen(page, 'org-require-switch', required);

  // Without it (turned off here), the organization's pages are held until it is on again.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Manage account' }).click();
  await account.getByRole('tab', { name: 'Login' }).click();
  await account.getByRole('button', { name: 'Turn off' }).click();
  const off = page.getByRole('dialog', { name: 'Turn off two-step verification' });
  await off.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await off.getByRole('button', { name: 'Turn off' }).click();
  await expect(account.getByRole('button', { name: 'Turn on two-step verification' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/meetings');
  const held = page.getByRole('heading', { name: 'Two-step verification required' });
  await checkScreen(page, 'org-held', held);
  await page.getByRole('main').getByRole('button', { name: 'Turn on two-step verification' }).click();
  await enrol(page, false);
  await expect(held).toBeHidden();
  // The organization is back: its menu entries return with the page.
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }),
  ).toBeVisible();
});
