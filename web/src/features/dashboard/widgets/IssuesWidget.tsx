import { useTranslation } from '../../../app/i18n';
import { NewBadge } from '../../items/lists/NewBadge';
import { openItemPopup } from '../../items/popups/store';
import { useMeetingTitles } from '../../items/rocks/rockQueries';
import { WidgetList } from './listBody';
import { WidgetEmpty } from './listEmpty';
import { useWidgetList } from './listQuery';
import { RowMeeting, WidgetRow } from './listRow';
import type { WidgetBodyProps } from './types';

// An issue's rank is its place in its meeting's list (lower comes first): across meetings, each
// meeting's first issues come before anyone's later ones. The search lists open issues by default.
const BY_PRIORITY = { property: 'rank', ascending: true };

/**
 * The Issues widget (001 §3): the open issues across meetings by priority, each with its meeting.
 * Nothing changes in place: solving and ordering are the meeting's, done in its IDS.
 */
export function IssuesWidget({ widget, readOnly }: WidgetBodyProps) {
  const { t } = useTranslation();
  const list = useWidgetList('issue', widget, { sort: BY_PRIORITY });
  const meetings = useMeetingTitles(list.items.map((issue) => issue.tractionId));
  return (
    <WidgetList
      list={{ ...list, itemCount: list.items.length }}
      empty={
        <WidgetEmpty
          scope={list.scope}
          readOnly={readOnly}
          hint={t('WIDGET_ISSUES_EMPTY_HINT')}
          texts={{
            mine: t('WIDGET_ISSUES_EMPTY_MINE'),
            others: t('WIDGET_ISSUES_EMPTY_OTHERS'),
            all: t('WIDGET_ISSUES_EMPTY_ALL'),
            filtered: t('WIDGET_ISSUES_EMPTY_FILTERED'),
          }}
        />
      }
    >
      {list.items.map((issue) => (
        <WidgetRow
          key={issue.id}
          title={issue.title}
          onOpen={() => openItemPopup({ kind: 'issue', id: issue.id })}
          owner={list.scope !== 'mine' ? issue.owner : null}
          meta={
            <>
              <NewBadge type="issue" id={issue.id} />
              <RowMeeting name={meetings.get(issue.tractionId)} />
            </>
          }
        />
      ))}
    </WidgetList>
  );
}
