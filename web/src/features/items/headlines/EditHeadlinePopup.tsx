import { Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useItem } from '../api/entityCache';
import { ItemPopup, usePopupState } from '../popups/ItemPopup';
import { EditHeadlineForm } from './EditHeadlineForm';
import { PopupBodySkeleton } from './PopupBodySkeleton';
import { PopupCloseFooter } from './PopupCloseFooter';

interface EditHeadlinePopupProps {
  id: string;
  onClosed: () => void;
}

/**
 * EditHeadlinePopup (001 §2): the headline from the entity cache, a skeleton while it loads. One
 * frame for every state, so the form replaces the skeleton without the popup opening twice.
 */
export function EditHeadlinePopup({ id, onClosed }: EditHeadlinePopupProps) {
  const { t } = useTranslation();
  const popup = usePopupState(onClosed);
  const [dirty, setDirty] = useState(false);
  const item = useItem('headline', id);
  const headline = item.data;

  let body: ReactNode;
  // The batch load answers removed headlines too (status Removed): for the user they are gone.
  if (headline && headline.status !== 'Removed') {
    body = <EditHeadlineForm key={headline.id} headline={headline} popup={popup} onDirtyChange={setDirty} />;
  } else if (item.isPending) {
    body = <PopupBodySkeleton />;
  } else {
    body = (
      <>
        <Text>{item.isError ? t('HEADLINE_LOAD_FAILED') : t('ITEM_POPUP_GONE')}</Text>
        <PopupCloseFooter />
      </>
    );
  }
  return (
    <ItemPopup popup={popup} title={t('HEADLINE_EDIT_TITLE')} dirty={dirty}>
      {body}
    </ItemPopup>
  );
}
