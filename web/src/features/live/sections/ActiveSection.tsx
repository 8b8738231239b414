import { Alert, Box, Group, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../app/i18n';
import { SectionClock } from '../agenda/SectionClock';
import { SectionIcon } from '../agenda/SectionIcon';
import { useLive } from '../LiveMeetingContext';
import { SectionContent } from './SectionContent';

/** The section the meeting is in: its name and clock, then its content. */
export function ActiveSection() {
  const { t } = useTranslation();
  const { state } = useLive();
  const titleId = useId();
  const item = state.agenda[state.agendaIndex];
  return (
    <Box component="section" aria-labelledby={titleId} style={{ flex: 1, minWidth: 0 }}>
      {state.status === 'NotStarted' && (
        <Alert variant="light" mb="md">
          {t('LIVE_NOT_STARTED_HINT')}
        </Alert>
      )}
      {state.status === 'Paused' && (
        <Alert variant="light" color="yellow" mb="md">
          {t('LIVE_PAUSED_HINT')}
        </Alert>
      )}
      {item ? (
        <>
          <Group gap="xs" mb="md" wrap="nowrap">
            <SectionIcon name={item.icon} size={24} />
            <Title order={3} id={titleId}>
              {item.name}
            </Title>
            <SectionClock index={state.agendaIndex} />
          </Group>
          <SectionContent key={state.agendaIndex} item={item} />
        </>
      ) : (
        <Title order={3} id={titleId}>
          {t('LIVE_NO_AGENDA')}
        </Title>
      )}
    </Box>
  );
}
