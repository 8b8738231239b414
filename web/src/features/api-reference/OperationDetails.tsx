import { Badge, Code, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../app/i18n';
import { type ApiRoute, authOf, type JsonSchema, typeOf } from './document';
import { TryIt } from './TryIt';

const AUTH_TEXT = {
  public: 'API_REF_AUTH_PUBLIC',
  cookie: 'API_REF_AUTH_COOKIE',
  bearer: 'API_REF_AUTH_BEARER',
  either: 'API_REF_AUTH_EITHER',
} as const;

/** One route opened: its access, parameters, request and response schemas, and Try it. */
export function OperationDetails({ route }: { route: ApiRoute }) {
  const { t } = useTranslation();
  const { operation } = route;
  const parameters = operation.parameters ?? [];
  const body = operation.requestBody?.content?.['application/json'];
  return (
    <Stack gap="md">
      {operation.description && <Text size="sm">{operation.description}</Text>}
      <div>
        <Title order={3} size="h5">
          {t('API_REF_AUTH')}
        </Title>
        <Text size="sm">{t(AUTH_TEXT[authOf(operation)])}</Text>
        {operation['x-access'] && (
          <Text size="sm" c="dimmed">
            {t('API_REF_ACCESS_RULE', { 0: operation['x-access'] })}
          </Text>
        )}
      </div>
      {parameters.length > 0 && (
        <div>
          <Title order={3} size="h5">
            {t('API_REF_PARAMETERS')}
          </Title>
          <List size="sm" spacing={2}>
            {parameters.map((p) => (
              <List.Item key={`${p.in}.${p.name}`}>
                <Code>{p.name}</Code> {p.in}, {typeOf(p.schema)}
                {p.required ? `, ${t('API_REF_PARAM_REQUIRED').toLowerCase()}` : ''}
              </List.Item>
            ))}
          </List>
        </div>
      )}
      {body?.schema && (
        <div>
          <Title order={3} size="h5">
            {t('API_REF_REQUEST_BODY')}
          </Title>
          <SchemaBlock schema={body.schema} />
        </div>
      )}
      <div>
        <Title order={3} size="h5">
          {t('API_REF_RESPONSES')}
        </Title>
        <Stack gap="xs">
          {Object.entries(operation.responses ?? {}).map(([status, response]) => {
            const schema = response.content?.['application/json']?.schema;
            return (
              <div key={status}>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <Badge variant="outline" color="dark" radius="sm" style={{ flexShrink: 0 }}>
                    {status}
                  </Badge>
                  <Text size="sm">{response.description}</Text>
                </Group>
                {schema && <SchemaBlock schema={schema} />}
              </div>
            );
          })}
        </Stack>
      </div>
      <TryIt route={route} />
    </Stack>
  );
}

/** A schema as JSON behind a disclosure (native details: keyboard and screen readers for free). */
function SchemaBlock({ schema }: { schema: JsonSchema }) {
  const { t } = useTranslation();
  return (
    <details>
      <summary>
        <Text span size="sm">
          {t('API_REF_SCHEMA')}
        </Text>
      </summary>
      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {JSON.stringify(schema, null, 2)}
      </Code>
    </details>
  );
}
