import type { Rock } from '@eos/domain';
import { Checkbox } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { showSaveError, showSuccess } from '../../../app/toasts';
import { ConfirmRemoveButton } from '../popups/ConfirmRemoveButton';
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
  const [withDelegates, setWithDelegates] = useState(false);

  const remove = async () => {
    onRemoving(true);
    try {
      await deleteRock(queryClient, rock.id, withDelegates, delegateIds);
      showSuccess(t('ROCK_REMOVED'));
      onRemoved();
    } catch (error) {
      onRemoving(false);
      showSaveError(error);
    }
  };

  return (
    <ConfirmRemoveButton
      title={t('ROCK_REMOVE_TITLE')}
      message={t('ROCK_REMOVE_CONFIRM', { 0: rock.title })}
      onOpen={() => setWithDelegates(false)}
      onConfirm={remove}
    >
      {delegateIds.length > 0 && (
        <Checkbox
          label={t('ROCK_REMOVE_WITH_DELEGATES', { 0: delegateIds.length })}
          checked={withDelegates}
          onChange={(event) => setWithDelegates(event.currentTarget.checked)}
        />
      )}
    </ConfirmRemoveButton>
  );
}
