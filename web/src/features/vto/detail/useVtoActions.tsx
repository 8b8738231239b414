import { TIMINGS, type VtoRevision } from '@eos/domain';
import { Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChartBar, IconFileTypePdf } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useFeatureFlag } from '../../../app/featureFlags';
import { useTranslation } from '../../../app/i18n';
import { useShellContext } from '../../../shell/useShellContext';
import { downloadApiFile } from '../../traction/api';
import { RecordQuarterlyResultsPopup } from '../results/RecordQuarterlyResultsPopup';

const PAGE_SIZES = [
  { size: 'A4', label: 'VTO_PDF_A4' },
  { size: 'LETTER', label: 'VTO_PDF_LETTER' },
] as const;

/** GET .../pdf?pageSize=: the V/TO's two pages as a PDF (002 §7, §9), saved as '{title}.pdf'. */
export function downloadVtoPdf(vto: VtoRevision, pageSize: 'A4' | 'LETTER'): Promise<void> {
  const path = `vto/collection/${vto.collectionId}/revision/${vto.revisionId}/pdf?pageSize=${pageSize}`;
  return downloadApiFile(path, `${vto.title}.pdf`);
}

/**
 * The V/TO's own actions in the detail header's menu: 'Record quarterly results' for editors once a
 * quarterly plan exists, and 'Download PDF' (A4 or Letter) behind the vto-pdf flag.
 */
export function useVtoActions(vto: VtoRevision, removed: boolean): { items: ReactNode; popups: ReactNode } {
  const { t } = useTranslation();
  const { isObserver } = useShellContext();
  const pdf = useFeatureFlag('vto-pdf');
  const [recording, setRecording] = useState(false);
  const canRecord = !removed && !isObserver && vto.permissions.canEdit && vto.traction.quarterlyPlan !== null;

  const download = async (pageSize: 'A4' | 'LETTER') => {
    try {
      await downloadVtoPdf(vto, pageSize);
    } catch {
      notifications.show({ color: 'red', message: t('ERR_PDF_DOWNLOAD'), autoClose: TIMINGS.toastSuccessMs });
    }
  };

  const items = (
    <>
      {canRecord && (
        <Menu.Item leftSection={<IconChartBar size={14} aria-hidden />} onClick={() => setRecording(true)}>
          {t('VTO_RECORD_RESULTS')}
        </Menu.Item>
      )}
      {pdf && (
        <>
          <Menu.Divider />
          <Menu.Label>{t('VTO_DOWNLOAD_PDF')}</Menu.Label>
          {PAGE_SIZES.map(({ size, label }) => (
            <Menu.Item
              key={size}
              leftSection={<IconFileTypePdf size={14} aria-hidden />}
              aria-label={`${t('VTO_DOWNLOAD_PDF')}: ${t(label)}`}
              onClick={() => void download(size)}
            >
              {t(label)}
            </Menu.Item>
          ))}
        </>
      )}
    </>
  );
  const popups = recording && <RecordQuarterlyResultsPopup vto={vto} onClose={() => setRecording(false)} />;
  return { items, popups };
}
