import { ActionIcon, Badge, Box, Group, Select, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../../app/i18n';
import { choiceLabelKey, type InviteeRow, type RoleChoice } from './inviteeRows';

interface Props {
  row: InviteeRow;
  choices: readonly RoleChoice[];
  free: boolean;
  disabled: boolean;
  onChoice: (choice: RoleChoice) => void;
  onRemove: () => void;
}

/**
 * One person in the invite list: name and email (cut short with the whole text in a tooltip, so a
 * long address never widens the popup), the role select, and remove. A refused row shows why.
 */
export function InviteeRowItem({ row, choices, free, disabled, onChoice, onRemove }: Props) {
  const { t } = useTranslation();
  const name = `${row.firstName} ${row.lastName}`;
  const errorId = useId();
  return (
    <Box
      component="li"
      py={8}
      style={{ listStyle: 'none', borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group gap="xs" wrap="nowrap" align="center">
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            {/* A flex item shrinks below its text only with min-width 0; then the ellipsis shows. */}
            <Text fw={600} size="sm" truncate="end" title={name} style={{ minWidth: 0 }}>
              {name}
            </Text>
            {free && (
              <Badge size="xs" variant="outline" color="teal.9" style={{ flexShrink: 0 }}>
                {t('INVITE_ROW_FREE')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" truncate="end" title={row.email}>
            {row.email}
          </Text>
        </Box>
        <Select
          aria-label={t('INVITE_ROLE_LABEL', { 0: name })}
          data={choices.map((choice) => ({ value: choice, label: t(choiceLabelKey(choice)) }))}
          value={row.choice}
          onChange={(value) => value && onChoice(value as RoleChoice)}
          allowDeselect={false}
          disabled={disabled}
          size="xs"
          w={{ base: 120, xs: 150 }}
          comboboxProps={{ withinPortal: true }}
          aria-describedby={row.error ? errorId : undefined}
        />
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={onRemove}
          disabled={disabled}
          aria-label={t('INVITE_REMOVE_ROW', { 0: name })}
        >
          <IconX size={16} aria-hidden="true" />
        </ActionIcon>
      </Group>
      {row.error && (
        <Text id={errorId} size="xs" c="red" mt={4} role="alert">
          {row.error}
        </Text>
      )}
    </Box>
  );
}
