import type { TargetMarket } from '@eos/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { LimitedTextInput } from '../../../components/forms/LimitedTextInput';
import { RichTextField } from '../../items/fields/RichTextField';
import { AutosaveConflict } from '../editing/ConflictNotice';
import { EditableList } from '../editing/EditableList';
import { useAutosave } from '../editing/useAutosave';
import { requireTitle, usePartAction } from '../editing/usePartAction';
import { useVtoWrite } from '../editing/vtoWrites';

/** One target market: its name, who it is (the list), the uniques (EOS suggests three), the proven process, the guarantee. */
export function TargetMarketEditor({ market }: { market: TargetMarket }) {
  const { t } = useTranslation();
  const write = useVtoWrite();
  const remove = usePartAction();
  const { title, targetMarketHtml, provenProcessHtml, guaranteeHtml } = market;
  const autosave = useAutosave({
    server: { title, targetMarketHtml, provenProcessHtml, guaranteeHtml },
    save: (values) => write('put', `target-market/${market.id}`, values),
    validate: requireTitle,
    partIds: [market.id],
  });
  const { values, set, errors } = autosave;
  const confirmRemove = () =>
    modals.openConfirmModal({
      title: t('VTO_REMOVE_TARGET_MARKET_TITLE'),
      centered: true,
      children: <Text size="sm">{t('VTO_REMOVE_TARGET_MARKET_CONFIRM', { title: market.title })}</Text>,
      labels: { confirm: t('VTO_REMOVE'), cancel: t('VTO_CANCEL') },
      confirmProps: { color: 'red' },
      onConfirm: () => void remove.run(() => write('del', `target-market/${market.id}`)),
    });
  return (
    <Stack gap="sm" {...autosave.focusProps}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <LimitedTextInput
          label={t('VTO_TARGET_MARKET_NAME')}
          withAsterisk
          maxLength={100}
          value={values.title}
          onChange={(event) => set('title', event.currentTarget.value)}
          error={errors.title && t(errors.title)}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button
          variant="subtle"
          color="red"
          size="sm"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={confirmRemove}
          loading={remove.busy}
        >
          {t('VTO_REMOVE')}
        </Button>
      </Group>
      <RichTextField
        label={t('VTO_TARGET_MARKET')}
        value={values.targetMarketHtml}
        onChange={(html) => set('targetMarketHtml', html)}
      />
      <EditableList
        label={t('VTO_UNIQUES')}
        entryLabel={(n) => t('VTO_UNIQUE_N', { n })}
        addLabel={t('VTO_ADD_UNIQUE')}
        entries={market.uniques}
        path={`target-market/${market.id}/unique`}
        parentIds={[market.id]}
        maxLength={500}
      />
      <RichTextField
        label={t('VTO_PROVEN_PROCESS')}
        value={values.provenProcessHtml}
        onChange={(html) => set('provenProcessHtml', html)}
      />
      <RichTextField
        label={t('VTO_GUARANTEE')}
        value={values.guaranteeHtml}
        onChange={(html) => set('guaranteeHtml', html)}
      />
      <AutosaveConflict autosave={autosave} />
    </Stack>
  );
}
