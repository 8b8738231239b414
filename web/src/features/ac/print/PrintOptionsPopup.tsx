import { type AcPrintCard, type AcPrintRequest, TIMINGS } from '@eos/domain';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { FormAlert } from '../../auth/components/FormAlert';
import { acPrintPath } from '../paths';
import { downloadChartPdf, storePrintJob } from './printApi';
import { onePageJob, type PageGrid, type PrintBox, pagesJob } from './printLayout';

interface PrintOptionsPopupProps {
  chart: { collectionId: string; revisionId: string; title: string };
  grid: PageGrid;
  /** Rows and columns as typed in the toolbar (001 §5: each at least 1). */
  typed: { rows: number; columns: number };
  selected: readonly PrintBox[];
  onClose: () => void;
}

type Layout = 'pages' | 'one';

/**
 * PrintOptionsPopup, 'Page Setup' (001 §2, §5): the selected cards across the grid's pages or fitted to
 * a single page, then a PDF or the print window. The checks are the spec's alerts; a single page is
 * not offered when the cards would print too small to read.
 */
export function PrintOptionsPopup({ chart, grid, typed, selected, onClose }: PrintOptionsPopupProps) {
  const { t } = useTranslation();
  const [layout, setLayout] = useState<Layout>('pages');
  const [alert, setAlert] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const onePage = onePageJob(selected);

  /** The job to send, or null with the alert shown. */
  const prepare = (): AcPrintRequest | null => {
    setAlert(null);
    if (typed.rows < 1 || typed.columns < 1) return refuse('AC_PRINT_INVALID_GRID');
    if (selected.length === 0) return refuse('AC_PRINT_NO_SELECTION');
    try {
      let cards: AcPrintCard[] | null;
      if (layout === 'one') cards = onePage;
      else cards = pagesJob(grid, selected);
      if (!cards) return refuse('AC_PRINT_LOW_RESOLUTION');
      if (cards.length === 0) return refuse('AC_PRINT_OFF_PAGE');
      return layout === 'one' ? { rows: 1, columns: 1, cards } : { rows: grid.rows, columns: grid.columns, cards };
    } catch {
      // 002 §8: the layout is left as it was; nothing was changed on the canvas.
      return refuse('AC_PRINT_FAILED');
    }
  };
  const refuse = (key: string) => {
    setAlert(t(key));
    return null;
  };

  const toPdf = async () => {
    const job = prepare();
    if (!job) return;
    setDownloading(true);
    try {
      await downloadChartPdf(chart, job);
      onClose();
    } catch {
      // 001 §8: 'Problem downloading PDF' for 2 s, and the popup closes.
      notifications.show({ color: 'red', message: t('ERR_PDF_DOWNLOAD'), autoClose: TIMINGS.toastSuccessMs });
      onClose();
    } finally {
      setDownloading(false);
    }
  };

  const toWindow = () => {
    const job = prepare();
    if (!job) return;
    storePrintJob(chart.revisionId, { ...job, title: chart.title });
    window.open(acPrintPath({ id: chart.revisionId, collectionId: chart.collectionId }), '_blank');
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={t('AC_PRINT_PAGE_SETUP')} centered>
      <Stack gap="md">
        <FormAlert message={alert} />
        <Radio.Group label={t('AC_PRINT_WHAT')} value={layout} onChange={(value) => setLayout(value as Layout)}>
          <Stack gap="xs" mt="xs">
            <Radio
              value="pages"
              label={t('AC_PRINT_ALL_PAGES', { 0: typed.rows, 1: typed.columns })}
              description={t('AC_PRINT_ALL_PAGES_HINT')}
            />
            <Radio
              value="one"
              label={t('AC_PRINT_ONE_PAGE')}
              disabled={onePage === null}
              description={onePage === null ? t('AC_PRINT_LOW_RESOLUTION') : t('AC_PRINT_ONE_PAGE_HINT')}
            />
          </Stack>
        </Radio.Group>
        <Text size="sm" c="dimmed">
          {t('AC_PRINT_SELECTED_COUNT', { 0: selected.length })}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('CANCEL')}
          </Button>
          <Button variant="default" leftSection={<IconPrinter size={14} aria-hidden />} onClick={toWindow}>
            {t('AC_PRINT_WINDOW')}
          </Button>
          <Button leftSection={<IconDownload size={14} aria-hidden />} loading={downloading} onClick={toPdf}>
            {t('AC_PRINT_TO_PDF')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
