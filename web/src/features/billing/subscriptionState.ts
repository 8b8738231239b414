import type { SubscriptionView } from '@eos/domain';

/** A payment failed and is not settled: the provider retries it (grace period) or gave up. */
export const isPaymentFailing = (s: Pick<SubscriptionView, 'paymentStatus'>) =>
  s.paymentStatus === 'FailedWillRetry' || s.paymentStatus === 'Failed';
