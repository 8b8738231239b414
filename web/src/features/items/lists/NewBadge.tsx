import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { useIsNew } from '../../../app/newItems';
import type { ItemType } from '../api/entityCache';

/** 'New' on the row of an item someone else just added (002 §4), for 30 s or until it is opened. */
export function NewBadge({ type, id }: { type: ItemType; id: string }) {
  const { t } = useTranslation();
  const fresh = useIsNew(type, id);
  if (!fresh) return null;
  return (
    <Tooltip label={t('LIVE_UPDATES_NEW_LABEL')}>
      <Badge size="sm" variant="filled" color="blue" style={{ flexShrink: 0 }}>
        {t('LIVE_UPDATES_NEW_BADGE')}
      </Badge>
    </Tooltip>
  );
}
