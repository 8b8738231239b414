import { Badge, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import type { EntryMark, PartDiff } from './diff';
import { TextChange } from './TextChange';

const ENTRY_COLORS: Record<EntryMark, string> = { Added: 'green', Removed: 'red', Changed: 'blue' };

/** What changed inside a part: each field's text, and each list's entries added, removed or changed. */
export function ChangeList({ diff }: { diff: PartDiff }) {
  const { t } = useTranslation();
  const heading = (label: string, context?: string) => (context ? `${t(label)} (${context})` : t(label));
  return (
    <Stack gap="xs" aria-label={t('VTO_COMPARE_WHAT_CHANGED')} component="section">
      {diff.fields.map((f) => (
        <div key={`${f.label}-${f.context ?? ''}`}>
          <Text size="xs" fw={600} c="dimmed" tt="uppercase">
            {heading(f.label, f.context)}
          </Text>
          <TextChange before={f.before} after={f.after} />
        </div>
      ))}
      {diff.lists.map((l) => (
        <div key={`${l.label}-${l.context ?? ''}`}>
          <Text size="xs" fw={600} c="dimmed" tt="uppercase">
            {heading(l.label, l.context)}
          </Text>
          <List size="sm" spacing={4} listStyleType="none" aria-label={heading(l.label, l.context)}>
            {l.entries.map((e) => (
              <List.Item key={`${e.mark}-${e.before ?? ''}-${e.after ?? ''}`}>
                <Group gap="xs" wrap="nowrap" align="baseline">
                  <Badge size="xs" variant="light" color={ENTRY_COLORS[e.mark]} style={{ flexShrink: 0 }}>
                    {t(`VTO_COMPARE_${e.mark.toUpperCase()}`)}
                  </Badge>
                  <TextChange before={e.before} after={e.after} />
                </Group>
              </List.Item>
            ))}
          </List>
          {l.reordered && (
            <Text size="sm" c="dimmed">
              {t('VTO_COMPARE_ORDER_CHANGED')}
            </Text>
          )}
        </div>
      ))}
    </Stack>
  );
}
