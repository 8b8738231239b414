import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { ItemPopup, usePopupState } from '../popups/ItemPopup';
import { ItemPopupBody } from '../popups/ItemPopupBody';
import { usePopupItem } from '../popups/usePopupItem';
import { EditHeadlineForm } from './EditHeadlineForm';
import { isRemoved } from './headlineApi';

interface EditHeadlinePopupProps {
  id: string;
  onClosed: () => void;
}

/** EditHeadlinePopup (001 §2): the headline from the entity cache, a skeleton while it loads. */
export function EditHeadlinePopup({ id, onClosed }: EditHeadlinePopupProps) {
  const { t } = useTranslation();
  const popup = usePopupState(onClosed);
  const [dirty, setDirty] = useState(false);
  const loaded = usePopupItem('headline', id, popup, isRemoved);
  return (
    <ItemPopup popup={popup} title={t('HEADLINE_EDIT_TITLE')} dirty={dirty}>
      <ItemPopupBody loaded={loaded} failedText={t('HEADLINE_LOAD_FAILED')}>
        {(headline) => (
          <EditHeadlineForm key={headline.id} headline={headline} popup={popup} onDirtyChange={setDirty} />
        )}
      </ItemPopupBody>
    </ItemPopup>
  );
}
