import { z } from 'zod';
import { Succeeded } from './common.ts';

/** A plan of 001 §9 (eos-one-monthly, eos-one-annual): the monthly seat cost is priceInCents / 100. */
export const PaymentPlan = z.object({ handle: z.string(), priceInCents: z.number().int().min(0) });
export type PaymentPlan = z.infer<typeof PaymentPlan>;

/** GET payment/plans (002 §3: plan response has currencyCode and paymentPlans). */
export const PaymentPlansResponse = Succeeded.extend({ currencyCode: z.string(), paymentPlans: z.array(PaymentPlan) });
export type PaymentPlansResponse = z.infer<typeof PaymentPlansResponse>;
