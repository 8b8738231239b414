import { IconNews } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { LiveItemList } from '../items/LiveItemList';
import { LiveHeadlineRow } from './LiveHeadlineRow';

const OLDEST_FIRST = { property: 'created', ascending: true };

/** Headlines: each one told, marked reviewed, or taken to IDS as an issue. */
export function HeadlinesSection() {
  const { t } = useTranslation();
  return (
    <LiveItemList
      type="headline"
      sort={OLDEST_FIRST}
      title={t('TRACTION_LIST_HEADLINES')}
      icon={<IconNews size={20} aria-hidden />}
      addLabel={t('HEADLINE_ADD')}
      empty={t('TRACTION_EMPTY_HEADLINES')}
      row={(headline) => <LiveHeadlineRow key={headline.id} headline={headline} />}
    />
  );
}
