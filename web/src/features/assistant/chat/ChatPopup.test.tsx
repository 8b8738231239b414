import type { ChatMessage } from '@eos/domain';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChatButton } from '../../../shell/ChatButton';
import { type Handler, stubApi } from '../../../test/api-stub';
import { base, ids, sessionFixture } from '../../../test/fixtures';
import { PopupProbe } from '../../../test/PopupProbe';
import { renderWithProviders } from '../../../test/render';

const ROCK_ID = '00000000-0000-4000-8000-0000000000a1';
const rockCitation = { kind: 'rock', id: ROCK_ID, title: 'Hire a head of support', url: `${base}/meetingoverview` };
const earlier: ChatMessage[] = [
  { role: 'user', content: 'Which Rocks are off track?', citations: [] },
  { role: 'assistant', content: 'Hire a head of support is off track.', citations: [rockCitation as never] },
];
const thread =
  (messages: ChatMessage[]): Handler =>
  () => ({ body: { succeeded: true, messages } });
const answered = (prompt: string, content: string, citations: unknown[] = []) => ({
  succeeded: true,
  source: 'model',
  messages: [
    { role: 'user', content: prompt, citations: [] },
    { role: 'assistant', content, citations },
  ],
});

/** A body the test writes as it goes: server-sent events (or JSON, slowly). */
function bodyStream(contentType = 'text/event-stream') {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const write = (text: string) => act(async () => controller?.enqueue(encoder.encode(text)));
  return {
    handler: (): ReturnType<Handler> => ({ raw: stream, headers: { 'content-type': contentType } }),
    write,
    send: (event: string, data: unknown) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    end: () => act(async () => controller?.close()),
  };
}

async function openChat(routes: Record<string, Handler>, session = sessionFixture()) {
  const api = stubApi(routes);
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <ChatButton />
      <PopupProbe />
    </>,
    { session },
  );
  await user.click(screen.getByRole('button', { name: 'Chat' }));
  const dialog = await screen.findByRole('dialog', { name: "Let's Chat" });
  const box = within(dialog).getByRole('textbox', { name: 'Your question' }) as HTMLTextAreaElement;
  const log = within(within(dialog).getByRole('log', { name: 'Conversation' }));
  return { ...api, user, dialog: within(dialog), box, log };
}

const location = () => screen.getByTestId('location').textContent;
const popups = () => JSON.parse(screen.getByTestId('popups').textContent ?? '[]');

