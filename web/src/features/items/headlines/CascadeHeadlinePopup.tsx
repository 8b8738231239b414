import { Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureFlag } from '../../../app/featureFlags';
import { useShellContext } from '../../../shell/useShellContext';
import { useItem } from '../api/entityCache';
import { ItemPopup, usePopupState } from '../popups/ItemPopup';
import type { ItemPopupProps } from '../popups/ItemPopupHost';
import { CascadeHeadlineForm } from './CascadeHeadlineForm';
import { PopupBodySkeleton } from './PopupBodySkeleton';
import { PopupCloseFooter } from './PopupCloseFooter';

/**
 * CascadeHeadlinePopup (001 §2): copies the headline `request.id` to chosen meetings, per owner.
 * Behind the cascade-headlines flag; with it off the popup only says so (the server refuses too).
 */
export default function CascadeHeadlinePopup({ request, onClosed }: ItemPopupProps) {
  const { t } = useTranslation();
  const { isObserver } = useShellContext();
  const enabled = useFeatureFlag('cascade-headlines');
  const popup = usePopupState(onClosed);
  const [dirty, setDirty] = useState(false);
  const item = useItem('headline', enabled ? request.id : null);
  const headline = item.data;

  const notice = (text: string) => (
    <>
      <Text>{text}</Text>
      <PopupCloseFooter />
    </>
  );
  let body: ReactNode;
  if (!enabled) body = notice(t('HEADLINE_CASCADE_DISABLED'));
  else if (headline && headline.status !== 'Removed') {
    // Cascading writes copies of the headline: the same right as editing it.
    body =
      isObserver || !headline.abilities.canEdit ? (
        notice(t('ITEM_READ_ONLY'))
      ) : (
        <CascadeHeadlineForm headline={headline} popup={popup} onDirtyChange={setDirty} />
      );
  } else if (item.isPending && request.id) body = <PopupBodySkeleton />;
  else body = notice(item.isError ? t('HEADLINE_LOAD_FAILED') : t('ITEM_POPUP_GONE'));

  return (
    <ItemPopup popup={popup} title={t('HEADLINE_CASCADE_TITLE')} dirty={dirty}>
      {body}
    </ItemPopup>
  );
}
