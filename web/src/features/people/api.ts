import {
  type AccountUser,
  LICENSE_COUNT_PAGE,
  type Meeting,
  type OrgUserSettings,
  type PaymentPlansResponse,
  type Person,
  PLAN_HANDLES,
} from '@eos/domain';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../api/client';
import { queryKeys } from '../../api/keys';

/** The organization's free company domains (GET subscription/domains): who counts free (001 §6). */
export function useFreeDomains(orgId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.freeDomains(orgId ?? ''),
    queryFn: () => api.get<{ domains: string[] }>('subscription/domains').then((r) => r.domains),
    enabled: Boolean(orgId),
  });
}

/** The plans (GET payment/plans) and the monthly seat price the invite cost summary uses (001 §9). */
export function usePaymentPlans() {
  return useQuery({
    queryKey: queryKeys.paymentPlans,
    queryFn: () => api.get<PaymentPlansResponse>('payment/plans'),
    select: (r) => ({
      currencyCode: r.currencyCode,
      monthlyPriceInCents: r.paymentPlans.find((p) => p.handle === PLAN_HANDLES.monthly)?.priceInCents ?? 0,
    }),
    staleTime: 60 * 60 * 1000,
  });
}

interface PeoplePage {
  items: Person[];
  totalCount: number;
  /** Where this page starts: the next one starts LICENSE_COUNT_PAGE further. */
  startIndex: number;
}

/**
 * The License tab's people: POST people/search, LICENSE_COUNT_PAGE (300) at a time sorted by first
 * name (002 §7: the license count reads 0 to 300 by FirstName), narrowed by the search text. With no
 * text this is also the list the paid and free counts are taken from (same key, same cache).
 */
export function useLicensePeople(orgId: string, text: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.people({ list: 'license', orgId, text }),
    initialPageParam: 0,
    queryFn: async ({ pageParam }): Promise<PeoplePage> => {
      const page = await api.post<Omit<PeoplePage, 'startIndex'>>('people/search', {
        startIndex: pageParam,
        endIndex: pageParam + LICENSE_COUNT_PAGE,
        includeTotalCount: true,
        filters: text ? { 'text-search': [text] } : {},
        sorts: [{ property: 'FirstName', ascending: true }],
      });
      return { items: page.items, totalCount: page.totalCount, startIndex: pageParam };
    },
    getNextPageParam: (last) => {
      const next = last.startIndex + LICENSE_COUNT_PAGE;
      return next < last.totalCount ? next : undefined;
    },
    // While a new search loads, the previous rows stay instead of skeletons flashing per keystroke.
    placeholderData: keepPreviousData,
  });
}

export type PaidUser = Person & { isCharged: boolean };

/** GET org/paid-users: everyone holding a license, whoever loaded them (002 §7). */
export function usePaidUsers(orgId: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.paidUsers(orgId),
    queryFn: () => api.get<{ items: PaidUser[] }>('org/paid-users').then((r) => r.items),
    enabled,
  });
}

export type AccountUserRow = z.infer<typeof AccountUser>;

/**
 * GET account/{orgId}/users: when each person who joined last signed in. People managers only, so
 * it is asked quietly: a refusal just leaves the column empty.
 */
export function useAccountUsers(orgId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.accountUsers(orgId),
    queryFn: () => api.get<{ items: AccountUserRow[] }>(`account/${orgId}/users`, { quiet: true }).then((r) => r.items),
    enabled,
  });
}

const MEETING_PAGE = 100;

/**
 * The organization's leadership-team meeting (the meeting with isLT), or null. The meeting search has
 * no isLT filter, so the organization's meetings are read a page (100) at a time until it shows up:
 * one call for any organization with up to 100 meetings.
 */
export function useLeadershipMeeting(orgId: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.leadershipMeeting(orgId),
    queryFn: async (): Promise<Meeting | null> => {
      for (let start = 0; ; start += MEETING_PAGE) {
        const page = await api.post<{ items: Meeting[]; totalCount: number }>('meeting-detail-selector', {
          startIndex: start,
          endIndex: start + MEETING_PAGE,
          includeTotalCount: true,
          filters: {},
          sorts: [{ property: 'title', ascending: true }],
        });
        const lt = page.items.find((m) => m.isLT);
        if (lt) return lt;
        if (page.items.length === 0 || start + MEETING_PAGE >= page.totalCount) return null;
      }
    },
    enabled,
  });
}

/** GET org/{id}/user-settings: free domains, the name display style, the default invitee role. */
export function useOrgUserSettings(orgId: string) {
  return useQuery({
    queryKey: queryKeys.orgUserSettings(orgId),
    queryFn: () => api.get<{ settings: OrgUserSettings }>(`org/${orgId}/user-settings`).then((r) => r.settings),
  });
}
