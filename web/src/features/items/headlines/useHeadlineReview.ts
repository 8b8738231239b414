import type { Headline } from '@eos/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { showSaveError } from '../../../app/toasts';
import { reviewHeadline } from './headlineApi';

/**
 * The review toggle of a list row or the edit popup: one call at a time per headline, the control
 * showing the asked state while it runs, a failure as the ERROR toast (the control falls back).
 */
export function useHeadlineReview() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(new Map());

  const toggle = useCallback(
    async (headline: Headline, reviewed: boolean) => {
      setPending((p) => new Map(p).set(headline.id, reviewed));
      try {
        await reviewHeadline(queryClient, headline, reviewed);
      } catch (error) {
        showSaveError(error);
      } finally {
        setPending((p) => {
          const next = new Map(p);
          next.delete(headline.id);
          return next;
        });
      }
    },
    [queryClient],
  );
  return { toggle, pending };
}
