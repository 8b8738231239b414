import type { Rock, RockStatus } from '@eos/domain';
import { Select, type SelectProps } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { showSaveError } from '../../../app/toasts';
import { changeRockStatus } from './rockActions';
import { rockStatusOptions } from './rockOptions';

interface RockStatusSelectProps {
  rock: Rock;
  disabled?: boolean;
  /** In a list row the label is not shown, only announced ('Status of {title}'). */
  compact?: boolean;
  size?: SelectProps['size'];
}

/** The Rock's status (002 §4), saved as soon as it is picked: PUT rock/{id}/status. */
export function RockStatusSelect({ rock, disabled, compact = false, size }: RockStatusSelectProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The picked status shows until the refreshed Rock says so too, so the select does not flick back.
  const [chosen, setChosen] = useState<RockStatus | null>(null);
  useEffect(() => {
    if (chosen && rock.status === chosen) setChosen(null);
  }, [rock.status, chosen]);

  const onChange = async (value: string | null) => {
    const status = value as RockStatus | null;
    if (!status || status === (chosen ?? rock.status)) return;
    setChosen(status);
    try {
      await changeRockStatus(queryClient, rock, status);
    } catch (error) {
      setChosen(null);
      showSaveError(error);
    }
  };

  return (
    <Select
      label={compact ? undefined : t('ROCK_FIELD_STATUS')}
      aria-label={compact ? t('ROCK_STATUS_OF', { 0: rock.title }) : undefined}
      data={rockStatusOptions(t)}
      value={chosen ?? rock.status}
      onChange={onChange}
      allowDeselect={false}
      disabled={disabled}
      size={size}
      w={compact ? 130 : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
