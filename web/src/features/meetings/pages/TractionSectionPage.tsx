import { useLocation, useParams } from 'react-router';
import { HistorySection } from '../../traction/sections/HistorySection';
import { OverviewSection } from '../../traction/sections/OverviewSection';
import { QuarterlyPulsingSection } from '../../traction/sections/QuarterlyPulsingSection';
import { SessionSummarySection } from '../../traction/sections/SessionSummarySection';

/**
 * One sub-page of a meeting. Every child route renders this page, so the sub-route is read from
 * the address: the fixed sections by name, anything else is a session id ({meetingId}).
 */
export default function TractionSectionPage() {
  const { tractionId, threadId, meetingId } = useParams();
  const { pathname } = useLocation();
  const section = pathname.slice(`/traction/${tractionId}/${threadId}/`.length).split('/')[0];
  switch (section) {
    case 'meetingoverview':
      return <OverviewSection />;
    case 'meetinghistory':
      return <HistorySection />;
    case 'quarterlypulsing':
      return <QuarterlyPulsingSection />;
    default:
      // Keyed so moving between two summaries starts fresh.
      return <SessionSummarySection key={meetingId} />;
  }
}
