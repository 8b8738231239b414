import type { InvitationView } from '@eos/domain';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { choiceLabelKey } from '../inviteeRows';

/** The expiry as a date the reader writes ('January 15, 2030'), in their own time zone. */
export function formatExpiry(iso: string, locale: string | undefined): string {
  const date = new Date(iso);
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
  } catch {
    return new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(date);
  }
}

/** Who invites the reader to which organization, with which role; the address it was sent to; the expiry. */
export function InvitationSummary({ invitation, locale }: { invitation: InvitationView; locale?: string }) {
  const { t } = useTranslation();
  const { inviterName, orgName } = invitation;
  const role = t(choiceLabelKey(invitation.role));
  let line: string;
  if (invitation.isImplementer) {
    line = inviterName
      ? t('INVITATION_PAGE_INVITED_BY_IMPLEMENTER', { 0: inviterName, 1: orgName })
      : t('INVITATION_PAGE_INVITED_IMPLEMENTER', { 0: orgName });
  } else {
    line = inviterName
      ? t('INVITATION_PAGE_INVITED_BY', { 0: inviterName, 1: orgName, 2: role })
      : t('INVITATION_PAGE_INVITED', { 0: orgName, 1: role });
  }
  return (
    // Long names and addresses wrap instead of pushing the card wider than a phone.
    <Stack gap={4} style={{ overflowWrap: 'anywhere' }}>
      <Text>{line}</Text>
      <Text size="sm" c="dimmed">
        {t('INVITATION_PAGE_SENT_TO', { 0: invitation.email })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('INVITATION_PAGE_EXPIRES', { 0: formatExpiry(invitation.expiresAt, locale) })}
      </Text>
    </Stack>
  );
}
