import { Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { diffWords } from './textDiff';

const removed = { textDecoration: 'line-through', background: 'var(--mantine-color-red-light)' } as const;
const added = { textDecoration: 'none', background: 'var(--mantine-color-green-light)' } as const;

/** Old words struck through on red, new ones on green, the rest as it was; screen readers hear which is which. */
export function TextChange({ before, after }: { before: string | null; after: string | null }) {
  const { t } = useTranslation();
  const segments = diffWords(before ?? '', after ?? '');
  return (
    <Text size="sm" component="span" style={{ whiteSpace: 'pre-wrap' }}>
      {segments.length === 0 && t('VTO_COMPARE_EMPTY_VALUE')}
      {segments.map((s, k) => {
        const key = `${k}-${s.kind}`;
        if (s.kind === 'removed')
          return (
            <del key={key} style={removed}>
              <VisuallyHidden>{t('VTO_COMPARE_REMOVED_TEXT')}</VisuallyHidden>
              {s.text}
            </del>
          );
        if (s.kind === 'added')
          return (
            <ins key={key} style={added}>
              <VisuallyHidden>{t('VTO_COMPARE_ADDED_TEXT')}</VisuallyHidden>
              {s.text}
            </ins>
          );
        return <span key={key}>{s.text}</span>;
      })}
    </Text>
  );
}
