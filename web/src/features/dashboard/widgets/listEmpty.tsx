import { Stack, Text } from '@mantine/core';
import type { WidgetScope } from './listFilters';

interface WidgetEmptyProps {
  /** What is (not) there, said for the widget's scope. */
  texts: Record<WidgetScope, string>;
  scope: WidgetScope;
  /** Where to add one; shown only to those who can, and where adding one would show here. */
  hint?: string;
  readOnly: boolean;
}

/** A list widget's empty state: about the viewer's own data, then what they can do about it. */
export function WidgetEmpty({ texts, scope, hint, readOnly }: WidgetEmptyProps) {
  const showHint = hint && !readOnly && (scope === 'mine' || scope === 'all');
  return (
    <Stack gap={4}>
      <Text size="sm">{texts[scope]}</Text>
      {showHint && (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
