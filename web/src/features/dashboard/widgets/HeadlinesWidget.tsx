import { displayName } from '@eos/domain';
import { Badge, Checkbox, Text } from '@mantine/core';
import { type TFunction, useTranslation } from '../../../app/i18n';
import { useShellContext } from '../../../shell/useShellContext';
import { isReviewed } from '../../items/headlines/headlineApi';
import { useHeadlineReview } from '../../items/headlines/useHeadlineReview';
import { NewBadge } from '../../items/lists/NewBadge';
import { openItemPopup } from '../../items/popups/store';
import { useMeetingTitles } from '../../items/rocks/rockQueries';
import { WidgetList } from './listBody';
import { WidgetEmpty } from './listEmpty';
import type { WidgetScope } from './listFilters';
import { useWidgetList } from './listQuery';
import { RowMeeting, WidgetRow } from './listRow';
import type { WidgetBodyProps } from './types';

// The newest news first. The review states come from the widget's headline-status filter (listFilters).
const NEWEST_FIRST = { property: 'created', ascending: false };

/**
 * The Headlines widget (001 §3): headlines by owner and review state, with who shared them and in
 * which meeting, reviewed in place. A checkbox, as in the meeting's list, rather than the edit popup's
 * switch: its name says which headline it reviews.
 */
export function HeadlinesWidget({ widget, readOnly }: WidgetBodyProps) {
  const { t } = useTranslation();
  const { user } = useShellContext();
  const list = useWidgetList('headline', widget, { sort: NEWEST_FIRST });
  const meetings = useMeetingTitles(list.items.map((headline) => headline.tractionId));
  const review = useHeadlineReview();
  const onlyReviewed = list.statuses.length === 1 && list.statuses[0] === 'Reviewed';
  return (
    <WidgetList
      list={{ ...list, itemCount: list.items.length }}
      empty={
        <WidgetEmpty
          scope={list.scope}
          readOnly={readOnly}
          // A new headline is to be reviewed: it would never show in a Reviewed widget.
          hint={onlyReviewed ? undefined : t('WIDGET_HEADLINES_EMPTY_HINT')}
          texts={emptyTexts(t, list.statuses)}
        />
      }
    >
      {list.items.map((headline) => {
        const asked = review.pending.get(headline.id);
        const reviewed = asked ?? isReviewed(headline);
        const canReview = !readOnly && headline.abilities.canEdit;
        return (
          <WidgetRow
            key={headline.id}
            title={headline.title}
            onOpen={() => openItemPopup({ kind: 'headline', id: headline.id })}
            dimmed={reviewed}
            control={
              canReview && (
                <Checkbox
                  mt={2}
                  aria-label={t('HEADLINE_ROW_REVIEWED', { 0: headline.title })}
                  checked={reviewed}
                  disabled={asked !== undefined}
                  onChange={(event) => void review.toggle(headline, event.currentTarget.checked)}
                />
              )
            }
            meta={
              <>
                <NewBadge type="headline" id={headline.id} />
                {!canReview && reviewed && (
                  <Badge size="xs" variant="light" color="green">
                    {t('HEADLINE_REVIEWED')}
                  </Badge>
                )}
                {headline.owner && (
                  // Who shared it, by name: a headline is news from someone.
                  <Text size="xs" fw={500} truncate="end" maw="100%">
                    {displayName(headline.owner, user.nameDisplayStyle)}
                  </Text>
                )}
                <RowMeeting name={meetings.get(headline.tractionId)} />
              </>
            }
          />
        );
      })}
    </WidgetList>
  );
}

/** The empty text says what the widget looks for: headlines to review, reviewed ones, or any. */
function emptyTexts(t: TFunction, statuses: readonly string[]): Record<WidgetScope, string> {
  const only = statuses.length === 1 ? statuses[0] : null;
  const filtered = t('WIDGET_HEADLINES_EMPTY_FILTERED');
  if (only === 'ToReview') {
    return {
      mine: t('WIDGET_HEADLINES_TO_REVIEW_EMPTY_MINE'),
      others: t('WIDGET_HEADLINES_TO_REVIEW_EMPTY_OTHERS'),
      all: t('WIDGET_HEADLINES_TO_REVIEW_EMPTY_ALL'),
      filtered,
    };
  }
  if (only === 'Reviewed') {
    return {
      mine: t('WIDGET_HEADLINES_REVIEWED_EMPTY_MINE'),
      others: t('WIDGET_HEADLINES_REVIEWED_EMPTY_OTHERS'),
      all: t('WIDGET_HEADLINES_REVIEWED_EMPTY_ALL'),
      filtered,
    };
  }
  return {
    mine: t('WIDGET_HEADLINES_EMPTY_MINE'),
    others: t('WIDGET_HEADLINES_EMPTY_OTHERS'),
    all: t('WIDGET_HEADLINES_EMPTY_ALL'),
    filtered,
  };
}
