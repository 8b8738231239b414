import { displayName, type VtoRock } from '@eos/domain';
import { Text } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { usePeopleByIds } from '../../../components/pickers/pickerQueries';
import { useShellContext } from '../../../shell/useShellContext';
import { RockSummary } from './RockSummary';
import { Labelled } from './VtoPart';

/** The Rocks for the quarter, as the leadership meeting has them now: title, owner, status, due date. */
export function QuarterRocks({ rocks }: { rocks: VtoRock[] }) {
  const { t } = useTranslation();
  const { user } = useShellContext();
  const owners = usePeopleByIds([...new Set(rocks.map((r) => r.ownerId))]);
  const ownerName = (id: string) => {
    const owner = owners.data?.find((p) => p.id === id);
    return owner ? displayName(owner, user.nameDisplayStyle) : '';
  };
  return (
    <Labelled label={t('VTO_ROCKS_FOR_THE_QUARTER')}>
      {rocks.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('VTO_NO_ROCKS')}
        </Text>
      ) : (
        <ol aria-label={t('VTO_ROCKS_FOR_THE_QUARTER')} style={{ margin: 0, paddingInlineStart: '1.5rem' }}>
          {rocks.map((rock) => (
            <li key={rock.id}>
              <RockSummary
                rock={rock}
                owner={
                  ownerName(rock.ownerId) && (
                    <Text size="xs" c="dimmed">
                      {ownerName(rock.ownerId)}
                    </Text>
                  )
                }
              />
            </li>
          ))}
        </ol>
      )}
    </Labelled>
  );
}
