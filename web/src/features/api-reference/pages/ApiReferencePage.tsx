import { Accordion, Alert, Anchor, Code, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { useFeatureFlags } from '../../../app/featureFlags';
import { useTranslation } from '../../../app/i18n';
import { PageHeader } from '../../../components/PageHeader';
import NotFoundPage from '../../errors/pages/NotFoundPage';
import { type ApiDocument, groupByTag } from '../document';
import { MethodBadge } from '../MethodBadge';
import { OperationDetails } from '../OperationDetails';

/**
 * The API reference (flag swagger, docs/api.md): every route of GET /api/v2/openapi.json grouped by
 * tag, each opening its parameters, schemas, access and a Try it form that calls it as the signed-in
 * person. Without the flag the address does not exist.
 */
export default function ApiReferencePage() {
  const { t } = useTranslation();
  const { flags, isLoading: flagsLoading } = useFeatureFlags();
  const enabled = flags.swagger;
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const document = useQuery({
    queryKey: queryKeys.apiDocument,
    queryFn: () => api.get<ApiDocument>('openapi.json', { quiet: true }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const tags = useMemo(() => (document.data ? groupByTag(document.data, filter) : []), [document.data, filter]);

  if (flagsLoading) return <Loader aria-label={t('API_REF_LOADING')} />;
  if (!enabled) return <NotFoundPage />;
  return (
    <>
      <PageHeader
        title={t('API_REF_TITLE')}
        actions={
          <Anchor href="/api/v2/openapi.json" target="_blank" rel="noopener">
            {t('API_REF_DOCUMENT_LINK')}
          </Anchor>
        }
      />
      <Stack gap="lg" maw={1100}>
        <Text>{t('API_REF_INTRO')}</Text>
        <TextInput
          label={t('API_REF_FILTER')}
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
          maw={420}
        />
        {document.isLoading && (
          <Group gap="xs">
            <Loader size="sm" />
            <Text>{t('API_REF_LOADING')}</Text>
          </Group>
        )}
        {document.isError && <Alert color="red">{t('API_REF_LOAD_FAILED')}</Alert>}
        {document.data && tags.length === 0 && <Text>{t('API_REF_NO_MATCH')}</Text>}
        {tags.map((tag) => (
          <section key={tag.name} aria-labelledby={`api-tag-${tag.name}`}>
            <Group gap="sm" align="baseline" mb="xs">
              <Title order={2} size="h3" id={`api-tag-${tag.name}`}>
                {tag.name}
              </Title>
              <Text size="sm" c="dimmed">
                {t('API_REF_ROUTES', { 0: tag.routes.length })}
              </Text>
            </Group>
            <Accordion variant="separated" value={open} onChange={setOpen}>
              {tag.routes.map((route) => (
                <Accordion.Item key={route.key} value={route.key}>
                  <Accordion.Control>
                    <Group gap="sm" wrap="nowrap" align="flex-start">
                      <MethodBadge method={route.method} />
                      <Stack gap={2} miw={0}>
                        <Code style={{ wordBreak: 'break-all', whiteSpace: 'normal' }}>{route.path}</Code>
                        {route.operation.summary && <Text size="sm">{route.operation.summary}</Text>}
                      </Stack>
                    </Group>
                  </Accordion.Control>
                  <Accordion.Panel>{open === route.key && <OperationDetails route={route} />}</Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </section>
        ))}
      </Stack>
    </>
  );
}
