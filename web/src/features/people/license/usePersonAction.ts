import type { InviteeRole, Person } from '@eos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { useTranslation } from '../../../app/i18n';
import { showSaveError, showSuccess } from '../../../app/toasts';

/** What can be done to one person from the License tab; each is one call. */
export type PersonAction =
  | { kind: 'role'; role: InviteeRole }
  | { kind: 'upgrade'; role: InviteeRole }
  | { kind: 'downgrade' }
  | { kind: 'grantBilling' }
  | { kind: 'revokeBilling' }
  | { kind: 'keepImplementerAsFree' }
  | { kind: 'remove' }
  | { kind: 'resendInvitation' }
  | { kind: 'revokeInvitation' };

function call(person: Person, action: PersonAction): Promise<unknown> {
  const quiet = { quiet: true };
  switch (action.kind) {
    case 'role':
    case 'upgrade':
      return api.put(`person/${person.id}/role`, { role: action.role }, quiet);
    case 'downgrade':
      return api.put(`person/${person.id}/role`, { role: 'Observer' }, quiet);
    case 'grantBilling':
      return api.put(`person/${person.id}/permission/billing`, {}, quiet);
    case 'revokeBilling':
      return api.del(`person/${person.id}/permission/billing`, quiet);
    case 'keepImplementerAsFree':
      return api.del(`person/${person.id}/implementer`, quiet);
    case 'remove':
      return api.del(`person/${person.id}`, quiet);
    case 'resendInvitation':
      return api.post(
        'invitations',
        { invitees: [{ id: person.id, email: person.email }], baseUrl: window.location.origin },
        quiet,
      );
    case 'revokeInvitation':
      return api.put(`invitation/${person.invitation?.id}/revoke`, {}, quiet);
  }
}

/**
 * The calls of one person's row, with their toasts (002 §8: 'Updated: {name}', 'Upgraded',
 * 'Downgraded', 'Removed: {name}'). A refusal shows the server's first message in the ERROR toast.
 * Every success refreshes the people lists, hence the table and the counts.
 */
export function usePersonAction(person: Person, name: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: PersonAction) => call(person, action),
    onSuccess: (_answer, action) => {
      const toast: Record<PersonAction['kind'], string> = {
        role: t('UPDATED', { 0: name }),
        upgrade: t('PEOPLE_UPGRADED'),
        downgrade: t('PEOPLE_DOWNGRADED'),
        grantBilling: t('UPDATED', { 0: name }),
        revokeBilling: t('UPDATED', { 0: name }),
        keepImplementerAsFree: t('UPDATED', { 0: name }),
        remove: t('PEOPLE_REMOVED', { 0: name }),
        resendInvitation: t('LICENSE_INVITATION_SENT', { 0: person.email }),
        revokeInvitation: t('LICENSE_INVITATION_REVOKED_TOAST', { 0: name }),
      };
      showSuccess(toast[action.kind]);
      void queryClient.invalidateQueries({ queryKey: queryKeys.peopleLists });
      const leaves = action.kind === 'remove' || action.kind === 'revokeInvitation';
      if (leaves || action.kind === 'keepImplementerAsFree') {
        // The organization's implementer (the menu's Find an Implementer) is read from the session.
        void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      }
      if (leaves) {
        // Their meeting work passed to the caller: lists and meetings show the new owner.
        for (const queryKey of [['items'], ['item'], queryKeys.meetingLists, ['meeting']]) {
          void queryClient.invalidateQueries({ queryKey });
        }
      }
    },
    onError: showSaveError,
  });
}
