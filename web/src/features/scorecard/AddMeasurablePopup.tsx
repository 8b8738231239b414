import { Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../app/i18n';
import { useOpenModalRoute } from '../../app/modalRoutes';
import { openMeetingRequiredPrompt } from '../../shell/meetingRequiredPrompt';
import { ItemPopup, usePopupState } from '../items/popups/ItemPopup';
import { ItemPopupCloseFooter } from '../items/popups/ItemPopupCloseFooter';
import type { ItemPopupProps } from '../items/popups/ItemPopupHost';
import { ItemPopupSkeleton } from '../items/popups/ItemPopupSkeleton';
import { AddMeasurableForm } from './AddMeasurableForm';
import { useScorecardMeetings } from './scorecardQueries';

/**
 * Add Measurable: first the meetings it can join (GET scorecards/meetings). With none, the
 * meeting-required prompt shows instead of the popup (000 §2), as the header's quick-add does.
 */
export function AddMeasurablePopup({ request, onClosed }: ItemPopupProps) {
  const { t } = useTranslation();
  const popup = usePopupState(onClosed);
  const meetings = useScorecardMeetings();
  const openModalRoute = useOpenModalRoute();
  const [dirty, setDirty] = useState(false);
  const none = meetings.data?.length === 0;
  const prompted = useRef(false);

  useEffect(() => {
    if (!none || prompted.current) return;
    prompted.current = true;
    openMeetingRequiredPrompt(() => openModalRoute('/meeting/new'));
    // Straight off the stack: the prompt takes the popup's place, no closing animation between.
    onClosed();
  }, [none, onClosed, openModalRoute]);
  if (none) return null;

  const items = meetings.data ?? [];
  const preferred = items.find((m) => m.tractionId === request.tractionId) ?? (items.length === 1 ? items[0] : null);
  return (
    <ItemPopup popup={popup} title={t('MEASURABLE_ADD_TITLE')} dirty={dirty} size="xl">
      {meetings.data ? (
        <AddMeasurableForm
          meetings={items}
          defaultScorecardId={preferred?.id ?? ''}
          popup={popup}
          onDirtyChange={setDirty}
        />
      ) : meetings.isError ? (
        <>
          <Text role="alert">{t('UNKNOWN_ERROR')}</Text>
          <ItemPopupCloseFooter />
        </>
      ) : (
        <ItemPopupSkeleton fields={6} notes={false} />
      )}
    </ItemPopup>
  );
}
