import { formatClock, isOverTime, type LiveMeetingSummary } from '@eos/domain';
import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';

/** Time spent in each section against its plan; sections that ran over are marked. */
export function SummarySections({ sections }: { sections: LiveMeetingSummary['sections'] }) {
  const { t } = useTranslation();
  if (sections.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('LIVE_SUMMARY_NO_SECTIONS')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('LIVE_SUMMARY_SECTION')}</Table.Th>
            <Table.Th>{t('LIVE_SUMMARY_PLANNED')}</Table.Th>
            <Table.Th>{t('LIVE_SUMMARY_SPENT')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sections.map((section, index) => {
            const over = isOverTime(section.minutes, section.elapsedMs);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id; the agenda's order is theirs.
              <Table.Tr key={index}>
                <Table.Td>{section.name}</Table.Td>
                <Table.Td>{t('LIVE_MINUTES', { 0: section.minutes })}</Table.Td>
                <Table.Td>
                  <Text component="span" size="sm" c={over ? 'red.7' : undefined} fw={over ? 700 : undefined}>
                    {formatClock(section.elapsedMs)}
                  </Text>{' '}
                  {over && (
                    <Badge color="red" variant="light" size="sm">
                      {t('LIVE_OVER_TIME')}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
