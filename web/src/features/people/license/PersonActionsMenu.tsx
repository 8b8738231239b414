import type { Person, PersonChangeRefusal } from '@eos/domain';
import { ActionIcon, Menu, ThemeIcon, Tooltip } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconCreditCard,
  IconCreditCardOff,
  IconDots,
  IconLock,
  IconUserMinus,
} from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { REFUSAL_KEYS } from '../labels';
import type { PeopleViewer } from '../usePeopleViewer';
import type { PersonCommands } from './usePersonCommands';

/**
 * A row's actions: upgrade or downgrade, billing permission (the Owner only, for licensed people),
 * and removal (the implementer's has three choices). A row the user may not change shows a lock
 * whose tooltip says why, and nothing to click.
 */
export function PersonActionsMenu({
  person,
  viewer,
  refusal,
  commands,
}: {
  person: Person;
  viewer: PeopleViewer;
  refusal: PersonChangeRefusal | null;
  commands: PersonCommands;
}) {
  const { t } = useTranslation();
  if (refusal === 'ERR_FORBIDDEN') return null;
  if (refusal) {
    const reason = t(REFUSAL_KEYS[refusal]);
    return (
      <Tooltip label={reason} multiline maw={260} events={{ hover: true, focus: true, touch: true }}>
        <ThemeIcon
          variant="subtle"
          color="gray"
          role="img"
          aria-label={t('LICENSE_NO_ACTIONS_FOR', { 0: commands.name, 1: reason })}
          tabIndex={0}
        >
          <IconLock size={16} aria-hidden />
        </ThemeIcon>
      </Tooltip>
    );
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('LICENSE_ACTIONS_FOR', { 0: commands.name })}
          loading={commands.pending}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {person.hasLicense ? (
          <Menu.Item leftSection={<IconArrowDown size={16} aria-hidden />} onClick={commands.downgrade}>
            {t('LICENSE_DOWNGRADE')}
          </Menu.Item>
        ) : (
          <Menu.Item leftSection={<IconArrowUp size={16} aria-hidden />} onClick={commands.upgrade}>
            {t('LICENSE_UPGRADE')}
          </Menu.Item>
        )}
        {viewer.grantsBilling && person.hasBillingPermission && (
          <Menu.Item leftSection={<IconCreditCardOff size={16} aria-hidden />} onClick={commands.revokeBilling}>
            {t('LICENSE_REVOKE_BILLING')}
          </Menu.Item>
        )}
        {/* Billing permission needs a license (ERR_BILLING_NEEDS_LICENSE): Observers are not offered it. */}
        {viewer.grantsBilling && person.hasLicense && !person.hasBillingPermission && (
          <Menu.Item leftSection={<IconCreditCard size={16} aria-hidden />} onClick={commands.grantBilling}>
            {t('LICENSE_GRANT_BILLING')}
          </Menu.Item>
        )}
        {/* red.9: Mantine's red menu text (#fa5252) is below 4.5:1 on white. */}
        <Menu.Item color="red.9" leftSection={<IconUserMinus size={16} aria-hidden />} onClick={commands.remove}>
          {person.isImplementer ? t('LICENSE_REMOVE_IMPLEMENTER') : t('LICENSE_REMOVE')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
