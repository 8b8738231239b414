// The language model as the app sees it (issue 21): any OpenAI-compatible chat-completions endpoint.
// These are our own shapes; client.ts turns them into the wire format (snake_case, `tools`, `tool_calls`).

/** A function the model may ask to call: `parameters` is a JSON Schema object. */
export interface LlmTool {
  name: string;
  description?: string;
  parameters: Record<string, unknown>;
}

/** Whether and which tool the model must call (OpenAI `tool_choice`). */
export type LlmToolChoice = 'auto' | 'none' | 'required' | { name: string };

/**
 * A call the model asked for. `arguments` is the model's JSON text as it came: model output is data, so
 * the caller parses and validates it (with the same zod contract as the API) before acting on it.
 */
export interface LlmToolCall {
  id: string;
  name: string;
  arguments: string;
}

export type LlmMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; toolCalls?: LlmToolCall[] }
  /** The answer to one of the model's tool calls. */
  | { role: 'tool'; toolCallId: string; content: string };

export interface LlmRequest {
  messages: LlmMessage[];
  /** max_tokens: the longest answer, in tokens. */
  maxTokens?: number;
  temperature?: number;
  tools?: LlmTool[];
  toolChoice?: LlmToolChoice;
}

export interface LlmAnswer {
  /** The answer's text; null when the model only asked for tool calls. */
  content: string | null;
  toolCalls: LlmToolCall[];
  /** stop, length, tool_calls… as the server said; null when it did not. */
  finishReason: string | null;
}

export interface LlmClient {
  /** LLM_MODEL: the model every request names. */
  readonly model: string;
  /** One completion. Retried (bounded) on network errors, 429 and 5xx; throws LlmError. */
  chat(request: LlmRequest, signal?: AbortSignal): Promise<LlmAnswer>;
  /**
   * The answer's text as the server streams it (server-sent events), piece by piece. Retried like chat
   * until the answer starts; a failure after that ends the iteration with LlmError.
   */
  stream(request: LlmRequest, signal?: AbortSignal): AsyncIterable<string>;
}
