import { Button, Code, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { api } from '../../api/client';
import { useTranslation } from '../../app/i18n';
import { type ApiRoute, requestPath } from './document';

interface Answer {
  status: number;
  text: string;
}

const show = (value: unknown) => (value === undefined ? '' : String(value));

/** Sends the route's request with the signed-in session (same-origin fetch) and shows the answer. */
export function TryIt({ route }: { route: ApiRoute }) {
  const { t } = useTranslation();
  const id = useId();
  const parameters = (route.operation.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
  const media = route.operation.requestBody?.content?.['application/json'];
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(parameters.map((p) => [`${p.in}.${p.name}`, show(p.example)])),
  );
  const [body, setBody] = useState(() => (media ? JSON.stringify(media.example ?? {}, null, 2) : ''));
  const [bodyError, setBodyError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    let payload: unknown;
    if (media) {
      try {
        payload = body.trim() ? JSON.parse(body) : undefined;
      } catch {
        setBodyError(t('API_REF_BAD_JSON'));
        return;
      }
    }
    setBodyError(null);
    setSending(true);
    try {
      const res = await api.raw(route.method.toUpperCase(), requestPath(route.path, values, parameters), payload);
      setAnswer({ status: res.status, text: pretty(res.text) });
    } catch (err) {
      setAnswer({ status: 0, text: (err as Error).message });
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`}>
      <Stack gap="xs">
        <Title order={3} size="h5" id={`${id}-title`}>
          {t('API_REF_TRY_IT')}
        </Title>
        {parameters.map((p) => {
          const key = `${p.in}.${p.name}`;
          return (
            <TextInput
              key={key}
              label={`${p.name} (${p.in})`}
              required={p.in === 'path' || p.required}
              value={values[key] ?? ''}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setValues((v) => ({ ...v, [key]: value }));
              }}
              maw={520}
            />
          );
        })}
        {media && (
          <Textarea
            label={t('API_REF_BODY_JSON')}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
            error={bodyError}
            autosize
            minRows={3}
            maxRows={16}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
        )}
        <div>
          <Button type="submit" loading={sending}>
            {t('API_REF_SEND')}
          </Button>
        </div>
        <div aria-live="polite">
          {answer && (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t('API_REF_ANSWER', { 0: answer.status })}
              </Text>
              {answer.text && (
                <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                  {answer.text}
                </Code>
              )}
            </Stack>
          )}
        </div>
      </Stack>
    </form>
  );
}

function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