describe('the help chat', { timeout: 30_000 }, () => {
  it("opens as 'Let's Chat' with the spec's placeholder, a skeleton until the thread loads, then the thread", async () => {
    const slow = bodyStream('application/json');
    const { box, log } = await openChat({ 'GET chat': slow.handler });
    expect(box.placeholder).toBe('Ask a question...');
    expect(screen.getByTestId('chat-skeleton')).toBeTruthy();
    await slow.write('{"succeeded": true, ');
    expect(screen.getByTestId('chat-skeleton')).toBeTruthy();
    await slow.write('"messages": []}');
    await slow.end();
    expect(
      await log.findByText(
        'Ask about your Rocks, To-Dos, Issues, Headlines, Scorecard and meetings, or about how EOS works.',
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('chat-skeleton')).toBeNull();
  });

  it('shows the stored thread with its sources as links; a source opens its meeting and its popup', async () => {
    const { user, log } = await openChat({ 'GET chat': thread(earlier) });
    expect(await log.findByText('Hire a head of support is off track.')).toBeTruthy();
    expect(log.getByText('Which Rocks are off track?')).toBeTruthy();
    const link = log.getByRole('link', { name: 'Hire a head of support' });
    expect(link.getAttribute('href')).toBe(`${base}/meetingoverview`);
    await user.click(link);
    expect(location()).toBe(`${base}/meetingoverview`);
    expect(popups()).toEqual([{ kind: 'rock', id: ROCK_ID }]);
  });

  it('sends on Enter and shows the answer as it streams in, then with its sources', async () => {
    const events = bodyStream();
    const { user, box, log, calls, fetchMock } = await openChat({
      'GET chat': thread(earlier),
      'POST chat': events.handler,
    });
    await log.findByText('Hire a head of support is off track.');
    await user.type(box, 'Who owns it?{Enter}');
    expect(box.value).toBe('');
    expect(await log.findByText('Who owns it?')).toBeTruthy();
    expect(log.getByText('Thinking…')).toBeTruthy();

    await events.send('delta', { text: 'Maya owns ' });
    expect(await log.findByText('Maya owns')).toBeTruthy();
    expect(screen.getByRole('log').getAttribute('aria-busy')).toBe('true');
    await events.send('delta', { text: 'Hire a head of support.' });
    expect(await log.findByText('Maya owns Hire a head of support.')).toBeTruthy();
    await events.send('message', answered('Who owns it?', 'Maya owns Hire a head of support.', [rockCitation]));
    await events.end();
    expect(await log.findAllByRole('link', { name: 'Hire a head of support' })).toHaveLength(2);
    expect(screen.getByRole('log').getAttribute('aria-busy')).toBe('false');

    const [post] = calls.filter((c) => c.key === 'POST chat');
    expect(post?.body).toEqual({
      prompt: 'Who owns it?',
      thread: earlier.map(({ role, content }) => ({ role, content })),
    });
    const init = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')?.[1];
    expect((init?.headers as Record<string, string> | undefined)?.accept).toBe('text/event-stream');
  });

  it('sends with the button too, and reads a JSON answer as well', async () => {
    const { user, box, log, dialog } = await openChat({
      'GET chat': thread([]),
      'POST chat': (body) => ({ body: answered((body as { prompt: string }).prompt, 'Rocks are 90-day priorities.') }),
    });
    await log.findByText(/Ask about your Rocks/);
    await user.type(box, 'What is a Rock?');
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await log.findByText('Rocks are 90-day priorities.')).toBeTruthy();
    expect(log.getByText('What is a Rock?')).toBeTruthy();
  });

  it('shows markup from a model as text, never as HTML', async () => {
    const { log, dialog } = await openChat({
      'GET chat': thread([{ role: 'assistant', content: '<img src=x onerror=alert(1)> done', citations: [] }]),
    });
    expect(await log.findByText('<img src=x onerror=alert(1)> done')).toBeTruthy();
    expect(dialog.queryByRole('img')).toBeNull();
  });

  it('says why there is no answer: a refusal before the stream, or an error event in it', async () => {
    const events = bodyStream();
    let first = true;
    const { user, box, log } = await openChat({
      'GET chat': thread([]),
      'POST chat': () => {
        if (!first) return events.handler();
        first = false;
        return {
          status: 429,
          body: { succeeded: false, messages: [{ id: 'ERR_TOO_MANY_ATTEMPTS', text: 'Too many attempts.' }] },
        };
      },
    });
    await log.findByText(/Ask about your Rocks/);
    await user.type(box, 'One{Enter}');
    expect(await log.findByText('No answer this time: Too many attempts.')).toBeTruthy();
    await user.type(box, 'Two{Enter}');
    await events.send('delta', { text: 'Half' });
    await events.send('error', {
      succeeded: false,
      messages: [{ id: 'ERR_ASSISTANT_MODEL', text: 'The model failed.' }],
    });
    await events.end();
    expect(await log.findByText('No answer this time: The model failed.')).toBeTruthy();
  });

  it('clears the thread', async () => {
    const { user, log, dialog, calls } = await openChat({ 'GET chat': thread(earlier), 'DELETE chat': () => ({}) });
    await log.findByText('Which Rocks are off track?');
    await user.click(dialog.getByRole('button', { name: 'Clear' }));
    expect(await log.findByText(/Ask about your Rocks/)).toBeTruthy();
    expect(log.queryByText('Which Rocks are off track?')).toBeNull();
    expect(calls.map((c) => c.key)).toContain('DELETE chat');
  });

  it('is there for an Observer too', async () => {
    const observer = sessionFixture({ org: { id: ids.memberOrg, name: 'Acme', role: 'Observer' } });
    const { log } = await openChat({ 'GET chat': thread(earlier) }, observer);
    expect(await log.findByText('Hire a head of support is off track.')).toBeTruthy();
  });
});
