import { type ApplyCouponResponse, PROMO_MESSAGES, type SessionResponse } from '@eos/domain';
import { useEffect } from 'react';
import { api } from '../../api/client';
import { useTranslation } from '../../app/i18n';
import { useSession } from '../../app/session';
import { showSuccess, showWarning } from '../../app/toasts';
import { hasBillingRights } from './chooseBanner';

// /referral/{code} and /discount/{code} (000 §2): the code waits in this browser until the person is
// in an organization they may bill for, where it is applied once (POST subscription/apply-coupon) and
// its result told (002 §5). Referral codes are promo codes the operator made for referrers
// (docs/decisions.md 'Subscriptions').

const KEY = 'eos:pending-promo-code';

export function savePendingPromo(code: string): void {
  try {
    localStorage.setItem(KEY, code.trim().slice(0, 64));
  } catch {
    // Storage refused (private mode): the code is shown on the page to type at checkout.
  }
}

function takePendingPromo(): string | null {
  try {
    const code = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    return code || null;
  } catch {
    return null;
  }
}

/** Whether this session can take a waiting code now: billing on, an organization, billing rights. */
export function canApplyPromo(session: SessionResponse | undefined): boolean {
  return Boolean(session?.billingEnabled && session.orgId && session.user && hasBillingRights(session.user));
}

/** Mounted once in the shell: applies a waiting code as soon as the session can take it. */
export function usePendingPromo(): void {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const ready = canApplyPromo(session);
  useEffect(() => {
    if (!ready) return;
    const code = takePendingPromo();
    if (!code) return;
    api
      .post<ApplyCouponResponse>(`subscription/apply-coupon/${encodeURIComponent(code)}`, {}, { quiet: true })
      .then((answer) => {
        const text = t(PROMO_MESSAGES[answer.result]);
        if (answer.result === 'Applied') showSuccess(`${text}: ${code}`);
        else showWarning(text);
      })
      .catch(() => showWarning(t(PROMO_MESSAGES.Error)));
  }, [ready, t]);
}
