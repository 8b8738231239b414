import type { ImportResult } from '@eos/domain';
import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../app/i18n';

const COUNTS = ['rocks', 'todos', 'issues', 'headlines', 'measurables', 'measuredValues', 'people'] as const;

/** What the import made: counts of each kind, the rows left out, and links to the meetings that received them. */
export function ImportResultPanel({ result }: { result: ImportResult }) {
  const { t } = useTranslation();
  const made = COUNTS.filter((k) => result.created[k] > 0);
  return (
    <Stack gap="sm" data-testid="import-result">
      <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />}>
        <Text fw={700} size="sm" mb={4}>
          {t('IMPORT_RESULT_TITLE')}
        </Text>
        <List size="sm">
          {made.map((k) => (
            <List.Item key={k}>{t(`IMPORT_RESULT_${k}`, { 0: result.created[k] })}</List.Item>
          ))}
          {result.skippedRows > 0 && <List.Item>{t('IMPORT_RESULT_SKIPPED', { 0: result.skippedRows })}</List.Item>}
        </List>
      </Alert>
      {!result.invitationsSent && (
        <Text size="sm" c="red.9">
          {t('IMPORT_RESULT_MAILS_HELD')}
        </Text>
      )}
      {result.meetings.map((m) => (
        <Anchor key={m.id} component={Link} to={`/traction/${m.id}/${m.threadId}`}>
          {t('IMPORT_RESULT_OPEN_MEETING', { 0: m.title })}
        </Anchor>
      ))}
    </Stack>
  );
}
