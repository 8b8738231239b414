import { Text } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';

/** Forms with required fields carry this note next to the asterisks (000 §2, 002 §5). */
export function RequiredNote() {
  const { t } = useTranslation();
  return (
    <Text fz="xs" c="dimmed">
      {t('AUTH_REQUIRED_FIELDS')}
    </Text>
  );
}
