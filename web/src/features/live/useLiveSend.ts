import { useCallback, useState } from 'react';
import { useLive } from './LiveMeetingContext';
import type { SendLiveCall } from './useLiveMeeting';

/** `send` for one control, with `busy` while its call runs so a second press does not post again. */
export function useLiveSend() {
  const live = useLive();
  const [busy, setBusy] = useState(false);
  const send = useCallback<SendLiveCall>(
    async (call, extra) => {
      setBusy(true);
      try {
        return await live.send(call, extra);
      } finally {
        setBusy(false);
      }
    },
    [live.send],
  );
  return { send, busy };
}
