import path from 'node:path';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { type AppNode, ROOT, startAppNode } from '../appNode.ts';
import { axeViolations } from '../axe.ts';
import { shoot, signInAs } from '../support.ts';

// Ask EOS AI's Voice Assistant (issue 21, 001 §4) on an app node of its own with the voice-assistant
// flag on and no language model configured: the server's offline extractor understands. Maya the
// Member speaks a To-Do for Adam (a recorded utterance fed to the page's speech API) and it is created
// as said, then opened through Edit; on a phone she types an Issue without a meeting, is asked for
// one and picks it. Oscar the Observer has no Ask EOS AI at all.

const DATA_DIR = path.join(ROOT, 'e2e/.test-data-voice');
const MAYA = 'member@demo.local';
const OSCAR = 'observer@demo.local';
// The issue's own words: 'the leadership meeting' is the demo's 'Leadership Team'.
const UTTERANCE = 'To-Do for Adam to send the board pack next Friday in the leadership meeting';
let node: AppNode;

test.beforeAll(async () => {
  // No LLM_* settings: the offline extractor understands.
  node = await startAppNode({
    port: 3266,
    dataDir: DATA_DIR,
    fresh: true,
    env: { FEATURE_FLAGS: 'voice-assistant=true' },
  });
});
test.afterAll(() => node?.stop());

/**
 * A browser whose speech API hears UTTERANCE: starting to listen hears it in two parts, and listening
 * ends when the test calls window.endRecordedSpeech() (as silence would end it).
 */
async function withRecordedSpeech(page: Page): Promise<void> {
  await page.addInitScript((utterance: string) => {
    type Handler<E> = ((event: E) => void) | null;
    class RecordedSpeech {
      lang = '';
      continuous = false;
      interimResults = false;
      onresult: Handler<{ results: { transcript: string }[][] }> = null;
      onerror: Handler<{ error: string }> = null;
      onend: (() => void) | null = null;
      start() {
        const words = utterance.split(' ');
        const first = words.slice(0, 6).join(' ');
        const rest = ` ${words.slice(6).join(' ')}`;
        this.onresult?.({ results: [[{ transcript: first }]] });
        this.onresult?.({ results: [[{ transcript: first }], [{ transcript: rest }]] });
        (window as unknown as { endRecordedSpeech: () => void }).endRecordedSpeech = () => this.onend?.();
      }
      stop() {
        this.onend?.();
      }
      abort() {}
    }
    (window as unknown as { SpeechRecognition: unknown }).SpeechRecognition = RecordedSpeech;
  }, UTTERANCE);
}

/** A browser without a speech API (as Firefox): Chromium's own, prefixed or not, is taken away. */
async function withoutSpeech(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (const name of ['SpeechRecognition', 'webkitSpeechRecognition'])
      Object.defineProperty(window, name, { value: undefined, configurable: true });
  });
}

async function signedIn(browser: Browser, email: string, width: number, speech?: 'recorded' | 'none'): Promise<Page> {
  const context = await browser.newContext({ baseURL: node.url, viewport: { width, height: 900 } });
  const page = await context.newPage();
  if (speech === 'recorded') await withRecordedSpeech(page);
  if (speech === 'none') await withoutSpeech(page);
  await signInAs(page, email);
  return page;
}

async function openAssistant(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Ask EOS AI' }).click();
  const assistant = page.getByRole('dialog', { name: /Ask EOS AI/ });
  await expect(assistant.getByText('Beta', { exact: true })).toBeVisible();
  await expect(assistant.getByText('Enjoy early access - this feature may be premium in the future!')).toBeVisible();
  return assistant;
}

/** The page's console.info lines, as they come. */
function collectConsole(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'info') lines.push(message.text());
  });
  return lines;
}

/** The days from today to a 'YYYY-MM-DD' date, and its weekday (0 is Sunday). */
function fromToday(date: string): { days: number; weekday: number } {
  const due = new Date(`${date}T00:00:00Z`);
  const now = new Date();
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return { days: Math.round((due.getTime() - today) / 86_400_000), weekday: due.getUTCDay() };
}

