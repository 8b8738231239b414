import type { SeatCountResponse } from '@eos/domain';
import { Anchor, Box, type BoxProps, Button, CloseButton, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCalendarX, IconHourglass, IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../api/client';
import { queryKeys } from '../../api/keys';
import { type TFunction, useTranslation } from '../../app/i18n';
import { useAddress, useOpenModalRoute } from '../../app/modalRoutes';
import { useSession } from '../../app/session';
import { showSaveError, showSuccess } from '../../app/toasts';
import { type BannerChoice, bannerColor, bannerRole, chooseBanner } from './chooseBanner';

/** sessionStorage: the upgrade-denied note was dismissed (per user and organization) in this browser session. */
function deniedKey(userId: string, orgId: string): string {
  return `eos:upgrade-denied-dismissed:${userId}:${orgId}`;
}

function readDismissed(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function rememberDismissed(key: string): void {
  try {
    sessionStorage.setItem(key, '1');
  } catch {
    // Storage refused (private mode): dismissed until the page reloads.
  }
}

/**
 * The subscription banner of the signed-in shell (002 §4, §6): a slim bar below the header, above the
 * page, chosen by chooseBanner from the session and the browser's address. Nothing when billing is off.
 */
export function SubscriptionBanner(props: BoxProps) {
  const { data: session } = useSession();
  const address = useAddress();
  const userId = session?.user?.userId ?? '';
  const orgId = session?.orgId ?? '';
  const key = deniedKey(userId, orgId);
  // Keyed by user and org: another organization's (or user's) note is its own.
  const [dismissed, setDismissed] = useState<Record<string, boolean>>({});
  if (!session) return null;
  const choice = chooseBanner({
    session,
    pathname: address.pathname,
    deniedDismissed: dismissed[key] ?? readDismissed(key),
  });
  if (!choice) return null;
  const dismiss = () => {
    rememberDismissed(key);
    setDismissed((old) => ({ ...old, [key]: true }));
  };
  // Keyed by kind and org, so a note of a previous banner (the license hint) does not carry over.
  return <BannerBar key={`${choice.kind}:${orgId}`} choice={choice} orgId={orgId} onDismiss={dismiss} {...props} />;
}

interface BarProps extends BoxProps {
  choice: BannerChoice;
  orgId: string;
  onDismiss: () => void;
}

function BannerBar({ choice, orgId, onDismiss, ...boxProps }: BarProps) {
  const { t } = useTranslation();
  const color = bannerColor(choice.kind);
  const [needsLicense, setNeedsLicense] = useState(false);
  const action = useBannerAction(choice, () => setNeedsLicense(true));

  return (
    <Box
      role={bannerRole(choice.kind)}
      aria-label={t('BANNER_REGION')}
      data-banner={choice.kind}
      px="md"
      py={6}
      bg={`var(--mantine-color-${color}-light)`}
      style={{ borderBottom: `1px solid var(--mantine-color-${color}-outline)` }}
      {...boxProps}
    >
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap" justify="center" align="center">
          <Box
            component="span"
            c={`var(--mantine-color-${color}-light-color)`}
            style={{ display: 'inline-flex', flex: 'none' }}
            aria-hidden
          >
            {iconOf(choice)}
          </Box>
          {/* The text and its button wrap onto two lines on a narrow screen rather than scrolling. */}
          <Group gap="xs" wrap="wrap" justify="center" align="center" style={{ flex: '0 1 auto', minWidth: 0 }}>
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {messageOf(choice, t)}
            </Text>
            {action && (
              <Button
                size="compact-sm"
                color={color}
                autoContrast
                loading={action.pending}
                onClick={action.run}
                style={{ flex: 'none' }}
              >
                {action.label}
              </Button>
            )}
          </Group>
          {choice.kind === 'upgrade-denied' && (
            <CloseButton size="sm" aria-label={t('BANNER_DISMISS')} onClick={onDismiss} style={{ flex: 'none' }} />
          )}
        </Group>
        {needsLicense && (
          <Text size="sm" ta="center" style={{ overflowWrap: 'anywhere' }} data-testid="banner-license-note">
            {t('BANNER_UPGRADE_NEEDS_LICENSE')}{' '}
            <Anchor
              component={Link}
              to={`/org/detail/${orgId}/license`}
              size="sm"
              fw={600}
              c="inherit"
              underline="always"
            >
              {t('BANNER_OPEN_LICENSE')}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Box>
  );
}

function iconOf(choice: BannerChoice): ReactNode {
  switch (choice.kind) {
    case 'trial':
    case 'trial-ended-contact':
      return <IconHourglass size={18} />;
    case 'payment-failed':
    case 'payment-failed-contact':
      return <IconAlertTriangle size={18} />;
    case 'cancellation':
    case 'cancellation-contact':
      return <IconCalendarX size={18} />;
    case 'upgrade-denied':
      return <IconInfoCircle size={18} />;
  }
}

/** The banner's sentence (the spec's own words where it gives them; en.banners.json). */
export function messageOf(choice: BannerChoice, t: TFunction): string {
  switch (choice.kind) {
    case 'trial':
      if (choice.expired) return t('BANNER_TRIAL_ENDED');
      return choice.daysLeft === 1 ? t('BANNER_TRIAL_DAY_LEFT') : t('BANNER_TRIAL_DAYS_LEFT', { 0: choice.daysLeft });
    case 'trial-ended-contact':
      return t('BANNER_TRIAL_ENDED_CONTACT_OWNER');
    case 'payment-failed':
      return choice.paymentTarget === '/view-payment' ? t('BANNER_PAYMENT_RETRYING') : t('BANNER_PAYMENT_FAILED');
    case 'payment-failed-contact':
      return t('BANNER_PAYMENT_FAILED_CONTACT_OWNER');
    case 'cancellation':
      return choice.canceled ? t('BANNER_CANCELED') : t('BANNER_PENDING_CANCELLATION');
    case 'cancellation-contact':
      return choice.canceled ? t('BANNER_CANCELED_CONTACT_OWNER') : t('BANNER_PENDING_CANCELLATION_CONTACT_OWNER');
    case 'upgrade-denied':
      return t('BANNER_UPGRADE_DENIED');
  }
}

interface BannerAction {
  label: string;
  pending: boolean;
  run: () => void;
}

/**
 * The banner's button, if it has one:
 * - Upgrade Organization re-checks the licenses (GET subscription/seat-count): with a paid one it opens
 *   the checkout, otherwise `onNoPaidLicense` (the owner upgrades a member on the License screen first).
 * - Update Payment Method opens /view-payment (grace period) or /checkout.
 * - RENEW opens the checkout when the payment failed, otherwise POST subscription/renew, then the
 *   session is read again (the banner follows the new status) with a success toast; a refusal says why.
 */
function useBannerAction(choice: BannerChoice, onNoPaidLicense: () => void): BannerAction | null {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const openModalRoute = useOpenModalRoute();

  const upgrade = useMutation({
    mutationFn: () => api.get<SeatCountResponse>('subscription/seat-count', { quiet: true }),
    onSuccess: ({ paid }) => {
      if (paid > 0) openModalRoute('/checkout');
      else onNoPaidLicense();
    },
    onError: showSaveError,
  });

  const renew = useMutation({
    mutationFn: () => api.post('subscription/renew', {}, { quiet: true }),
    onSuccess: () => {
      showSuccess(t('BANNER_RENEWED'));
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    },
    onError: showSaveError,
  });

  switch (choice.kind) {
    case 'trial':
      return { label: t('BANNER_UPGRADE_ORGANIZATION'), pending: upgrade.isPending, run: () => upgrade.mutate() };
    case 'payment-failed':
      return { label: t('BANNER_UPDATE_PAYMENT'), pending: false, run: () => openModalRoute(choice.paymentTarget) };
    case 'cancellation':
      return {
        label: t('BANNER_RENEW'),
        pending: renew.isPending,
        run: () => (choice.renew === 'checkout' ? openModalRoute('/checkout') : renew.mutate()),
      };
    default:
      return null;
  }
}
