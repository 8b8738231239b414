import { Outlet, useLocation, useParams } from 'react-router';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { isNotFound, useMeeting, useValidateThread, wrongOrgMessage } from '../../traction/api';
import { TractionHeader } from '../../traction/components/TractionHeader';
import { TractionLoadError } from '../../traction/components/TractionLoadError';
import { TractionNotFound } from '../../traction/components/TractionNotFound';
import { TractionTabs } from '../../traction/components/TractionTabs';
import { WrongOrgDialog } from '../../traction/components/WrongOrgDialog';

const SECTIONS = ['meetingoverview', 'meetinghistory', 'quarterlypulsing'] as const;

/**
 * A meeting (traction) with its sub-pages; the summary of one past session is the {meetingId} child.
 * The thread is validated first, so a link from another organization gets the wrong-org dialog
 * instead of a bare not-found.
 */
export default function TractionPage() {
  const { tractionId = '', threadId = '' } = useParams();
  const { pathname } = useLocation();
  const validate = useValidateThread(threadId);
  const meeting = useMeeting(tractionId, validate.isSuccess);

  if (validate.isPending) return <PageSkeleton />;
  if (validate.isError) {
    const wrongOrg = wrongOrgMessage(validate.error);
    if (wrongOrg !== null) return <WrongOrgDialog message={wrongOrg} />;
    if (isNotFound(validate.error)) return <TractionNotFound />;
    return <TractionLoadError onRetry={() => void validate.refetch()} />;
  }
  if (meeting.isPending) return <PageSkeleton />;
  if (meeting.isError) {
    if (isNotFound(meeting.error)) return <TractionNotFound />;
    return <TractionLoadError onRetry={() => void meeting.refetch()} />;
  }

  const base = `/traction/${tractionId}/${threadId}`;
  const section = SECTIONS.find((s) => pathname.startsWith(`${base}/${s}`));
  // Any other child is a session summary ({meetingId}), which belongs under History.
  const current = section ?? (pathname.length > base.length + 1 ? 'meetinghistory' : null);
  return (
    <>
      <TractionHeader meeting={meeting.data} />
      <TractionTabs current={current} />
      <Outlet />
    </>
  );
}
