import type { Person } from '@eos/domain';
import { Button, Group, Text } from '@mantine/core';
import { type TFunction, useTranslation } from '../../../app/i18n';
import type { PeopleViewer } from '../usePeopleViewer';
import type { PersonCommands } from './usePersonCommands';

/** Where a person who has not joined stands: Pending with the date sent, or Expired. */
function invitationText(person: Person, viewer: PeopleViewer, t: TFunction): string {
  const invitation = person.invitation;
  if (person.hasAcceptedInvite) return t('LICENSE_JOINED');
  if (!invitation) return t('LICENSE_NOT_APPLICABLE');
  switch (invitation.status) {
    case 'Pending':
      return invitation.sentAt
        ? t('LICENSE_INVITATION_PENDING', { 0: viewer.formatDay(invitation.sentAt) })
        : t('LICENSE_INVITATION_NOT_SENT');
    case 'Expired':
      return t('LICENSE_INVITATION_EXPIRED');
    case 'Revoked':
      return t('LICENSE_INVITATION_REVOKED');
    case 'Accepted':
      return t('LICENSE_INVITATION_ACCEPTED');
  }
}

/** The invitation status, and for an open invitation Resend and Revoke (asks first). */
export function InvitationCell({
  person,
  viewer,
  commands,
}: {
  person: Person;
  viewer: PeopleViewer;
  commands: PersonCommands;
}) {
  const { t } = useTranslation();
  const status = person.invitation?.status;
  const open = !person.hasAcceptedInvite && (status === 'Pending' || status === 'Expired');
  const actionable = open && viewer.handlesInvitationOf(person);
  return (
    <>
      <Text size="sm" c={status === 'Expired' && !person.hasAcceptedInvite ? 'red.8' : undefined}>
        {invitationText(person, viewer, t)}
      </Text>
      {actionable && (
        <Group gap={4} mt={4} wrap="wrap">
          <Button
            size="compact-xs"
            variant="light"
            aria-label={t('LICENSE_RESEND_LABEL', { 0: commands.name })}
            disabled={commands.pending}
            onClick={commands.resendInvitation}
          >
            {t('LICENSE_RESEND')}
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            // Mantine's subtle red reads below 4.5:1 at this size; red.9 text on a red.0 hover passes.
            c="red.9"
            style={{ '--button-hover': 'var(--mantine-color-red-0)' }}
            aria-label={t('LICENSE_REVOKE_LABEL', { 0: commands.name })}
            disabled={commands.pending}
            onClick={commands.revokeInvitation}
          >
            {t('LICENSE_REVOKE')}
          </Button>
        </Group>
      )}
    </>
  );
}
