import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';

const SECTIONS = ['meetingoverview', 'meetinghistory', 'quarterlypulsing'] as const;

/** A meeting (traction) with its sub-pages; the summary of one past meeting is the {meetingId} child. */
export default function TractionPage() {
  const { t } = useTranslation();
  const { tractionId, threadId } = useParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const base = `/traction/${tractionId}/${threadId}`;
  const current = SECTIONS.find((s) => pathname.startsWith(`${base}/${s}`)) ?? null;
  return (
    <>
      <PageHeader title={t('MEETING_TITLE')} />
      <Tabs value={current} onChange={(tab) => tab && navigate(`${base}/${tab}`)} mb="md">
        <Tabs.List>
          <Tabs.Tab value="meetingoverview">{t('MEETING_OVERVIEW')}</Tabs.Tab>
          <Tabs.Tab value="meetinghistory">{t('MEETING_HISTORY')}</Tabs.Tab>
          <Tabs.Tab value="quarterlypulsing">{t('QUARTERLY_PULSING')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Outlet />
    </>
  );
}
