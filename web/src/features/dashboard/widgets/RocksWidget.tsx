import { DATE_FORMATS, type Rock } from '@eos/domain';
import { Badge, Text, VisuallyHidden } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from '../../../app/i18n';
import { NewBadge } from '../../items/lists/NewBadge';
import { openItemPopup } from '../../items/popups/store';
import { RockStatusSelect } from '../../items/rocks/RockStatusSelect';
import { rockStatusLabel } from '../../items/rocks/rockOptions';
import { useMeetingTitles } from '../../items/rocks/rockQueries';
import { WidgetList } from './listBody';
import { WidgetEmpty } from './listEmpty';
import { listsInOrder } from './listInOrder';
import { useWidgetList } from './listQuery';
import { RowMeeting, WidgetRow } from './listRow';
import type { WidgetBodyProps } from './types';

const BY_DUE_DATE = { property: 'dueDate', ascending: true };
// Off-track first, then by due date: the server sorts by one column and has no status order, and
// sorting the loaded rows would put an off-track Rock of page two below on-track ones of page one.
// So two searches, read one after the other (listsInOrder). The current Rocks only: Closed ones are
// past quarters', and Non-Rock (Canceled) is no Rock.
const OFF_TRACK = { status: ['OffTrack'] };
const THE_REST = { status: ['OnTrack', 'NotDone', 'Done'] };

/** The Rocks widget (001 §3): off-track first, then by due date; status changed in place. */
export function RocksWidget({ widget, readOnly }: WidgetBodyProps) {
  const { t } = useTranslation();
  const offTrack = useWidgetList('rock', widget, { sort: BY_DUE_DATE, filters: OFF_TRACK });
  const rest = useWidgetList('rock', widget, { sort: BY_DUE_DATE, filters: THE_REST });
  const list = listsInOrder(offTrack, rest);
  const meetings = useMeetingTitles(list.items.flatMap((rock) => rock.tractionIds));
  return (
    <WidgetList
      list={list}
      empty={
        <WidgetEmpty
          scope={offTrack.scope}
          readOnly={readOnly}
          hint={t('WIDGET_ROCKS_EMPTY_HINT')}
          texts={{
            mine: t('WIDGET_ROCKS_EMPTY_MINE'),
            others: t('WIDGET_ROCKS_EMPTY_OTHERS'),
            all: t('WIDGET_ROCKS_EMPTY_ALL'),
            filtered: t('WIDGET_ROCKS_EMPTY_FILTERED'),
          }}
        />
      }
    >
      {list.items.map((rock) => (
        <RockWidgetRow
          key={rock.id}
          rock={rock}
          readOnly={readOnly}
          showOwner={offTrack.scope !== 'mine'}
          meeting={rock.tractionIds.flatMap((id) => meetings.get(id) ?? []).join(', ')}
        />
      ))}
    </WidgetList>
  );
}

interface RockWidgetRowProps {
  rock: Rock;
  readOnly: boolean;
  showOwner: boolean;
  meeting: string;
}

function RockWidgetRow({ rock, readOnly, showOwner, meeting }: RockWidgetRowProps) {
  const { t } = useTranslation();
  const canEdit = !readOnly && rock.abilities.canEdit;
  return (
    <WidgetRow
      title={rock.title}
      onOpen={() => openItemPopup({ kind: 'rock', id: rock.id })}
      owner={showOwner ? rock.owner : null}
      meta={
        <>
          {canEdit ? (
            <RockStatusSelect rock={rock} compact size="xs" />
          ) : (
            <Badge size="sm" variant="light" color={rock.status === 'OffTrack' ? 'red' : 'gray'}>
              {rockStatusLabel(t, rock.status)}
            </Badge>
          )}
          <NewBadge type="rock" id={rock.id} />
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            <VisuallyHidden>{t('ROCK_DUE_LABEL')}</VisuallyHidden>
            {dayjs(rock.dueDate).format(DATE_FORMATS.inline)}
          </Text>
          <RowMeeting name={meeting} />
        </>
      }
    />
  );
}
