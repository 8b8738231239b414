import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../app/i18n';

/** The product mark, linking to the tools home. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <UnstyledButton component={Link} to="/" aria-label={t('NAV_HOME_LOGO')}>
      <Group gap={6} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <Text fw={700} size="lg" visibleFrom="xs">
          {t('PRODUCT_NAME')}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
