import { IconTarget } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { LiveItemList } from '../items/LiveItemList';
import { LiveRockRow } from './LiveRockRow';

const BY_DUE_DATE = { property: 'dueDate', ascending: true };

/** Rock review: every Rock of the meeting, on or off track at a click. */
export function RocksSection() {
  const { t } = useTranslation();
  return (
    <LiveItemList
      type="rock"
      sort={BY_DUE_DATE}
      title={t('TRACTION_LIST_ROCKS')}
      icon={<IconTarget size={20} aria-hidden />}
      addLabel={t('ROCK_ADD_TITLE')}
      empty={t('TRACTION_EMPTY_ROCKS')}
      row={(rock) => <LiveRockRow key={rock.id} rock={rock} />}
    />
  );
}
