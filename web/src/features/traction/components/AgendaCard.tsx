import type { Meeting } from '@eos/domain';
import { agendaLength } from '@eos/domain';
import { Card, Group, Table, Text, Title } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';

/** The meeting's own agenda: its sections with their minutes and the total length. */
export function AgendaCard({ agenda }: { agenda: Meeting['agenda'] }) {
  const { t } = useTranslation();
  // The stored length can lag behind edited sections; the sum of the sections is what runs.
  const total = agendaLength(agenda.items);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="traction-agenda-title">
      <Group gap="xs" mb={4} wrap="nowrap">
        <IconListDetails size={20} aria-hidden />
        <Title order={2} size="h4" id="traction-agenda-title">
          {t('TRACTION_AGENDA')}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="xs">
        {agenda.name}
      </Text>
      <Table verticalSpacing={6}>
        <Table.Tbody>
          {agenda.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: agenda sections have no id and may repeat a name.
            <Table.Tr key={index}>
              <Table.Td>{item.name}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {t('TRACTION_AGENDA_MINUTES', { 0: item.minutes })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>{t('TRACTION_AGENDA_TOTAL')}</Table.Th>
            <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
              {t('TRACTION_AGENDA_MINUTES', { 0: total })}
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Card>
  );
}
