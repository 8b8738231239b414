import type { InviteeRole, Person } from '@eos/domain';
import { useTranslation } from '../../../app/i18n';
import { ROLE_KEYS } from '../labels';
import type { PeopleViewer } from '../usePeopleViewer';
import { confirmPersonChange, confirmRemoveImplementer } from './confirmations';
import { usePersonAction } from './usePersonAction';

/**
 * What the License tab's row offers for one person, each behind the confirmation it needs: a role
 * change to Observer is the downgrade and one from Observer the upgrade, so the role select and the
 * menu ask the same questions.
 */
export function usePersonCommands(person: Person, viewer: PeopleViewer) {
  const { t } = useTranslation();
  const name = viewer.nameOf(person);
  const action = usePersonAction(person, name);
  const run = action.mutate;

  const upgrade = (role: InviteeRole = 'Member') =>
    confirmPersonChange({
      title: t('LICENSE_UPGRADE_TITLE'),
      message: t('LICENSE_UPGRADE_CONFIRM', { 0: name, 1: t(ROLE_KEYS[role]) }),
      confirm: t('LICENSE_UPGRADE_BUTTON'),
      onConfirm: () => run({ kind: 'upgrade', role }),
    });

  const downgrade = () =>
    confirmPersonChange({
      title: t('LICENSE_DOWNGRADE_TITLE'),
      message: t('LICENSE_DOWNGRADE_CONFIRM', { 0: name }),
      confirm: t('LICENSE_DOWNGRADE_BUTTON'),
      danger: true,
      onConfirm: () => run({ kind: 'downgrade' }),
    });

  const changeRole = (role: InviteeRole) => {
    if (role === person.role) return;
    if (role === 'Observer') downgrade();
    else if (person.role === 'Observer') upgrade(role);
    else run({ kind: 'role', role });
  };

  const removeFromCompany = () =>
    confirmPersonChange({
      title: t('LICENSE_REMOVE_TITLE'),
      message: t('LICENSE_REMOVE_CONFIRM', { 0: name, 1: viewer.orgName }),
      confirm: t('LICENSE_REMOVE_BUTTON'),
      danger: true,
      onConfirm: () => run({ kind: 'remove' }),
    });

  const removeImplementer = () =>
    confirmRemoveImplementer({
      name,
      onKeepAsFree: () => run({ kind: 'keepImplementerAsFree' }),
      onRemove: () => run({ kind: 'remove' }),
    });

  const revokeInvitation = () =>
    confirmPersonChange({
      title: t('LICENSE_REVOKE_TITLE'),
      message: t('LICENSE_REVOKE_CONFIRM', { 0: name, 1: person.email }),
      confirm: t('LICENSE_REVOKE'),
      danger: true,
      onConfirm: () => run({ kind: 'revokeInvitation' }),
    });

  return {
    name,
    pending: action.isPending,
    changeRole,
    upgrade: () => upgrade('Member'),
    downgrade,
    grantBilling: () => run({ kind: 'grantBilling' }),
    revokeBilling: () => run({ kind: 'revokeBilling' }),
    remove: person.isImplementer ? removeImplementer : removeFromCompany,
    resendInvitation: () => run({ kind: 'resendInvitation' }),
    revokeInvitation,
  };
}

export type PersonCommands = ReturnType<typeof usePersonCommands>;
