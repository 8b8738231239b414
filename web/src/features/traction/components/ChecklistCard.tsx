import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconChecklist, IconRotate } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { showSaveError } from '../../../app/toasts';
import { useShellContext } from '../../../shell/useShellContext';
import { useChecklist, useResetChecklist } from '../api';
import { useChecklistActions } from '../useChecklistActions';
import { ChecklistItemRow } from './ChecklistItemRow';
import { ChecklistTextForm } from './ChecklistTextForm';

// ChecklistUpdateRequest allows at most 50 items; the add field gives way to a note at the limit.
const MAX_ITEMS = 50;

/** The meeting's preparation checklist: ticks save at once; writers also add, edit, remove and reset. */
export function ChecklistCard({ meetingId }: { meetingId: string }) {
  const { t } = useTranslation();
  const { user } = useShellContext();
  const canWrite = user.abilities.includes('items.write');
  const checklist = useChecklist(meetingId);
  const actions = useChecklistActions(meetingId);
  const reset = useResetChecklist(meetingId);
  const items = checklist.data?.items ?? [];
  const done = items.filter((i) => i.checked).length;

  const confirmReset = () =>
    modals.openConfirmModal({
      title: t('TRACTION_CHECKLIST_RESET_TITLE'),
      children: <Text size="sm">{t('TRACTION_CHECKLIST_RESET_TEXT')}</Text>,
      labels: { confirm: t('TRACTION_CHECKLIST_RESET'), cancel: t('TRACTION_CANCEL') },
      onConfirm: () => reset.mutate(undefined, { onError: showSaveError }),
    });

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="traction-checklist-title">
      <Group justify="space-between" mb="xs" wrap="nowrap" align="flex-start">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <IconChecklist size={20} aria-hidden />
          <Title order={2} size="h4" id="traction-checklist-title">
            {t('TRACTION_CHECKLIST')}
          </Title>
        </Group>
        {canWrite && items.length > 0 && (
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconRotate size={14} aria-hidden />}
            onClick={confirmReset}
            loading={reset.isPending}
            style={{ flexShrink: 0 }}
          >
            {t('TRACTION_CHECKLIST_RESET')}
          </Button>
        )}
      </Group>
      {checklist.isPending ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton height={20} />
          <Skeleton height={20} width="80%" />
        </Stack>
      ) : (
        <Stack gap="xs">
          {items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('TRACTION_CHECKLIST_EMPTY')}
            </Text>
          ) : (
            <Text size="xs" c="dimmed" aria-live="polite">
              {t('TRACTION_CHECKLIST_PROGRESS', { 0: done, 1: items.length })}
            </Text>
          )}
          {items.map((item) => (
            <ChecklistItemRow
              key={item.id}
              item={item}
              canWrite={canWrite}
              onToggle={(checked) => actions.toggle(item.id, checked)}
              onRename={(text) => actions.rename(item.id, text)}
              onRemove={() => actions.remove(item.id)}
            />
          ))}
          {canWrite &&
            (items.length < MAX_ITEMS ? (
              <ChecklistTextForm
                submitLabel={t('TRACTION_CHECKLIST_ADD')}
                placeholder={t('TRACTION_CHECKLIST_NEW_ITEM')}
                onSubmit={actions.add}
              />
            ) : (
              <Text size="xs" c="dimmed">
                {t('TRACTION_CHECKLIST_FULL', { 0: MAX_ITEMS })}
              </Text>
            ))}
        </Stack>
      )}
    </Card>
  );
}
