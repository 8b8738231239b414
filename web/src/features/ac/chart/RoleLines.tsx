import { AC } from '@eos/domain';
import { ActionIcon, Button, Group, Input, Stack } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { LimitedTextInput } from '../../../components/forms/LimitedTextInput';
import type { SeatForm } from './seatForm';

/**
 * A seat's role lines (001 §5): one field each, removable; 'Add role' goes once there are seven. An
 * empty line is refused under itself ('This field cannot be empty.') when the form is sent.
 */
export function RoleLines({ form }: { form: SeatForm }) {
  const { t } = useTranslation();
  const roles = form.values.roles;
  const add = () => {
    form.insertListItem('roles', '');
    // The new line takes the focus, so typing goes on without reaching for the mouse.
    requestAnimationFrame(() => document.getElementById(roleInputId(roles.length))?.focus());
  };
  return (
    <Input.Wrapper label={t('AC_FIELD_ROLES')} description={t('AC_ROLES_HINT')}>
      <Stack gap={6} mt={6}>
        {roles.map((_, index) => (
          // Role lines have no ids of their own: their place is who they are.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group key={index} gap={6} align="flex-start" wrap="nowrap">
            <LimitedTextInput
              {...form.getInputProps(`roles.${index}`)}
              id={roleInputId(index)}
              aria-label={t('AC_ROLE_LINE', { 0: index + 1 })}
              maxLength={AC.roleMaxLength}
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              mt={4}
              aria-label={t('AC_REMOVE_ROLE', { 0: index + 1 })}
              onClick={() => form.removeListItem('roles', index)}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {roles.length < AC.maxRoles && (
          <Group>
            <Button variant="subtle" size="compact-sm" leftSection={<IconPlus size={14} aria-hidden />} onClick={add}>
              {t('AC_ADD_ROLE')}
            </Button>
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

const roleInputId = (index: number) => `seat-role-${index}`;
