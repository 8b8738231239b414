import type { QuarterlyPlan } from '@eos/domain';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/keys';
import { useTranslation } from '../../../app/i18n';
import { usePeopleByIds } from '../../../components/pickers/pickerQueries';
import { openItemPopup } from '../../items/popups/store';
import { usePartAction } from '../editing/usePartAction';
import { useVtoEditing } from '../editing/VtoEditContext';
import { useRockCandidates, useVtoWrite } from '../editing/vtoWrites';
import { QuarterRockRow } from './QuarterRockRow';
import { Labelled } from './VtoPart';

/**
 * The Rocks for the quarter in place: links to the leadership meeting's Rocks, chosen from those not
 * listed yet or added new (the Add Rock popup, preset to that meeting and Company), moved and unlinked
 * (the Rock itself stays).
 */
export function QuarterRocksEditor({ plan }: { plan: QuarterlyPlan }) {
  const { t } = useTranslation();
  const { linkedTractionId, revisionId } = useVtoEditing();
  const queryClient = useQueryClient();
  const write = useVtoWrite();
  const action = usePartAction();
  const candidates = useRockCandidates(Boolean(linkedTractionId));
  const rocks = plan.rocksForTheQuarter;
  const owners = usePeopleByIds([...new Set(rocks.map((r) => r.ownerId))]).data;
  const path = `quarterly-plan/${plan.id}/rock`;
  const change = (run: () => Promise<unknown>) =>
    action.run(async () => {
      await run();
      // Linked or unlinked: the list of the meeting's Rocks not yet listed changed.
      await queryClient.invalidateQueries({ queryKey: queryKeys.vtoRockCandidates(revisionId) });
    });
  const link = (rockId: string) => change(() => write('post', path, { rockId }));
  const addRock = () =>
    openItemPopup({
      kind: 'rock',
      tractionId: linkedTractionId,
      prefill: { type: 'Company' },
      onCreated: (rock) => void link(rock.id),
    });
  return (
    <Labelled label={t('VTO_ROCKS_FOR_THE_QUARTER')}>
      <Stack gap="xs">
        {rocks.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('VTO_NO_ROCKS')}
          </Text>
        ) : (
          <Stack
            component="ol"
            aria-label={t('VTO_ROCKS_FOR_THE_QUARTER')}
            gap="xs"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {rocks.map((rock, index) => (
              <QuarterRockRow
                key={rock.id}
                rock={rock}
                owner={owners?.find((p) => p.id === rock.ownerId)}
                index={index}
                count={rocks.length}
                busy={action.busy}
                onMove={(to) => void change(() => write('put', `${path}/${rock.id}`, { sequence: to }))}
                onUnlink={() => void change(() => write('del', `${path}/${rock.id}`))}
              />
            ))}
          </Stack>
        )}
        {linkedTractionId ? (
          <Group gap="xs" align="flex-end" wrap="wrap">
            <Select
              label={t('VTO_LINK_ROCK')}
              placeholder={t(candidates.data?.length === 0 ? 'VTO_NO_ROCK_CANDIDATES' : 'VTO_CHOOSE_ROCK')}
              data={(candidates.data ?? []).map((rock) => ({ value: rock.rockId, label: rock.title }))}
              value={null}
              searchable
              disabled={action.busy || !candidates.data?.length}
              onChange={(rockId) => rockId && void link(rockId)}
              comboboxProps={{ withinPortal: true }}
              style={{ flex: '1 1 220px', minWidth: 0 }}
            />
            <Button variant="light" size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={addRock}>
              {t('VTO_ADD_ROCK')}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('ERR_NO_LEADERSHIP_TEAM')}
          </Text>
        )}
      </Stack>
    </Labelled>
  );
}
