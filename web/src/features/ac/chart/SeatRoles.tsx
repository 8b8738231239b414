import { Text } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { ROLE_LINE_HEIGHT } from './cardSize';

/**
 * The seat's roles as a list. Text size and line height match the layout's per-line growth, so a card
 * the layout made taller for long roles shows them whole.
 */
export function SeatRoles({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation();
  if (roles.length === 0)
    return (
      <Text size="xs" c="dimmed" px="sm">
        {t('AC_NO_ROLES')}
      </Text>
    );
  return (
    <ul style={{ margin: 0, padding: '0 12px 0 28px', fontSize: 12, lineHeight: `${ROLE_LINE_HEIGHT}px` }}>
      {roles.map((role, index) => (
        // Roles are plain lines without ids; the same text twice is allowed, so the place is the key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index} style={{ marginBottom: 2, overflowWrap: 'anywhere' }}>
          {role}
        </li>
      ))}
    </ul>
  );
}
