import { Card, Center, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../app/i18n';

/** The frame of pages outside the shell (entry, invitation, beta): the product mark and one card. */
export function PublicPageFrame({ title, children }: { title: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md" component="main">
      <Card withBorder shadow="sm" padding="xl" w="100%" maw={480}>
        <Group gap={8} mb="md">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <Text fw={700}>{t('PRODUCT_NAME')}</Text>
        </Group>
        <Title order={1} size="h3" mb="sm">
          {title}
        </Title>
        {children}
      </Card>
    </Center>
  );
}
