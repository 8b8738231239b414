import { defaultTodoDueDate } from '@eos/domain';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { SubBar } from '../../../shell/SubBar';
import { type Handler, stubApi } from '../../../test/api-stub';
import { bea, ids, me, meetingFixture, searchPage, sessionFixture } from '../../../test/fixtures';
import { PopupProbe } from '../../../test/PopupProbe';
import { renderWithProviders } from '../../../test/render';
import { FakeSpeechRecognition, voiceItem } from './testing';

const CREATED_ID = '00000000-0000-4000-8000-0000000000f9';
const OTHER_MEETING = '00000000-0000-4000-8000-0000000000d2';

const understood =
  (item: ReturnType<typeof voiceItem>): Handler =>
  () => ({
    body: { succeeded: true, item, source: 'offline' },
  });
const created =
  (plural: string): Handler =>
  (body) => ({
    body: { succeeded: true, [plural]: [{ id: CREATED_ID, ...(body as object) }] },
  });

/** The sub-bar with the flag on, the assistant opened from Ask EOS AI. */
async function openAssistant(routes: Record<string, Handler>) {
  const api = stubApi({
    'POST todos': created('todos'),
    'POST issues': created('issues'),
    'POST headlines': created('headlines'),
    'POST meeting-detail-selector': () =>
      searchPage([meetingFixture(), meetingFixture({ id: OTHER_MEETING, title: 'Sales Weekly' })]),
    ...routes,
  });
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <SubBar onAdd={() => {}} />
      <PopupProbe />
    </>,
    { session: sessionFixture(), flags: { 'voice-assistant': true } },
  );
  // The labelled button (wide screens) and the icon button (narrow ones) share the name.
  await user.click(screen.getAllByRole('button', { name: 'Ask EOS AI' })[0] as HTMLElement);
  const dialog = await screen.findByRole('dialog', { name: /Ask EOS AI/ });
  const box = within(dialog).getByRole('textbox', { name: 'What would you like to create?' });
  const log = within(dialog).getByRole('log', { name: 'Conversation with EOS AI' });
  return { ...api, user, dialog: within(dialog), box: box as HTMLTextAreaElement, log: within(log) };
}

