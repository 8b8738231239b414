import path from 'node:path';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { answer, type OpenAiPeer, startOpenAiPeer } from '../../server/test/openai-peer.ts';
import { type AppNode, ROOT, startAppNode } from '../appNode.ts';
import { axeViolations } from '../axe.ts';
import { shoot, signedInAt } from '../support.ts';

// The help chat (issue 21) on an app node of its own whose language model is an OpenAI-compatible
// server in this test process (server/test/openai-peer.ts), scripted to look the Rocks up with
// search_rocks and then to answer. Maya asks which Rocks are off track: the demo's off-track Rock
// ('Hire a head of support') is the answer, streamed into the chat, with a link that opens it. The tool
// ran in her organization only; an Observer has the chat too; on a phone it covers the screen. The
// voice assistant on the same node understands through the model too (the offline extractor's path is
// voice-assistant.spec.ts).

const DATA_DIR = path.join(ROOT, 'e2e/.test-data-chat');
const KEY = 'sk-e2e-chat-0123456789abcdef';
const MAYA = 'member@demo.local';
const OSCAR = 'observer@demo.local';
const OFF_TRACK = 'Hire a head of support';
let peer: OpenAiPeer;
let node: AppNode;

test.beforeAll(async () => {
  peer = await startOpenAiPeer({ apiKey: KEY });
  node = await startAppNode({
    port: 3267,
    dataDir: DATA_DIR,
    fresh: true,
    env: {
      LLM_BASE_URL: peer.baseUrl,
      LLM_API_KEY: KEY,
      LLM_MODEL: 'peer-model',
      FEATURE_FLAGS: 'voice-assistant=true',
    },
  });
});
test.afterAll(async () => {
  await node?.stop();
  await peer?.close();
});
test.beforeEach(() => peer.reset());

const signedIn = (browser: Browser, email: string, width: number) => signedInAt(browser, node.url, email, width);

async function openChat(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Chat', exact: true }).click();
  const chat = page.getByRole('dialog', { name: "Let's Chat" });
  await expect(chat.getByRole('textbox', { name: 'Your question' })).toHaveAttribute(
    'placeholder',
    'Ask a question...',
  );
  return chat;
}

/** The model looks the off-track Rocks up, then streams its answer naming them. */
function scriptOffTrackAnswer(): void {
  peer.enqueue(
    answer.tools({ id: 'call_rocks', name: 'search_rocks', arguments: { status: ['OffTrack'] } }),
    answer.stream(['One Rock is off track: ', `${OFF_TRACK}, `, 'owned by Adam Admin.'], { chunkDelayMs: 150 }),
  );
}

/** What search_rocks answered the model. */
function rocksTheToolFound(): { title: string; status: string }[] {
  const tool = peer.requests[1]?.body?.messages.find((m: { role: string }) => m.role === 'tool');
  return JSON.parse(tool?.content ?? '{}').rocks ?? [];
}

