import type { VtoRevision } from '@eos/domain';
import { Menu } from '@mantine/core';
import { IconArrowsDiff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { RevisionHeader } from '../../collections/RevisionHeader';
import { ComparePopup } from '../compare/ComparePopup';
import { useVtoActions } from './useVtoActions';

/** The revision's header with the V/TO's own actions: Compare with…, Record quarterly results, PDF. */
export function VtoDetailHeader({ vto, removed }: { vto: VtoRevision; removed: boolean }) {
  const { t } = useTranslation();
  const [comparing, setComparing] = useState(false);
  const actions = useVtoActions(vto, removed);
  const revision = {
    id: vto.revisionId,
    collectionId: vto.collectionId,
    title: vto.title,
    isPublished: vto.isPublished,
  };
  return (
    <>
      <RevisionHeader
        revision={vto}
        removed={removed}
        extraItems={
          <>
            <Menu.Item leftSection={<IconArrowsDiff size={14} aria-hidden />} onClick={() => setComparing(true)}>
              {t('VTO_COMPARE_WITH')}
            </Menu.Item>
            {actions.items}
          </>
        }
      />
      {actions.popups}
      {comparing && <ComparePopup revision={revision} onClose={() => setComparing(false)} />}
    </>
  );
}
