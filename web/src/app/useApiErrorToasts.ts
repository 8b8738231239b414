import type { SessionResponse } from '@eos/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { type ApiError, onApiError } from '../api/client';
import { queryKeys } from '../api/keys';
import { showApiErrorToast } from './toasts';

/** 404 ERR_WRONG_ORG: the thing asked for belongs to another of the user's organizations. */
export function isWrongOrg(error: ApiError): boolean {
  return error.status === 404 && error.messages.some((m) => m.id === 'ERR_WRONG_ORG');
}

/**
 * The shell's one listener for failed calls: the HTTP catalogue toasts (002 §8), except an item of
 * another organization, which gets the wrong-organization dialog and then the tools home, as the
 * meeting page does for its own (quiet) check.
 */
export function useApiErrorToasts(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  useEffect(
    () =>
      onApiError((error) => {
        if (!isWrongOrg(error)) {
          showApiErrorToast(error);
          return;
        }
        const session = queryClient.getQueryData<SessionResponse>(queryKeys.session);
        const current = session?.user?.orgs.find((o) => o.id === session.orgId)?.name;
        const fallback = error.messages.find((m) => m.id === 'ERR_WRONG_ORG')?.text ?? '';
        // Only ever signed in: the dialog's code and words come with the signed-in chunks.
        void import('./liveDialogs').then(({ openWrongOrgDialog }) =>
          openWrongOrgDialog(current ?? '', () => navigateRef.current('/'), current ? undefined : fallback),
        );
      }),
    [queryClient],
  );
}