test('a spoken To-Do for Adam is created with his name, next Friday and the meeting, and opens through Edit', async ({
  browser,
}) => {
  const page = await signedIn(browser, MAYA, 1440, 'recorded');
  const assistant = await openAssistant(page);
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  const box = assistant.getByRole('textbox', { name: 'What would you like to create?' });
  await box.fill('something half typed');

  const created = page.waitForResponse((r) => r.url().endsWith('/api/v2/todos') && r.request().method() === 'POST');
  await assistant.getByRole('button', { name: 'Start listening' }).click();
  await expect(assistant.getByText('Listening, please speak the traction you would like to create.')).toBeVisible();
  await expect(box).toHaveValue(UTTERANCE);
  await shoot(page, 'voice-assistant-listening-1440');
  await page.evaluate(() => (window as unknown as { endRecordedSpeech: () => void }).endRecordedSpeech());

  // Whatever the reply, it is in the conversation (an error there says why nothing was created).
  const log = assistant.getByRole('log');
  await expect(log.getByText(UTTERANCE)).toBeVisible();
  await expect(log.getByText(/^Created: /)).toBeVisible();
  const response = await created;
  const sent = response.request().postDataJSON();
  const [todo] = (await response.json()).todos;
  expect(sent).toMatchObject({ type: 'todo', contentHtml: '' });
  expect(todo.owner).toMatchObject({ firstName: 'Adam', lastName: 'Admin' });
  expect(todo.title).toBe('Send the board pack');
  // Next Friday: a Friday within the coming two weeks.
  const due = fromToday(todo.dueDate);
  expect(due.weekday).toBe(5);
  expect(due.days).toBeGreaterThan(0);
  expect(due.days).toBeLessThanOrEqual(14);

  await expect(log.getByText(`Created: ${todo.title}`)).toBeVisible();
  await expect(box).toHaveValue('');
  await shoot(page, 'voice-assistant-1440');

  await log.getByRole('button', { name: `Edit ${todo.title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit To-Do' });
  await expect(edit.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(todo.title);
  await expect(edit.getByRole('combobox', { name: 'Meeting', exact: true })).toHaveValue('Leadership Team');
  await expect(edit.getByRole('combobox', { name: 'Owner', exact: true })).toHaveValue('Adam Admin');
  await expect(edit.getByRole('button', { name: /Due date/ })).toHaveText(/^Fri, /);
  await shoot(page, 'voice-assistant-edit-1440');
  await page.context().close();
});

test('on a phone a typed Issue without a meeting asks for one; picking it creates the Issue there', async ({
  browser,
}) => {
  const page = await signedIn(browser, MAYA, 375, 'none');
  const messages = collectConsole(page);
  // Ask EOS AI is an icon button among the sub-bar's add actions.
  await shoot(page, 'voice-assistant-375-sub-bar');
  const assistant = await openAssistant(page);
  // No speech API in this browser: no microphone, the text box alone, and a note on the console.
  await expect(assistant.getByRole('button', { name: 'Send' })).toBeVisible();
  await expect(assistant.getByRole('button', { name: 'Start listening' })).toHaveCount(0);
  expect(messages.some((m) => m.startsWith('Speech recognition is not supported'))).toBe(true);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/v2/issues') && r.request().method() === 'POST');
  await assistant
    .getByRole('textbox', { name: 'What would you like to create?' })
    .fill('Issue for Maya: the website leads are not called back within a day');
  await assistant.getByRole('button', { name: 'Send' }).click();

  await expect(assistant.getByText('No meeting found. Please select one below.')).toBeVisible();
  const meetings = assistant.getByRole('group', { name: 'Meetings' });
  await expect(meetings.getByRole('button', { name: 'Leadership Team' })).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await shoot(page, 'voice-assistant-375-meetings');

  await meetings.getByRole('button', { name: 'Leadership Team' }).click();
  await expect(assistant.getByRole('log').getByText(/^Created: /)).toBeVisible();
  const issue = (await (await created).json()).issue;
  expect(issue.owner).toMatchObject({ firstName: 'Maya', lastName: 'Member' });
  await expect(assistant.getByRole('log').getByText(`Created: ${issue.title}`)).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shoot(page, 'voice-assistant-375');

  await assistant.getByRole('button', { name: `Edit ${issue.title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Issue' });
  await expect(edit.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(issue.title);
  await page.context().close();
});

test('an Observer has no Ask EOS AI, at any width', async ({ browser }) => {
  const page = await signedIn(browser, OSCAR, 1440);
  await expect(page.getByRole('button', { name: 'Request Upgrade' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ask EOS AI', includeHidden: true })).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 900 });
  await expect(page.getByRole('button', { name: 'Ask EOS AI', includeHidden: true })).toHaveCount(0);
  await page.context().close();
});
