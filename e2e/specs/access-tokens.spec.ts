import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeViolations } from '../axe.ts';
import { shoot, signInAs } from '../support.ts';

// Personal access tokens (issue 21, docs/mcp.md): Maya the Member makes a read-write token in her
// profile's Login tab, copies the secret shown once, an MCP client uses it (initialize and a tool call
// over the streamable HTTP endpoint), and revoking it in the list ends it. The section, the popup
// and the confirmation are checked by axe at 375 and 1440 px.

const MAYA = 'member@demo.local';

/** The screen at 375 and at 1440 px: what matters in view and no axe violation. */
async function checkScreen(page: Page, name: string, shown: Locator): Promise<void> {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await shown.scrollIntoViewIfNeeded();
    await expect(shown).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, `access-tokens-${name}-${width}`);
  }
}

/** One MCP POST with the token, as a client sends it. */
function mcp(page: Page, secret: string, message: object) {
  return page.request.post('/api/v2/mcp', {
    headers: {
      authorization: `Bearer ${secret}`,
      accept: 'application/json, text/event-stream',
      'content-type': 'application/json',
    },
    data: { jsonrpc: '2.0', id: 1, ...message },
  });
}

test('a personal access token: made in the profile, shown once, used by an MCP client, revoked', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, MAYA);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Manage account' }).click();
  const account = page.getByRole('dialog').first();
  await account.getByRole('tab', { name: 'Login' }).click();
  const section = account.getByRole('region', { name: 'Access tokens' });
  const newToken = section.getByRole('button', { name: 'New token' });
  await checkScreen(page, 'section', newToken);

  // The popup, from the keyboard.
  await newToken.focus();
  await page.keyboard.press('Enter');
  const popup = page.getByRole('dialog', { name: 'New access token' });
  await expect(popup.getByRole('textbox', { name: /Name/ })).toBeFocused();
  await checkScreen(page, 'popup', popup.getByRole('button', { name: 'Create token' }));
  await page.keyboard.type('Claude on my laptop');
  await popup.getByRole('radio', { name: 'Read and write' }).check();
  await popup.getByRole('button', { name: 'Create token' }).click();

  const shown = page.getByRole('dialog', { name: 'Copy your access token' });
  await expect(shown.getByText(/it will not be shown again/)).toBeVisible();
  await checkScreen(page, 'secret', shown.getByRole('button', { name: 'Copy' }));
  const secret = (await shown.locator('code').innerText()).trim();
  expect(secret).toMatch(/^eos_pat_[A-Za-z0-9_-]{43}$/);

  // An MCP client with it: the server answers, and a tool lists her To-Dos.
  const init = await mcp(page, secret, {
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'e2e', version: '1' } },
  });
  expect(init.status()).toBe(200);
  expect((await init.json()).result.serverInfo.name).toBe('eos-tools');
  const todos = await mcp(page, secret, { method: 'tools/call', params: { name: 'list_todos', arguments: {} } });
  const answer = (await todos.json()).result;
  expect(answer.isError ?? false).toBe(false);
  expect(JSON.parse(answer.content[0].text).todos.length).toBeGreaterThan(0);

  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();
  const card = section.getByRole('listitem').filter({ hasText: 'Claude on my laptop' });
  await expect(card.getByText('Read and write')).toBeVisible();
  await checkScreen(page, 'list', card.getByRole('button', { name: 'Revoke Claude on my laptop' }));

  // Revoked after asking: the token is refused at once.
  await card.getByRole('button', { name: 'Revoke Claude on my laptop' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke access token' });
  await checkScreen(page, 'revoke', confirm.getByRole('button', { name: 'Revoke' }));
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(card).toBeHidden();
  expect((await mcp(page, secret, { method: 'tools/list' })).status()).toBe(401);
});
