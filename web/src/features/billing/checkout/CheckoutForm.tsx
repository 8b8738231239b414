import {
  type CouponDiscount,
  discountFor,
  type PaymentPlansResponse,
  type PaymentProfile,
  PLAN_HANDLES,
  type PlanHandle,
  type SubscriptionResponse,
  type SubscriptionView,
} from '@eos/domain';
import { Alert, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/client';
import { useTranslation } from '../../../app/i18n';
import { showSuccess } from '../../../app/toasts';
import { useRouteModalClose } from '../../../components/RouteModal';
import type { CountryLists } from '../address/useCountryLists';
import { billingKeys, refreshBilling } from '../api';
import { NewCardFields } from '../card/NewCardFields';
import { useNewCardForm } from '../card/useNewCardForm';
import { billingErrorText } from '../errors';
import { formatMoney, planPeriodKey } from '../format';
import type { BillingAccess } from '../useBillingAccess';
import { NoPaidLicense } from './NoPaidLicense';
import { PlanChoice } from './PlanChoice';
import { PriceSummary } from './PriceSummary';
import { PromoCode } from './PromoCode';
import { SavedCard } from './SavedCard';
import { useCheckoutTax } from './useCheckoutTax';

interface CheckoutFormProps {
  access: BillingAccess;
  subscription: SubscriptionView;
  plans: PaymentPlansResponse;
  cards: PaymentProfile[];
  lists: CountryLists;
}

/**
 * /checkout: the plan, the paid seats, a promo code, the card (the primary one, or a new one typed
 * here, which becomes primary) and the price with its tax; Pay charges the primary card (POST
 * subscription/checkout). A refusal is shown here and nothing typed or chosen is lost; a new card that
 * was added before a refused payment stays on file as the primary card.
 */
export function CheckoutForm({ access, subscription, plans, cards, lists }: CheckoutFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const close = useRouteModalClose();
  const [plan, setPlan] = useState<PlanHandle>(subscription.plan ?? PLAN_HANDLES.monthly);
  const [codes, setCodes] = useState<string[]>(subscription.couponCodes);
  const [discount, setDiscount] = useState<CouponDiscount | null>(subscription.discount);
  const [useAnother, setUseAnother] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const newCard = useNewCardForm(lists, { isPrimary: true });

  const primary = cards.find((c) => c.isPrimary) ?? null;
  const typingCard = !primary || useAnother;
  const money = (cents: number) => formatMoney(cents, plans.currencyCode, access.locale);
  const priceInCents = (handle: PlanHandle) => plans.paymentPlans.find((p) => p.handle === handle)?.priceInCents;
  const seatPrice = priceInCents(plan);
  const seats = subscription.seatCount;
  const subTotal = (seatPrice ?? 0) * seats;
  // The promo code comes off before tax, as the provider charges it.
  const discountCents = discountFor(subTotal, discount);
  const tax = useCheckoutTax(subTotal - discountCents, primary, typingCard ? newCard : null);
  const total = tax.amount !== undefined ? subTotal - discountCents + tax.amount : undefined;

  const pay = useMutation({
    mutationFn: async (): Promise<SubscriptionResponse | null> => {
      if (typingCard) {
        const added = await newCard.submit();
        if (!added) return null;
        // The new card is the primary one now: the checkout charges it, and shows it from now on.
        await queryClient.invalidateQueries({ queryKey: billingKeys.methods });
        setUseAnother(false);
      }
      return api.post<SubscriptionResponse>('subscription/checkout', { plan }, { quiet: true });
    },
    onSuccess: (answer) => {
      if (!answer) return;
      queryClient.setQueryData(billingKeys.subscription, answer);
      showSuccess(t('BILLING_CHECKOUT_DONE'));
      void refreshBilling(queryClient);
      close(`/org/detail/${access.orgId}/billing`);
    },
    onError: (failure) => setPayError(billingErrorText(failure)),
  });

  const taxText =
    tax.amount !== undefined
      ? money(tax.amount)
      : tax.failed
        ? t('BILLING_TAX_UNAVAILABLE')
        : tax.loading
          ? t('BILLING_TAX_CALCULATING')
          : t('BILLING_TAX_NEEDS_ADDRESS');
  const canPay =
    seats > 0 &&
    seatPrice !== undefined &&
    (typingCard ? newCard.valid : !primary?.isExpired) &&
    (tax.amount !== undefined || tax.failed);

  return (
    <Stack gap="lg">
      <PlanChoice
        value={plan}
        onChange={setPlan}
        priceOf={(handle) => {
          const cents = priceInCents(handle);
          return cents === undefined ? null : money(cents);
        }}
      />
      {seats === 0 ? (
        <NoPaidLicense orgId={access.orgId} />
      ) : (
        <Text size="sm">{t('BILLING_SEATS_TO_PAY', { 0: seats, 1: subscription.freeCount })}</Text>
      )}
      <PromoCode
        codes={codes}
        onApplied={(applied, off) => {
          setCodes(applied);
          setDiscount(off);
        }}
      />
      <Divider />
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('BILLING_PAY_WITH')}
        </Title>
        {typingCard ? (
          <>
            <NewCardFields card={newCard} />
            {primary && (
              <Group>
                <Button variant="subtle" size="xs" onClick={() => setUseAnother(false)}>
                  {t('BILLING_KEEP_CURRENT_CARD')}
                </Button>
              </Group>
            )}
          </>
        ) : (
          primary && <SavedCard card={primary} onUseAnother={() => setUseAnother(true)} />
        )}
      </Stack>
      <Divider />
      <PriceSummary
        seats={seats}
        seatPrice={seatPrice === undefined ? '—' : t(planPeriodKey(plan), { 0: money(seatPrice) })}
        subTotal={money(subTotal)}
        discount={discountCents > 0 && discount ? { code: discount.code, amount: money(discountCents) } : null}
        tax={taxText}
        total={total !== undefined ? money(total) : null}
      />
      {payError && (
        <Alert color="red" variant="light" role="alert" title={t('BILLING_PAYMENT_REFUSED')}>
          {payError}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => close()}>
          {t('CANCEL')}
        </Button>
        <Button
          onClick={() => {
            setPayError(null);
            pay.mutate();
          }}
          disabled={!canPay}
          loading={pay.isPending}
        >
          {total !== undefined ? t('BILLING_PAY_AMOUNT', { 0: money(total) }) : t('BILLING_PAY')}
        </Button>
      </Group>
    </Stack>
  );
}
