import type { Meeting } from '@eos/domain';
import { MeetingPdfTypes, TIMINGS } from '@eos/domain';
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus, IconDownload, IconFileTypePdf, IconRss } from '@tabler/icons-react';
import { useState } from 'react';
import { useFeatureFlag } from '../../../app/featureFlags';
import { useTranslation } from '../../../app/i18n';
import { downloadMeetingPdf, type MeetingPdfType, meetingIcsUrl } from '../api';
import { CalendarFeedModal } from '../modals/CalendarFeedModal';

const PDF_LABELS: Record<MeetingPdfType, string> = {
  all: 'TRACTION_PDF_ALL',
  rocks: 'TRACTION_PDF_ROCKS',
  todos: 'TRACTION_PDF_TODOS',
  issues: 'TRACTION_PDF_ISSUES',
  headlines: 'TRACTION_PDF_HEADLINES',
  scorecard: 'TRACTION_PDF_SCORECARD',
};

/** Calendar entries and exports: the meeting's .ics, the personal feed, and PDFs behind their flag. */
export function DownloadMenu({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation();
  const pdfs = useFeatureFlag('meeting-pdfs');
  const [feedOpen, setFeedOpen] = useState(false);

  const downloadPdf = async (type: MeetingPdfType) => {
    try {
      await downloadMeetingPdf(meeting.id, type, `${meeting.title} - ${type}.pdf`);
    } catch {
      // 001 §8: 'Problem downloading PDF' lasts 2 s, the same as the success notices.
      notifications.show({ color: 'red', message: t('TRACTION_PDF_FAILED'), autoClose: TIMINGS.toastSuccessMs });
    }
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Tooltip label={t('TRACTION_DOWNLOADS')}>
            <ActionIcon variant="default" size="lg" aria-label={t('TRACTION_DOWNLOADS')}>
              <IconDownload size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            component="a"
            href={meetingIcsUrl(meeting.id)}
            download
            leftSection={<IconCalendarPlus size={16} aria-hidden />}
          >
            {t('TRACTION_ADD_TO_CALENDAR')}
          </Menu.Item>
          <Menu.Item leftSection={<IconRss size={16} aria-hidden />} onClick={() => setFeedOpen(true)}>
            {t('TRACTION_SUBSCRIBE_ALL')}
          </Menu.Item>
          {pdfs && (
            <>
              <Menu.Divider />
              <Menu.Label>{t('TRACTION_DOWNLOAD_PDF')}</Menu.Label>
              {MeetingPdfTypes.map((type) => (
                <Menu.Item
                  key={type}
                  leftSection={<IconFileTypePdf size={16} aria-hidden />}
                  onClick={() => void downloadPdf(type)}
                  aria-label={`${t('TRACTION_DOWNLOAD_PDF')}: ${t(PDF_LABELS[type])}`}
                >
                  {t(PDF_LABELS[type])}
                </Menu.Item>
              ))}
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <CalendarFeedModal opened={feedOpen} onClose={() => setFeedOpen(false)} />
    </>
  );
}