// Where the page has no speech API (jsdom has none) the assistant says so on the console, once per opening.
let info: MockInstance<typeof console.info>;
beforeEach(() => {
  info = vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => info.mockRestore());

const posted = (calls: { key: string; body: unknown }[], key: string) => calls.filter((c) => c.key === key);

describe('the Voice Assistant', { timeout: 30_000 }, () => {
  it('opens with the Beta tag and the early-access note; typed text creates a To-Do as understood', async () => {
    const { user, dialog, box, log, calls } = await openAssistant({
      'POST voice-assistant/parse': understood(
        voiceItem({
          type: 'todo',
          tractionId: ids.meeting,
          title: 'Send the board pack',
          dueDate: '2030-01-11',
          ownerIds: [bea.id],
        }),
      ),
    });
    expect(dialog.getByText('Beta')).toBeTruthy();
    expect(dialog.getByText('Enjoy early access - this feature may be premium in the future!')).toBeTruthy();
    await user.type(box, 'To-Do for Bea to send the board pack next Friday in the leadership meeting{Enter}');

    expect(await log.findByText('Created: Send the board pack')).toBeTruthy();
    expect(log.getByText('To-Do for Bea to send the board pack next Friday in the leadership meeting')).toBeTruthy();
    expect(posted(calls, 'POST voice-assistant/parse')[0]?.body).toEqual({
      text: 'To-Do for Bea to send the board pack next Friday in the leadership meeting',
    });
    expect(posted(calls, 'POST todos').map((c) => c.body)).toEqual([
      {
        type: 'todo',
        tractionId: ids.meeting,
        title: 'Send the board pack',
        dueDate: '2030-01-11',
        ownerIds: [bea.id],
        contentHtml: '',
      },
    ]);
    expect(box.value).toBe('');
  });

  it('asks for the type with Issue / To-Do / Headline; a To-Do without owner or date is mine, due as Add To-Do would be', async () => {
    const { user, dialog, box, log, calls } = await openAssistant({
      'POST voice-assistant/parse': understood(voiceItem({ tractionId: ids.meeting, title: 'Call the bank' })),
    });
    await user.type(box, 'call the bank{Enter}');
    expect(await log.findByText('No traction type found. Please select one below.')).toBeTruthy();
    const types = dialog.getByRole('group', { name: 'Traction type' });
    expect(
      within(types)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Issue', 'To-Do', 'Headline']);
    expect(posted(calls, 'POST todos')).toHaveLength(0);

    await user.click(within(types).getByRole('button', { name: 'To-Do' }));
    expect(await log.findByText('Created: Call the bank')).toBeTruthy();
    expect(posted(calls, 'POST todos')[0]?.body).toEqual({
      type: 'todo',
      tractionId: ids.meeting,
      title: 'Call the bank',
      dueDate: defaultTodoDueDate(),
      ownerIds: [me.id],
      contentHtml: '',
    });
    // The question is answered: its buttons are gone.
    expect(dialog.queryByRole('group', { name: 'Traction type' })).toBeNull();
  });

  it("asks for the meeting with the person's meetings; picking one creates the Issue there", async () => {
    const { user, dialog, box, log, calls } = await openAssistant({
      'POST voice-assistant/parse': understood(voiceItem({ type: 'issue', title: 'Churn is up', ownerIds: [bea.id] })),
    });
    await user.type(box, 'issue churn is up for Bea{Enter}');
    expect(await log.findByText('No meeting found. Please select one below.')).toBeTruthy();
    const meetings = await dialog.findByRole('group', { name: 'Meetings' });
    expect(
      within(meetings)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Leadership Team', 'Sales Weekly']);
    expect(posted(calls, 'POST meeting-detail-selector')[0]?.body).toMatchObject({
      filters: { 'person-ids': [me.id] },
    });

    await user.click(within(meetings).getByRole('button', { name: 'Sales Weekly' }));
    expect(await log.findByText('Created: Churn is up')).toBeTruthy();
    expect(posted(calls, 'POST issues')[0]?.body).toEqual({
      type: 'issue',
      tractionId: OTHER_MEETING,
      title: 'Churn is up',
      ownerIds: [bea.id],
      contentHtml: '',
    });
  });

  it('without a title asks to try again and creates nothing', async () => {
    const { user, box, log, calls } = await openAssistant({
      'POST voice-assistant/parse': understood(voiceItem({ type: 'headline', tractionId: ids.meeting })),
    });
    await user.type(box, 'headline{Enter}');
    expect(await log.findByText('No title was found please try your message again.')).toBeTruthy();
    expect(calls.filter((c) => c.key.startsWith('POST headlines'))).toHaveLength(0);
  });

  it("tells a model failure and a create failure with the server's message", async () => {
    let parse = 0;
    const { user, box, log } = await openAssistant({
      'POST voice-assistant/parse': () =>
        ++parse === 1
          ? {
              status: 502,
              body: { succeeded: false, messages: [{ id: 'ERR_LLM', text: 'The model did not answer.' }] },
            }
          : { body: { succeeded: true, item: voiceItem({ type: 'todo', tractionId: ids.meeting, title: 'X' }) } },
      'POST todos': () => ({
        status: 403,
        body: { succeeded: false, messages: [{ id: 'ERR_FORBIDDEN', text: 'You cannot add items here.' }] },
      }),
    });
    await user.type(box, 'anything{Enter}');
    expect(await log.findByText('Error processing input: The model did not answer.')).toBeTruthy();
    await user.type(box, 'a To-Do X{Enter}');
    expect(await log.findByText('Error in traction service call: You cannot add items here.')).toBeTruthy();
  });

  it("the created item's Edit link opens its edit popup", async () => {
    const { user, box, log } = await openAssistant({
      'POST voice-assistant/parse': understood(
        voiceItem({ type: 'headline', tractionId: ids.meeting, title: 'Acme signed' }),
      ),
    });
    await user.type(box, 'headline Acme signed{Enter}');
    await user.click(await log.findByRole('button', { name: 'Edit Acme signed' }));
    expect(JSON.parse(screen.getByTestId('popups').textContent ?? '')).toEqual([{ kind: 'headline', id: CREATED_ID }]);
  });

  it('gives one Edit link per owner when several were named, each opening its own item', async () => {
    const owner = (firstName: string) => ({ firstName, lastName: 'Fox' });
    const { user, box, log } = await openAssistant({
      'POST voice-assistant/parse': understood(
        voiceItem({ type: 'todo', tractionId: ids.meeting, title: 'Call Acme', ownerIds: [ids.me, ids.bea] }),
      ),
      'POST todos': () => ({
        body: {
          succeeded: true,
          todos: [
            { id: 'todo-adam', owner: owner('Adam') },
            { id: 'todo-beth', owner: owner('Beth') },
          ],
        },
      }),
    });
    await user.type(box, 'a To-Do Call Acme for Adam and Beth{Enter}');
    await user.click(await log.findByRole('button', { name: 'Edit Call Acme for Beth Fox' }));
    expect(JSON.parse(screen.getByTestId('popups').textContent ?? '')).toEqual([{ kind: 'todo', id: 'todo-beth' }]);
    expect(log.getByRole('button', { name: 'Edit Call Acme for Adam Fox' }).textContent).toBe('Edit for Adam Fox');
  });

  it('listens through the speech API: listening clears the text, says so, and sends the transcript when it ends', async () => {
    vi.stubGlobal('SpeechRecognition', FakeSpeechRecognition);
    const { user, dialog, box, calls, log } = await openAssistant({
      'POST voice-assistant/parse': understood(voiceItem({ title: 'Churn is up', tractionId: ids.meeting })),
    });
    await user.type(box, 'half typed');
    await user.click(dialog.getByRole('button', { name: 'Start listening' }));
    const recognition = FakeSpeechRecognition.last as FakeSpeechRecognition;
    expect(recognition.started).toBe(true);
    expect(recognition.lang).toBe('en-US');
    expect(box.value).toBe('');
    expect(dialog.getByRole('status').textContent).toBe(
      'Listening, please speak the traction you would like to create.',
    );

    act(() => recognition.hear('Issue churn is up'));
    act(() => recognition.hear(' in the leadership meeting'));
    expect(box.value).toBe('Issue churn is up in the leadership meeting');
    expect(posted(calls, 'POST voice-assistant/parse')).toHaveLength(0);

    act(() => recognition.end());
    expect(await log.findByText('No traction type found. Please select one below.')).toBeTruthy();
    expect(posted(calls, 'POST voice-assistant/parse')[0]?.body).toEqual({
      text: 'Issue churn is up in the leadership meeting',
    });
    expect(box.value).toBe('');
    expect(dialog.getByRole('button', { name: 'Start listening' })).toBeTruthy();
  });

  it('listening that hears nothing sends nothing', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeSpeechRecognition);
    const { user, dialog, calls } = await openAssistant({});
    await user.click(dialog.getByRole('button', { name: 'Start listening' }));
    await user.click(dialog.getByRole('button', { name: 'Stop listening' }));
    expect(dialog.getByRole('button', { name: 'Start listening' })).toBeTruthy();
    expect(posted(calls, 'POST voice-assistant/parse')).toHaveLength(0);
  });

  it('without a speech API only logs it: no microphone, the text box stays', async () => {
    const { dialog, box } = await openAssistant({});
    expect(dialog.queryByRole('button', { name: 'Start listening' })).toBeNull();
    expect(box).toBeTruthy();
    expect(info).toHaveBeenCalledWith(expect.stringContaining('Speech recognition is not supported'));
  });
});
