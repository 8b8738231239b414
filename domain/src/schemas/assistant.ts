import { z } from 'zod';
import { CalendarDate, Id, M, requiredText, safeText } from './common.ts';

// The assistants (issue 21; 001 §3 'Voice assistant item', 'Chat'; §7 POST chat).

/** What the voice assistant creates (001 §3): the POST issues / todos / headlines `type`. */
export const AssistantItemTypes = ['issue', 'todo', 'headline'] as const;
export type AssistantItemType = (typeof AssistantItemTypes)[number];

/** The longest utterance or typed request the voice assistant takes. */
export const VOICE_TEXT_MAX = 1000;

/**
 * POST voice-assistant/parse: the spec's browser called the hosted model itself; here the server
 * does (the key stays on the server, and without a model the offline extractor does the same job).
 */
export const VoiceParseRequest = z.object({ text: requiredText(VOICE_TEXT_MAX) });
export type VoiceParseRequest = z.infer<typeof VoiceParseRequest>;

/**
 * A voice assistant item (001 §3): what was understood; null where nothing was. tractionId is one of
 * the person's meetings, ownerIds people of the organization, dueDate only for To-Dos.
 */
export const VoiceItem = z.object({
  type: z.enum(AssistantItemTypes).nullable(),
  tractionId: Id.nullable(),
  title: z.string().nullable(),
  dueDate: CalendarDate.nullable(),
  ownerIds: z.array(Id),
});
export type VoiceItem = z.infer<typeof VoiceItem>;

export const VoiceParseResponse = z.object({
  succeeded: z.literal(true),
  item: VoiceItem,
  /** Who understood it: the configured language model, or the built-in offline extractor. */
  source: z.enum(['model', 'offline']),
});
export type VoiceParseResponse = z.infer<typeof VoiceParseResponse>;

// ---- The chat ----------------------------------------------------------------------------------

export const CHAT_PROMPT_MAX = 2000;
export const CHAT_THREAD_MAX = 40;
/** The earlier turns of the thread the model reads with a question (the web app sends those). */
export const CHAT_CONTEXT_TURNS = 10;

export const ChatRole = z.enum(['user', 'assistant']);
export const ChatTurn = z.object({ role: ChatRole, content: safeText().max(8000, { error: M.maxLength }) });
export type ChatTurn = z.infer<typeof ChatTurn>;

/** POST chat (001 §3, §7): prompt required; the thread so far, oldest first. */
export const ChatRequest = z.object({
  prompt: requiredText(CHAT_PROMPT_MAX),
  thread: z.array(ChatTurn).max(CHAT_THREAD_MAX, { error: M.invalid }).default([]),
});
export type ChatRequest = z.infer<typeof ChatRequest>;

/** Something of the organization's that an answer used, with the address that opens it. */
export const ChatCitation = z.object({
  kind: z.enum(['rock', 'todo', 'issue', 'headline', 'measurable', 'meeting', 'vto', 'guide']),
  id: z.string(),
  title: z.string(),
  url: z.string(),
});
export type ChatCitation = z.infer<typeof ChatCitation>;

export const ChatMessage = z.object({
  role: ChatRole,
  /** Plain text (never HTML): the browser shows it as text, so a model's markup cannot run. */
  content: z.string(),
  citations: z.array(ChatCitation).default([]),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ChatResponse = z.object({
  succeeded: z.literal(true),
  messages: z.array(ChatMessage),
  /** Who answered: the configured language model, or the learning centre's guides without one. */
  source: z.enum(['model', 'guides']),
});
export type ChatResponse = z.infer<typeof ChatResponse>;

/** GET chat: the caller's stored thread, oldest first (at most CHAT_THREAD_MAX messages). */
export const ChatThreadResponse = z.object({ succeeded: z.literal(true), messages: z.array(ChatMessage) });
export type ChatThreadResponse = z.infer<typeof ChatThreadResponse>;

/**
 * POST chat with `Accept: text/event-stream` answers server-sent events, each `event: <name>` with
 * JSON data: `delta` ({text}) pieces of the answer as they come; then either `message` (the
 * ChatResponse, with the whole answer and its citations) or `error` ({succeeded: false, messages}).
 */
export const ChatStreamEvents = ['delta', 'message', 'error'] as const;
export type ChatStreamEvent = (typeof ChatStreamEvents)[number];
export const ChatDelta = z.object({ text: z.string() });
export type ChatDelta = z.infer<typeof ChatDelta>;
