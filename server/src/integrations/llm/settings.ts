import { ConfigurationError } from '../../lib/configuration-error.ts';

/** The language model's settings (LLM_*), read and checked at start by config.ts. */
export interface LlmConfig {
  /** LLM_BASE_URL without a trailing slash, e.g. http://127.0.0.1:11434/v1; requests go to {baseUrl}/chat/completions. */
  baseUrl: string;
  /** LLM_API_KEY, sent as a bearer token; never logged. */
  apiKey?: string;
  /** LLM_MODEL: the model every request names. */
  model: string;
  /** LLM_TIMEOUT_MS: how long one attempt may take. */
  timeoutMs: number;
}

/** The environment variables behind LlmConfig, as config.ts's Env declares them. */
export interface LlmEnv {
  LLM_BASE_URL?: string;
  LLM_API_KEY?: string;
  LLM_MODEL?: string;
  LLM_TIMEOUT_MS: number;
}

/** No LLM_BASE_URL: no model (the assistants use their built-in fallbacks). */
export function loadLlmConfig(env: LlmEnv): LlmConfig | undefined {
  const raw = env.LLM_BASE_URL?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    url = new URL('invalid:');
  }
  // The value itself is not repeated: an address may carry credentials.
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigurationError('LLM_BASE_URL is not an http(s) address such as http://127.0.0.1:11434/v1');
  }
  if (url.username || url.password) {
    throw new ConfigurationError('LLM_BASE_URL holds credentials: put the key in LLM_API_KEY instead');
  }
  const model = env.LLM_MODEL?.trim();
  if (!model) {
    throw new ConfigurationError('LLM_BASE_URL is set without LLM_MODEL: name the model to use (e.g. llama3.1:8b)');
  }
  return {
    baseUrl: raw.replace(/\/+$/, ''),
    apiKey: env.LLM_API_KEY?.trim() || undefined,
    model,
    timeoutMs: env.LLM_TIMEOUT_MS,
  };
}