test("Maya asks which Rocks are off track and gets the demo's off-track Rock, streamed, with a link that opens it", async ({
  browser,
}) => {
  const page = await signedIn(browser, MAYA, 1440);
  const chat = await openChat(page);
  const log = chat.getByRole('log', { name: 'Conversation' });
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

  scriptOffTrackAnswer();
  await chat.getByRole('textbox', { name: 'Your question' }).fill('Which Rocks are off track?');
  await chat.getByRole('textbox', { name: 'Your question' }).press('Enter');
  await expect(log.getByText('Which Rocks are off track?')).toBeVisible();
  // The answer shows as it streams, before it is whole.
  await expect(log.getByText(/^One Rock is off track:/)).toBeVisible();
  await expect(log.getByText(`One Rock is off track: ${OFF_TRACK}, owned by Adam Admin.`)).toBeVisible();
  const link = log.getByRole('link', { name: OFF_TRACK });
  await expect(link).toHaveAttribute('href', /^\/traction\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/meetingoverview$/);
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await shoot(page, 'chat-1440');

  // The tool read the demo organization's off-track Rocks, with Maya's access: that one.
  expect(rocksTheToolFound().map((r) => [r.title, r.status])).toEqual([[OFF_TRACK, 'OffTrack']]);
  expect(peer.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);

  await link.click();
  await expect(page).toHaveURL(/\/traction\/.+\/meetingoverview$/);
  const rock = page.getByRole('dialog', { name: 'Edit Rock' });
  await expect(rock.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(OFF_TRACK);
  await page.keyboard.press('Escape');
  await expect(rock).toHaveCount(0);

  // The thread is kept: it is there after a reload.
  await page.reload();
  const again = await openChat(page);
  await expect(
    again.getByRole('log').getByText(`One Rock is off track: ${OFF_TRACK}, owned by Adam Admin.`),
  ).toBeVisible();
  await again.getByRole('button', { name: 'Clear' }).click();
  await expect(again.getByRole('log').getByText(/^Ask about your Rocks/)).toBeVisible();
  await page.context().close();
});

test('on a phone an Observer asks too: the chat covers the screen, long words wrap, a link closes it', async ({
  browser,
}) => {
  const page = await signedIn(browser, OSCAR, 375);
  // The chat's button is in the top bar, beside the bell, for Observers too.
  await shoot(page, 'chat-375-top-bar');
  const chat = await openChat(page);
  peer.enqueue(
    answer.tools({ id: 'call_rocks', name: 'search_rocks', arguments: { status: ['OffTrack'] } }),
    answer.stream([`${OFF_TRACK} is off track. `, 'See https://example.com/'.padEnd(160, 'x')]),
  );
  await chat.getByRole('textbox', { name: 'Your question' }).fill('Which Rocks are off track?');
  await chat.getByRole('button', { name: 'Send' }).click();
  const link = chat.getByRole('log').getByRole('link', { name: OFF_TRACK });
  await expect(link).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await shoot(page, 'chat-375');
  await link.click();
  await expect(page.getByRole('dialog', { name: "Let's Chat" })).toHaveCount(0);
  await expect(page).toHaveURL(/\/traction\/.+\/meetingoverview$/);
  await page.context().close();
});

test('the voice assistant understands through the model: an Issue for Adam in the leadership meeting; a model failure is told', async ({
  browser,
}) => {
  const page = await signedIn(browser, MAYA, 1440);
  await page.getByRole('button', { name: 'Ask EOS AI' }).click();
  const assistant = page.getByRole('dialog', { name: /Ask EOS AI/ });
  const box = assistant.getByRole('textbox', { name: 'What would you like to create?' });
  const log = assistant.getByRole('log');

  // The model answers names; the server maps them to the organization's meeting and person.
  peer.enqueue(
    answer.json({ type: 'issue', meeting: 'leadership', title: 'Churn is up', dueDate: null, owners: ['Adam'] }),
  );
  const created = page.waitForResponse((r) => r.url().endsWith('/api/v2/issues') && r.request().method() === 'POST');
  await box.fill('add an issue for the leadership meeting: churn is up, for Adam');
  await box.press('Enter');
  const response = await created;
  const [issue] = (await response.json()).issues.filter((i: { title: string }) => i.title === 'Churn is up');
  expect(response.request().postDataJSON()).toMatchObject({ type: 'issue', title: 'Churn is up' });
  expect(issue.owner).toMatchObject({ firstName: 'Adam', lastName: 'Admin' });
  await expect(log.getByText('Created: Churn is up')).toBeVisible();
  // 001 §7, §9: the extraction call's parameters, with the operator's key.
  expect(peer.requests[0]?.body).toMatchObject({ model: 'peer-model', max_tokens: 100, temperature: 0.7 });
  expect(peer.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);

  await log.getByRole('button', { name: 'Edit Churn is up' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Issue' });
  await expect(edit.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Churn is up');
  await page.keyboard.press('Escape');
  await expect(edit).toHaveCount(0);

  // The model is down: the spec's words, and nothing is created.
  peer.enqueue(answer.error(500), answer.error(500), answer.error(500));
  await box.fill('add a headline: we signed Acme');
  await box.press('Enter');
  await expect(log.getByText(/^Error processing input:/)).toBeVisible();
  await page.context().close();
});
