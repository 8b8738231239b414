import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from '../../../app/i18n';
import { ProductLogo } from './ProductLogo';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the public pages (sign-in, sign-up, password reset): a centred card that fills a
 * 375 px phone edge to edge (less padding) and stays 440 px wide on a desktop.
 */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} | ${t('AUTH_PRODUCT_NAME')}`;
  }, [title, t]);
  return (
    <Box
      component="main"
      mih="100dvh"
      px={{ base: 'xs', sm: 'md' }}
      py={{ base: 'lg', sm: 48 }}
      bg="var(--mantine-color-gray-light)"
      style={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'center' }}
    >
      <Stack w="100%" maw={440} gap="lg" mt={{ base: 0, sm: '6vh' }}>
        <ProductLogo />
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Stack gap={4}>
              <Title order={1} fz="h2">
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" fz="sm">
                  {subtitle}
                </Text>
              )}
            </Stack>
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Box>
  );
}
