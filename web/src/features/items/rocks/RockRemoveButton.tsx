import type { Rock } from '@eos/domain';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSaveError, showSuccess } from '../../../app/toasts';
import { deleteRock } from './rockActions';
import { useRockDelegates } from './rockQueries';

interface RockRemoveButtonProps {
  rock: Rock;
  /** Just before the call: the popup's own removal must not read as 'removed by another member'. */
  onRemoving: (removing: boolean) => void;
  /** After the server removed it. */
  onRemoved: () => void;
}

/**
 * Remove, after a confirmation that also offers to remove the Rocks delegated from it (DELETE
 * rock/{id}/true); otherwise (rock/{id}/false) those move up to this Rock's parent.
 */
export function RockRemoveButton({ rock, onRemoving, onRemoved }: RockRemoveButtonProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const delegates = useRockDelegates(rock.id);
  const delegateIds = (delegates.data ?? []).map((r) => r.id);
  const [confirming, setConfirming] = useState(false);
  const [withDelegates, setWithDelegates] = useState(false);
  const [removing, setRemoving] = useState(false);

  const remove = async () => {
    setRemoving(true);
    onRemoving(true);
    try {
      await deleteRock(queryClient, rock.id, withDelegates, delegateIds);
      showSuccess(t('ROCK_REMOVED'));
      setConfirming(false);
      onRemoved();
    } catch (error) {
      onRemoving(false);
      showSaveError(error);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <>
      <Button
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => {
          setWithDelegates(false);
          setConfirming(true);
        }}
      >
        {t('ITEM_REMOVE')}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('ROCK_REMOVE_TITLE')}
        size="sm"
        centered
        zIndex={400}
      >
        <Stack gap="sm">
          <Text size="sm">{t('ROCK_REMOVE_CONFIRM', { 0: rock.title })}</Text>
          {delegateIds.length > 0 && (
            <Checkbox
              label={t('ROCK_REMOVE_WITH_DELEGATES', { 0: delegateIds.length })}
              checked={withDelegates}
              onChange={(event) => setWithDelegates(event.currentTarget.checked)}
            />
          )}
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={removing} data-autofocus>
            {t('ITEM_CANCEL')}
          </Button>
          <Button color="red" onClick={remove} loading={removing}>
            {t('ITEM_REMOVE')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
