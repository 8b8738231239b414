import { Alert, Box, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { queryKeys } from '../../api/keys';
import { useTranslation } from '../../app/i18n';
import { useOpenModalRoute } from '../../app/modalRoutes';
import { showSaveError, showSuccess } from '../../app/toasts';
import { useShellContext } from '../../shell/useShellContext';
import { ItemPopup, usePopupState, useRequestClose } from '../items/popups/ItemPopup';
import { useFreeDomains, usePaymentPlans } from '../people/api';
import { useOrgUserSettings } from './api';
import { InviteCostSummary } from './InviteCostSummary';
import { InviteeForm, type NewInvitee } from './InviteeForm';
import { InviteeRowItem } from './InviteeRowItem';
import { openInviteSentNotificationPopup } from './InviteSentNotificationPopup';
import { defaultChoice, type InviteeRow, type Inviter, isPaidRow, type RoleChoice, roleChoices } from './inviteeRows';
import { sendInvitees } from './sendInvitees';

/**
 * Invite Users (001 §2, §4, §5, §6, §9): add people to a list with the member form, choose each
 * one's role, see what they cost, then Invite. Cancel (or Escape) asks first when something would be
 * lost, like the item popups. Self-contained: it makes its calls and says how they went.
 */
export function InviteUsersPopup({ onClosed }: { onClosed: () => void }) {
  const { t } = useTranslation();
  const { session, user, org } = useShellContext();
  const popup = usePopupState(onClosed);
  const queryClient = useQueryClient();
  const openModalRoute = useOpenModalRoute();
  const [rows, setRows] = useState<InviteeRow[]>([]);
  const [formDirty, setFormDirty] = useState(false);
  const [sending, setSending] = useState(false);
  // 001 §4 'a submitted flag blocks a double submit': set synchronously, before any state renders.
  const submitted = useRef(false);

  const orgId = org?.id ?? '';
  const inviter: Inviter = {
    role: org?.role ?? 'Observer',
    permissions: user.permissions,
    managesLicenses: user.abilities.includes('license.update'),
    orgHasImplementer: Boolean(org?.implementer),
  };
  const settings = useOrgUserSettings(orgId, inviter.managesLicenses && Boolean(orgId));
  const freeDomains = useFreeDomains(orgId).data ?? [];
  const plans = usePaymentPlans();
  // The free-trial note is a billing hint: none where the deployment does not bill.
  const onTrial =
    session.billingEnabled && (session.orgSubscriptionStatus === 'None' || session.orgSubscriptionStatus === 'Trial');

  const add = (invitee: NewInvitee) =>
    setRows((old) => [...old, { ...invitee, choice: defaultChoice(inviter, settings.data?.defaultInviteeRole) }]);
  const choose = (email: string, choice: RoleChoice) =>
    setRows((old) => old.map((r) => (r.email === email ? { ...r, choice, error: undefined } : r)));
  const remove = (email: string) => setRows((old) => old.filter((r) => r.email !== email));

  const invite = async () => {
    if (submitted.current || rows.length === 0) return;
    submitted.current = true;
    setSending(true);
    const outcome = await sendInvitees(rows, inviter.managesLicenses);
    if (outcome.added) void queryClient.invalidateQueries({ queryKey: queryKeys.peopleLists });
    if (outcome.sendError) showSaveError(outcome.sendError);
    if (outcome.sent) showSuccess(t('INVITE_SENT_TOAST'));
    if (outcome.sent && outcome.rows.length === 0) {
      popup.close();
      if (outcome.shouldRedirectToCheckout) openModalRoute('/checkout');
      else openInviteSentNotificationPopup();
      return;
    }
    // Some rows were refused (or the send failed): they stay with their messages for another try.
    setRows(outcome.rows);
    setSending(false);
    submitted.current = false;
  };

  const paidRows = rows.filter((r) => isPaidRow(r, freeDomains)).length;

  return (
    <ItemPopup popup={popup} title={t('INVITE_TITLE')} dirty={rows.length > 0 || formDirty}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('INVITE_INTRO')}
        </Text>
        {!inviter.managesLicenses && (
          <Alert variant="light" color="blue" p="xs">
            <Text size="sm">{t('INVITE_ONLY_OBSERVERS')}</Text>
          </Alert>
        )}
        <InviteeForm
          listedEmails={rows.map((r) => r.email)}
          onAdd={add}
          onDirtyChange={setFormDirty}
          disabled={sending}
        />
        <Box component="section" aria-labelledby="invite-list-title">
          <Text id="invite-list-title" fw={600} size="sm" mb={4}>
            {t('INVITE_LIST_TITLE')}
          </Text>
          {rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('INVITE_LIST_EMPTY')}
            </Text>
          ) : (
            <Box component="ul" p={0} m={0}>
              {rows.map((row) => (
                <InviteeRowItem
                  key={row.email}
                  row={row}
                  choices={roleChoices(inviter, rows, row)}
                  free={!isPaidRow(row, freeDomains)}
                  // A row already added keeps the role the server has; only its send is retried.
                  disabled={sending || Boolean(row.personId)}
                  onChoice={(choice) => choose(row.email, choice)}
                  onRemove={() => remove(row.email)}
                />
              ))}
            </Box>
          )}
        </Box>
        {/* What invitees cost only where the deployment bills (BILLING_PROVIDER sandbox or stripe). */}
        {rows.length > 0 && session.billingEnabled && (
          <InviteCostSummary
            paidRows={paidRows}
            price={plans.data}
            priceLoading={plans.isPending}
            freeDomains={freeDomains}
            locale={user.userLocale}
            onTrial={onTrial}
          />
        )}
        <InviteFooter canInvite={rows.length > 0} sending={sending} onInvite={() => void invite()} />
      </Stack>
    </ItemPopup>
  );
}

function InviteFooter({
  canInvite,
  sending,
  onInvite,
}: {
  canInvite: boolean;
  sending: boolean;
  onInvite: () => void;
}) {
  const { t } = useTranslation();
  const requestClose = useRequestClose();
  return (
    <Group justify="flex-end" gap="xs">
      <Button variant="default" onClick={requestClose} disabled={sending}>
        {t('INVITE_CANCEL')}
      </Button>
      <Button onClick={onInvite} loading={sending} disabled={!canInvite}>
        {t('INVITE_SUBMIT')}
      </Button>
    </Group>
  );
}
