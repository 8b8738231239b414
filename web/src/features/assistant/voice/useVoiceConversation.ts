import type { AssistantItemType, VoiceItem } from '@eos/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useShellContext } from '../../../shell/useShellContext';
import { type CompleteVoiceItem, createBody, nextStep } from './flow';
import { createVoiceItem, parseVoiceText } from './voiceApi';

/** What the person said or typed, as they said it. */
export interface UserMessage {
  id: number;
  role: 'user';
  text: string;
}

/** The assistant's reply: a language pack text (translated when shown), and the item it made. */
export interface AssistantMessage {
  id: number;
  role: 'assistant';
  key: string;
  params?: Record<string, string>;
  tone: 'info' | 'success' | 'error';
  created?: CreatedItems;
}

/** What a request made: one item per owner named (001 §4), each with its owner's name for its Edit link. */
export interface CreatedItems {
  type: AssistantItemType;
  title: string;
  items: { id: string; ownerName: string | null }[];
}

export type VoiceMessage = UserMessage | AssistantMessage;
type NewMessage = Omit<UserMessage, 'id'> | Omit<AssistantMessage, 'id'>;

/** The question waiting for a button: the item type, or the meeting (001 §4 step 3). */
export interface VoiceQuestion {
  kind: 'type' | 'meeting';
  item: VoiceItem;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The voice assistant's conversation (001 §4 'Voice assistant flow'): what was said goes to POST
 * voice-assistant/parse; a missing title is told, a missing type or meeting asked for with buttons,
 * and once all is known the item is created and its Edit link offered.
 */
export function useVoiceConversation() {
  const queryClient = useQueryClient();
  const { user } = useShellContext();
  const [messages, setMessages] = useState<VoiceMessage[]>([]);
  const [question, setQuestion] = useState<VoiceQuestion | null>(null);
  const [busy, setBusy] = useState(false);
  const nextId = useRef(1);

  const add = (message: NewMessage) => {
    const id = nextId.current++;
    setMessages((all) => [...all, { ...message, id }]);
  };
  const reply = (key: string, tone: AssistantMessage['tone'] = 'info', params?: Record<string, string>) =>
    add({ role: 'assistant', key, tone, params });

  const create = async (item: CompleteVoiceItem) => {
    const body = createBody(item, user.personId);
    try {
      const items = await createVoiceItem(queryClient, body);
      const created: CreatedItems = {
        type: body.type,
        title: body.title,
        items: items.map((x) => ({ id: x.id, ownerName: x.owner ? `${x.owner.firstName} ${x.owner.lastName}` : null })),
      };
      add({ role: 'assistant', key: 'ITEM_CREATED', params: { 0: body.title }, tone: 'success', created });
    } catch (error) {
      reply('VOICE_ERROR_SERVICE', 'error', { 0: messageOf(error) });
    }
  };

  const settle = async (item: VoiceItem) => {
    const next = nextStep(item);
    if (next.step === 'noTitle') reply('VOICE_NO_TITLE');
    else if (next.step === 'askType') {
      reply('VOICE_NO_TYPE');
      setQuestion({ kind: 'type', item });
    } else if (next.step === 'askMeeting') {
      reply('VOICE_NO_MEETING');
      setQuestion({ kind: 'meeting', item });
    } else await create(next.item);
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  /** Something said or typed: a new request, whatever was asked before. */
  const send = (text: string) => {
    const said = text.trim();
    if (!said || busy) return;
    add({ role: 'user', text: said });
    setQuestion(null);
    void run(async () => {
      let item: VoiceItem;
      try {
        item = await parseVoiceText(said);
      } catch (error) {
        reply('VOICE_ERROR_PROCESSING', 'error', { 0: messageOf(error) });
        return;
      }
      await settle(item);
    });
  };

  /** The answer to the open question, shown as the person's reply (`label`). */
  const answer = (patch: Partial<VoiceItem>, label: string) => {
    if (!question || busy) return;
    const item = { ...question.item, ...patch };
    setQuestion(null);
    add({ role: 'user', text: label });
    void run(() => settle(item));
  };

  return { messages, question, busy, send, answer };
}

export type VoiceConversation = ReturnType<typeof useVoiceConversation>;
