import { Group, Text } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';

/** The product mark (same artwork as the favicon) and name at the top of every public card. */
export function ProductLogo() {
  const { t } = useTranslation();
  return (
    <Group gap="xs" justify="center" wrap="nowrap">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" fill="#e8590c" />
        <path
          d="M9 17l5 5 9-11"
          stroke="#fff"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <Text component="span" fw={700} fz="xl">
        {t('AUTH_PRODUCT_NAME')}
      </Text>
    </Group>
  );
}
