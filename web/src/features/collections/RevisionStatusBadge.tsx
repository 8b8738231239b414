import { Badge } from '@mantine/core';
import { useTranslation } from '../../app/i18n';

/** Final (published) or Draft (002 §4). */
export function RevisionStatusBadge({ isPublished }: { isPublished: boolean }) {
  const { t } = useTranslation();
  return (
    // teal.9: white on it reads at 4.9:1 (axe's 4.5 for small text); the greens stay below.
    <Badge variant={isPublished ? 'filled' : 'light'} color={isPublished ? 'teal.9' : 'gray'}>
      {t(isPublished ? 'COLLECTION_FINAL' : 'COLLECTION_DRAFT')}
    </Badge>
  );
}
