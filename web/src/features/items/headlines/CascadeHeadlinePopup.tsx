import { Text } from '@mantine/core';
import { useState } from 'react';
import { useFeatureFlag } from '../../../app/featureFlags';
import { useTranslation } from '../../../app/i18n';
import { useShellContext } from '../../../shell/useShellContext';
import { ItemPopup, usePopupState } from '../popups/ItemPopup';
import { ItemPopupBody } from '../popups/ItemPopupBody';
import { ItemPopupCloseFooter } from '../popups/ItemPopupCloseFooter';
import type { ItemPopupProps } from '../popups/ItemPopupHost';
import { usePopupItem } from '../popups/usePopupItem';
import { CascadeHeadlineForm } from './CascadeHeadlineForm';
import { isRemoved } from './headlineApi';

/** A popup that can only say something: the text, and Close. */
function Notice({ text }: { text: string }) {
  return (
    <>
      <Text>{text}</Text>
      <ItemPopupCloseFooter />
    </>
  );
}

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
  const loaded = usePopupItem('headline', enabled ? request.id : null, popup, isRemoved);

  return (
    <ItemPopup popup={popup} title={t('HEADLINE_CASCADE_TITLE')} dirty={dirty}>
      {enabled ? (
        <ItemPopupBody loaded={loaded} failedText={t('HEADLINE_LOAD_FAILED')}>
          {(headline) =>
            // Cascading writes copies of the headline: the same right as editing it.
            isObserver || !headline.abilities.canEdit ? (
              <Notice text={t('ITEM_READ_ONLY')} />
            ) : (
              <CascadeHeadlineForm headline={headline} popup={popup} onDirtyChange={setDirty} />
            )
          }
        </ItemPopupBody>
      ) : (
        <Notice text={t('HEADLINE_CASCADE_DISABLED')} />
      )}
    </ItemPopup>
  );
}
