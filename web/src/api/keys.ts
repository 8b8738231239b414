/** TanStack Query keys, one place, so invalidation after writes and live events hits the right caches. */
export const queryKeys = {
  session: ['session'] as const,
  featureFlags: ['feature-flags'] as const,
  version: ['version'] as const,
  /** GET openapi.json, the API document the reference page shows. */
  apiDocument: ['openapi'] as const,
  orgs: ['orgs'] as const,
  org: (id: string) => ['org', id] as const,
  userDetails: (id: string) => ['user-details', id] as const,
  providers: ['auth-providers'] as const,
  /** Every meeting list (my-meetings, search/detail, selectors): invalidate this prefix after a meeting write. */
  meetingLists: ['meetings'] as const,
  meetingList: (kind: string, request: unknown) => ['meetings', kind, request] as const,
  meeting: (id: string) => ['meeting', id] as const,
  meetingThread: (threadId: string) => ['meeting-thread', threadId] as const,
  meetingHistory: (id: string) => ['meeting-history', id] as const,
  meetingChecklist: (id: string) => ['meeting-checklist', id] as const,
  agendas: ['agendas'] as const,
  /** Every people list and search (pickers, the License tab): invalidate this prefix after a people write. */
  peopleLists: ['people'] as const,
  people: (request: unknown) => ['people', request] as const,
  paidUsers: (orgId: string) => ['people', orgId, 'paid-users'] as const,
  /** GET account/{orgId}/users (last sign-ins): under the people prefix, so people writes refresh it. */
  accountUsers: (orgId: string) => ['people', orgId, 'account-users'] as const,
  /** The organization's leadership-team meeting: under the meeting-lists prefix, so meeting writes refresh it. */
  leadershipMeeting: (orgId: string) => ['meetings', 'leadership', orgId] as const,
  freeDomains: (orgId: string) => ['free-domains', orgId] as const,
  orgUserSettings: (orgId: string) => ['org-user-settings', orgId] as const,
  paymentPlans: ['payment-plans'] as const,
  /** What a mailed invitation link shows (GET invitation/{invitationId}/{key}), public. */
  invitation: (invitationId: string, key: string) => ['invitation', invitationId, key] as const,
  loginInfo: (userId: string) => ['login-info', userId] as const,
  /** GET account/two-step: the user's own two-step verification state. */
  twoStep: ['two-step'] as const,
  /** GET user/tokens: the user's own access tokens in one organization. */
  accessTokens: (orgId: string) => ['access-tokens', orgId] as const,
  /** GET org/api-tokens: the organization's API tokens (Owners and Admins). */
  orgApiTokens: (orgId: string) => ['org-api-tokens', orgId] as const,
  /** GET export/status: what the organization's export holds and whether it may be restored into. */
  exportStatus: (orgId: string) => ['export-status', orgId] as const,
  /** GET webhooks: the organization's webhook endpoints; GET webhooks/{id}/deliveries: one's log. */
  webhooks: (orgId: string) => ['webhooks', orgId] as const,
  webhookDeliveries: (orgId: string, endpointId: string, page: number) =>
    ['webhooks', orgId, endpointId, 'deliveries', page] as const,
  /** GET chat: the person's help-chat thread in one organization. */
  chatThread: (orgId: string) => ['chat-thread', orgId] as const,
  calendarFeed: ['calendar-feed'] as const,
  /** GET learning-center/catalogue: the learning centre's videos, kept 60 minutes (002 §9). */
  learningCatalogue: ['learning-catalogue'] as const,
  /** Every list and search of one item type (todo, issue, headline, rock): invalidate after a write. */
  itemLists: (type: string) => ['items', type] as const,
  itemSearch: (type: string, request: unknown) => ['items', type, 'search', request] as const,
  /** One item in the entity cache (002 §7 GET {type}s?ids=). */
  item: (type: string, id: string) => ['item', type, id] as const,
  /** The bell of one organization: its unread count and its paged list (000 §4, §9). */
  notifications: ['notifications'] as const,
  notificationCount: (orgId: string) => ['notifications', orgId, 'count'] as const,
  notificationFeed: (orgId: string) => ['notifications', orgId, 'feed'] as const,
  /** People by id (GET people?ids=): under the people prefix, so people writes refresh it. */
  peopleByIds: (ids: readonly string[]) => ['people', 'ids', [...ids].sort()] as const,
  /**
   * Everything of one collection kind ('vto', 'ac'): folder lists, folders, revisions and their
   * visibility. Folder and revision writes and their live updates invalidate this prefix.
   */
  collections: (kind: string) => ['collections', kind] as const,
  collectionList: (kind: string) => ['collections', kind, 'list'] as const,
  collection: (kind: string, id: string) => ['collections', kind, 'folder', id] as const,
  revision: (kind: string, id: string) => ['collections', kind, 'revision', id] as const,
  visibility: (kind: string, revisionId: string) => ['collections', kind, 'visibility', revisionId] as const,
  /** GET vto/.../rocks-for-quarter: the leadership meeting's Rocks a V/TO's quarterly plan may link. */
  vtoRockCandidates: (revisionId: string) => ['collections', 'vto', 'rock-candidates', revisionId] as const,
  /** The person's widget layout in an organization (GET dashboard). */
  dashboard: (orgId: string) => ['dashboard', orgId] as const,
  /** Summary cards of the person's meetings that ended today: under the meeting-lists prefix, so a meeting ending refreshes them. */
  endedMeetings: (orgId: string, since: string) => ['meetings', 'ended', orgId, since] as const,
};
