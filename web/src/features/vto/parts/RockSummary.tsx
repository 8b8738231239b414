import { DATE_FORMATS, type VtoRock } from '@eos/domain';
import { Badge, Group, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n';
import { rockStatusLabel } from '../../items/rocks/rockOptions';

/** A Rock of the quarter as the meeting has it now: title, then owner, status and due date. */
export function RockSummary({ rock, owner }: { rock: VtoRock; owner: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" fw={500}>
        {rock.title}
      </Text>
      <Group gap="xs" wrap="wrap">
        {owner}
        <Badge variant="light" color="gray" size="sm">
          {rockStatusLabel(t, rock.status)}
        </Badge>
        <Text size="xs" c="dimmed">
          {t('VTO_DUE', { date: dayjs(rock.dueDate.slice(0, 10)).format(DATE_FORMATS.inline) })}
        </Text>
      </Group>
    </>
  );
}
