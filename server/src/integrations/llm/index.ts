import { createLlmClient } from './client.ts';
import type { LlmConfig } from './settings.ts';
import type { LlmClient } from './types.ts';

export { LlmError, type LlmFailure } from './errors.ts';
export type { LlmAnswer, LlmClient, LlmMessage, LlmRequest, LlmTool, LlmToolCall, LlmToolChoice } from './types.ts';

/** The deployment's language model, made once when the app is built; null without LLM_BASE_URL. */
export function createLlm(config: LlmConfig | undefined): LlmClient | null {
  return config ? createLlmClient(config) : null;
}
