import { displayName, type Rock } from '@eos/domain';
import { Box, Checkbox, Skeleton, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { showSaveError, showSuccess } from '../../../app/toasts';
import { useShellContext } from '../../../shell/useShellContext';
import { ItemPopup, ItemPopupFooter, usePopupState } from '../popups/ItemPopup';
import type { ItemPopupProps } from '../popups/ItemPopupHost';
import { DelegateSummary } from './DelegateSummary';
import { deleteRock } from './rockActions';
import { chainDepths, chainOrder, useMeetingTitles, useRockDelegates } from './rockQueries';

/** Every Rock below `id` in the chain (its children, their children…). */
function descendantsOf(id: string, rocks: readonly Rock[]): string[] {
  const below: string[] = [];
  const walk = (parent: string) => {
    for (const rock of rocks) {
      if (rock.delegatedFromRockId === parent && !below.includes(rock.id)) {
        below.push(rock.id);
        walk(rock.id);
      }
    }
  };
  walk(id);
  return below;
}

/**
 * Remove delegated Rocks (000 §4): a checklist of the chain below a Rock. Removing one removes the
 * Rocks delegated from it too (DELETE rock/{id}/true), so ticking a Rock ticks, and locks, those below.
 */
export default function RemoveDelegatedRocksPopup({ request, onClosed }: ItemPopupProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useShellContext();
  const popup = usePopupState(onClosed);
  const parentId = request.id ?? '';
  const delegates = useRockDelegates(parentId);
  const rocks = delegates.data ?? [];
  const titles = useMeetingTitles(rocks.flatMap((r) => r.tractionIds));
  const depths = chainDepths(parentId, rocks);
  const [checked, setChecked] = useState<string[]>([]);
  const [removing, setRemoving] = useState(false);

  // Ticked through an ancestor: goes with it, so it is shown ticked and cannot be unticked alone.
  const implied = new Set(checked.flatMap((id) => descendantsOf(id, rocks)));
  const present = new Set(rocks.map((r) => r.id));
  const roots = checked.filter((id) => present.has(id) && !implied.has(id));

  const toggle = (id: string, on: boolean) =>
    setChecked((current) => (on ? [...current, id] : current.filter((c) => c !== id)));

  const remove = async (event: FormEvent) => {
    event.preventDefault();
    if (roots.length === 0) return;
    setRemoving(true);
    try {
      for (const id of roots) await deleteRock(queryClient, id, true, descendantsOf(id, rocks));
      showSuccess(t('ROCK_REMOVED'));
      popup.close();
    } catch (error) {
      showSaveError(error);
    } finally {
      setRemoving(false);
    }
  };

  let body: ReactNode;
  if (delegates.isPending) {
    body = (
      <Stack gap="xs" role="status" aria-busy="true" aria-label={t('ITEM_POPUP_LOADING')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={28} radius="sm" />
        ))}
      </Stack>
    );
  } else if (rocks.length === 0) {
    body = <Text c="dimmed">{t('ITEM_NO_RESULTS')}</Text>;
  } else {
    body = (
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('ROCK_REMOVE_DELEGATED_HELP')}
        </Text>
        {chainOrder(parentId, rocks).map((rock) => (
          <Box key={rock.id} pl={(depths.get(rock.id) ?? 0) * 24}>
            <Checkbox
              checked={checked.includes(rock.id) || implied.has(rock.id)}
              disabled={implied.has(rock.id) || removing}
              onChange={(e) => toggle(rock.id, e.currentTarget.checked)}
              aria-label={t('ROCK_REMOVE_DELEGATED_PICK', {
                0: rock.owner ? displayName(rock.owner, user.nameDisplayStyle) : t('ROCK_OWNER_UNKNOWN'),
                1: rock.tractionIds.map((id) => titles.get(id) ?? '').join(', '),
              })}
              label={<DelegateSummary rock={rock} meetingTitles={titles} />}
            />
          </Box>
        ))}
      </Stack>
    );
  }

  return (
    <ItemPopup popup={popup} title={t('ROCK_REMOVE_DELEGATED')} dirty={false} size="md">
      <form onSubmit={remove} noValidate>
        {body}
        <ItemPopupFooter
          submitLabel={t('ITEM_REMOVE')}
          submitting={removing}
          disabled={roots.length === 0}
          noRequiredNote
        />
      </form>
    </ItemPopup>
  );
}
