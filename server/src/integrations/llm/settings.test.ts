import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { ConfigurationError } from '../../lib/configuration-error.ts';

const env = (over: Record<string, string>) => ({ DATA_DIR: '/tmp/eos-llm-settings', ...over });

describe('the LLM_* settings', () => {
  it('no LLM_BASE_URL: no model, whatever else is set', () => {
    expect(loadConfig(env({ LLM_API_KEY: 'sk-x', LLM_MODEL: 'm' })).llm).toBeUndefined();
  });

  it('reads the base URL (without its trailing slash), key, model and the 20 s default timeout', () => {
    expect(loadConfig(env({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1/', LLM_MODEL: 'llama3.1:8b' })).llm).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'llama3.1:8b',
      timeoutMs: 20000,
    });
    expect(
      loadConfig(
        env({
          LLM_BASE_URL: 'https://api.example.com/v1',
          LLM_MODEL: 'm',
          LLM_API_KEY: 'sk-1',
          LLM_TIMEOUT_MS: '5000',
        }),
      ).llm,
    ).toMatchObject({ apiKey: 'sk-1', timeoutMs: 5000 });
  });

  it('stops the start on a base URL without a model, or one that is not an http(s) address, never repeating it', () => {
    expect(() => loadConfig(env({ LLM_BASE_URL: 'http://127.0.0.1:8080/v1' }))).toThrow(ConfigurationError);
    expect(() => loadConfig(env({ LLM_BASE_URL: 'ftp://host/v1', LLM_MODEL: 'm' }))).toThrow(/http\(s\)/);
    expect(() => loadConfig(env({ LLM_BASE_URL: 'http://user:secret@host/v1', LLM_MODEL: 'm' }))).toThrow(
      /LLM_API_KEY/,
    );
    try {
      loadConfig(env({ LLM_BASE_URL: 'http://user:secret@host/v1', LLM_MODEL: 'm' }));
    } catch (err) {
      expect(String(err)).not.toContain('secret');
    }
  });
});
