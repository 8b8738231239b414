// Every enumeration of the spec, as const tuples so zod and TypeScript share one source.

export const Roles = ['Owner', 'Admin', 'Manager', 'Member', 'Observer'] as const;
export type Role = (typeof Roles)[number];

/** Every role but Owner: what an invitation, a role change or the default invitee role may give. */
export const InviteeRoles = ['Admin', 'Manager', 'Member', 'Observer'] as const;
export type InviteeRole = (typeof InviteeRoles)[number];

/**
 * An invitation's status. Expired is read, not stored: a Pending invitation past its expiry reads as
 * Expired (no clock job needed), and resending makes it Pending again with a new key.
 */
export const InvitationStatuses = ['Pending', 'Accepted', 'Revoked', 'Expired'] as const;
export type InvitationStatus = (typeof InvitationStatuses)[number];

export const PermissionAreas = ['None', 'Billing', 'License', 'Organization'] as const;
export type PermissionArea = (typeof PermissionAreas)[number];
export const PermissionActions = ['None', 'Read', 'Create', 'Update', 'Delete'] as const;
export type PermissionAction = (typeof PermissionActions)[number];

export const SubscriptionStatuses = [
  'None',
  'Trial',
  'Active',
  'Suspended',
  'Canceled',
  'Removed',
  'PendingSubscription',
  'PendingCancellation',
  'Failed',
] as const;
export type SubscriptionStatus = (typeof SubscriptionStatuses)[number];

export const PaymentStatuses = ['None', 'Current', 'FailedWillRetry', 'Failed'] as const;
export type PaymentStatus = (typeof PaymentStatuses)[number];

/**
 * What applying a promo code came to (002 §5): Discount applied, invalid, expired, cannot apply
 * (contact support), unhandled error. Their texts: rules/billing.ts PROMO_MESSAGES.
 */
export const PromoResults = ['Applied', 'Invalid', 'Expired', 'NotApplicable', 'Error'] as const;
export type PromoResult = (typeof PromoResults)[number];

/** An invoice's status (002 §3 invoice.invoiceStatus): Paid, Open (the provider retries), Failed (it gave up), Void. */
export const InvoiceStatuses = ['Paid', 'Open', 'Failed', 'Void'] as const;
export type InvoiceStatus = (typeof InvoiceStatuses)[number];

export const UpgradeRequestStatuses = ['None', 'Pending', 'Completed', 'Denied'] as const;
export type UpgradeRequestStatus = (typeof UpgradeRequestStatuses)[number];

/** None means the user has not set up an organization yet (the no-organization welcome). */
export const ExperienceLevels = ['None', 'New', 'Experienced'] as const;
export type ExperienceLevel = (typeof ExperienceLevels)[number];

export const Themes = ['default', 'dark', 'light'] as const;
export type Theme = (typeof Themes)[number];

export const NameDisplayStyles = [
  'full',
  'first-only',
  'first-last-initial',
  'first-last-initial-dot',
  'first-initial-last',
  'last-first',
] as const;
export type NameDisplayStyle = (typeof NameDisplayStyles)[number];

export const ColorTags = ['None', 'Blue', 'Orange', 'Teal', 'Purple', 'Green', 'DarkOrange', 'Gray'] as const;
export type ColorTag = (typeof ColorTags)[number];

export const Cadences = [
  'OneTime',
  'Daily',
  'Weekly',
  'BiWeekly',
  'Monthly',
  'Quarterly',
  'SemiAnnual',
  'Annual',
  'AsNeeded',
] as const;
export type Cadence = (typeof Cadences)[number];

export const MeetingStatuses = ['NotStarted', 'Running', 'Paused', 'Canceled', 'Completed'] as const;
export type MeetingStatus = (typeof MeetingStatuses)[number];

export const IdsPhases = [
  'Reviewing',
  'Prioritizing',
  'ReadyToDiscuss',
  'DiscussSolve',
  'IssuesDiscussed',
  'Complete',
] as const;
export type IdsPhase = (typeof IdsPhases)[number];

export const TodoStatuses = ['Done', 'NotDone', 'Pending', 'Removed'] as const;
export type TodoStatus = (typeof TodoStatuses)[number];

export const ReviewStatuses = ['ToReview', 'Reviewed', 'Pending', 'Removed'] as const;
export type ReviewStatus = (typeof ReviewStatuses)[number];

export const RockStatuses = ['OnTrack', 'OffTrack', 'Done', 'NotDone', 'Closed', 'Canceled'] as const;
export type RockStatus = (typeof RockStatuses)[number];

export const Scopes = ['Personal', 'Company', 'Department', 'Team'] as const;
export type Scope = (typeof Scopes)[number];

export const AgendaItemTypes = [
  'Segue',
  'Scorecard',
  'RockReview',
  'Rocks',
  'Headlines',
  'ToDoList',
  'IDS',
  'Conclude',
  'Custom',
] as const;
export type AgendaItemType = (typeof AgendaItemTypes)[number];

export const FinancialUnits = ['Dollar', 'Quetzal', 'Dong', 'Euro', 'Franc', 'Peso', 'Pound', 'Yen'] as const;
export const MeasurableUnits = ['Number', 'Percent', ...FinancialUnits, 'Seconds', 'Minutes', 'Hours', 'Days'] as const;
export type MeasurableUnit = (typeof MeasurableUnits)[number];

export const ValueScales = ['One', 'Thousand', 'Million', 'Billion'] as const;
export type ValueScale = (typeof ValueScales)[number];

export const ComparisonGoals = ['GreaterOrEqual', 'LessOrEqual', 'Greater', 'Less', 'Equal'] as const;
export type ComparisonGoal = (typeof ComparisonGoals)[number];

export const Locales = ['en-US', 'en-GB', 'en-CA', 'fr-FR', 'de-DE', 'ja-JP', 'en-AU', 'es-ES', 'it-IT'] as const;
export type Locale = (typeof Locales)[number];

/** How weeks roll up into months and quarters, chosen per measurable. */
export const Rollups = ['Sum', 'Average'] as const;
export type Rollup = (typeof Rollups)[number];
