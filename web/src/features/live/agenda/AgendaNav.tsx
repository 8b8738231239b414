import { Flex } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { useLive } from '../LiveMeetingContext';
import { AgendaSectionItem } from './AgendaSectionItem';

/**
 * The agenda: down the side on a wide screen, a strip that scrolls sideways above the content on a
 * phone (375 px), so the section being discussed keeps the room.
 */
export function AgendaNav() {
  const { t } = useTranslation();
  const { state } = useLive();
  return (
    <nav aria-label={t('LIVE_AGENDA')}>
      <Flex
        component="ol"
        direction={{ base: 'row', md: 'column' }}
        gap={4}
        m={0}
        p={0}
        style={{ listStyle: 'none', overflowX: 'auto' }}
      >
        {state.agenda.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id; their place is what the state names.
          <AgendaSectionItem key={index} item={item} index={index} />
        ))}
      </Flex>
    </nav>
  );
}
