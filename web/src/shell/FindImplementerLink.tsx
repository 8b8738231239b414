import { NavLink, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from '../app/i18n';
import { EXTERNAL_LINKS } from './externalLinks';

/** Find an Implementer: a confirmation, then the external get-started page in a new tab. */
export function FindImplementerLink({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const confirm = () =>
    modals.openConfirmModal({
      title: t('FIND_IMPLEMENTER'),
      centered: true,
      children: <Text size="sm">{t('FIND_IMPLEMENTER_CONFIRM')}</Text>,
      labels: { confirm: t('CONTINUE'), cancel: t('CANCEL') },
      onConfirm: () => window.open(EXTERNAL_LINKS.getStarted, '_blank', 'noopener,noreferrer'),
    });
  const link = (
    <NavLink
      component="button"
      label={collapsed ? undefined : t('FIND_IMPLEMENTER')}
      aria-label={collapsed ? t('FIND_IMPLEMENTER') : undefined}
      leftSection={<IconUserSearch size={20} stroke={1.6} />}
      styles={
        collapsed
          ? { root: { justifyContent: 'center' }, section: { marginInlineEnd: 0 }, body: { display: 'none' } }
          : undefined
      }
      onClick={confirm}
    />
  );
  return collapsed ? (
    <Tooltip label={t('FIND_IMPLEMENTER')} position="right">
      {link}
    </Tooltip>
  ) : (
    link
  );
}
