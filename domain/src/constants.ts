// The spec's limits and timings (002 §9, 000 §9). Code reads them from here, never as bare numbers.

export const LIMITS = {
  inlineTextMax: 100,
  passwordMin: 8,
  passwordMax: 100,
  numberMax: 15,
  verificationCodeLength: 6,
  orgNameMax: 100,
  emailMax: 254,
} as const;

export const TIMINGS = {
  toastDefaultMs: 5000,
  toastSuccessMs: 2000,
  toastConnectionRestoredMs: 2000,
  toastRockRemovedMs: 3000,
  toastLongMs: 10000,
  searchDebounceMs: 300,
  userMenuDebounceMs: 300,
  notificationScrollDebounceMs: 300,
  liveUpdateEchoSuppressionMs: 100,
  cacheExpiryMs: 30 * 60 * 1000,
  /** The learning centre's video catalogue is kept longer (002 §9: 60 minutes for video). */
  videoCacheExpiryMs: 60 * 60 * 1000,
  /** A live measured-value change refreshes an open Scorecard this much later, batching keystrokes. */
  liveMeasuredValueRefreshMs: 1500,
  /** Forms that save as the user types (the V/TO's parts): 1 s after the last change, 10 ms for the first of a burst. */
  formAutosaveDebounceMs: 1000,
  formAutosaveFirstMs: 10,
  /** A card the card form could not turn into a token says why for 4 s (002 §8). */
  cardTokenErrorMs: 4000,
} as const;

export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1322, xxxl: 1664 } as const;
/** The left menu starts expanded at this width or wider. */
export const MENU_EXPANSION_MIN_WIDTH = BREAKPOINTS.sm;

export const TRIAL_DAYS = 30;

/** The two plans of 001 §9; the invite cost summary prices a seat at the monthly one. */
export const PLAN_HANDLES = { monthly: 'eos-one-monthly', annual: 'eos-one-annual' } as const;

/**
 * Billing (002 §5, §9; issue 20): the country a new address starts with, the countries whose address
 * rules differ (rules/billing-address.ts), and how many skeleton rows the billing and account forms show
 * while they load (002 §4).
 */
export const BILLING = {
  defaultCountryCode: 'US',
  /** Postal code required everywhere but here. */
  postalCodeOptionalCountries: ['AE', 'MC'],
  /** State or province required here (and everywhere when a form forces it). */
  stateRequiredCountries: ['CA', 'GB', 'US', 'AU', 'DE'],
  /** City required everywhere but here. */
  cityOptionalCountries: ['DE', 'KY', 'MC'],
  postalCodeMax: 16,
  couponCodeMax: 64,
  skeletonRows: 5,
} as const;

/** Invitations (docs/decisions.md 'People'): how long a mailed link works, and how many rows one call takes. */
export const INVITATIONS = { expiryDays: 14, maxPerRequest: 50 } as const;

/** Avatars (001 §9 crop 1:1, zoom step 0.2): what the server accepts and what it stores. */
export const AVATAR = {
  maxBytes: 5 * 1024 * 1024,
  /** Decoded pixels at most (a decompression bomb is refused before it is decoded). */
  maxInputPixels: 40_000_000,
  size: 256,
  zoomStep: 0.2,
  zoomMin: 1,
  zoomMax: 3,
  mimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
} as const;

/** The people table of the License tab reads this many at once (002 §7: license count uses 0 to 300). */
export const LICENSE_COUNT_PAGE = 300;

/**
 * The Accountability Chart (001 §9, 002 §9): seats, their cards, the layout and printing. Card sizes
 * are in CSS pixels; a printed page is 11 x 8.5 units times the print scale.
 */
export const AC = {
  maxRoles: 7,
  standardRoles: 5,
  roleMaxLength: 250,
  titleMaxLength: 100,
  cardWidth: 300,
  minCardSize: 10,
  rolesBaseHeight: 175,
  charsPerRoleLine: 39,
  roleLinesBeforeGrowing: 5,
  extraRoleLineHeight: 15,
  layerSpacing: 30,
  nodeSpacing: 60,
  notesPanelWidth: 350,
  notesDebounceMs: 1000,
  printScale: 96,
  printPage: { width: 816, height: 1056 },
  printImageScale: { min: 0.1, max: 1 },
  printMargin: 10,
  pdfMargin: 20,
  offPageWarningMs: 5000,
} as const;

/**
 * The widget dashboard (001 §9): at most 4 widgets of a type on a 12-column grid; a layout is saved
 * 1 s after the last change. At most 3 summary cards of meetings ended today sit above it.
 */
export const DASHBOARD = {
  widgetsPerType: 4,
  columns: 12,
  maxRows: 200,
  maxHeight: 24,
  saveDebounceMs: 1000,
  endedMeetingsShown: 3,
} as const;

export const SEARCH = { defaultEndIndex: 100, pageSize: 25 } as const;

/** Account security: how long codes and sessions live, and when sign-in is throttled. */
export const AUTH = {
  verificationCodeTtlMinutes: 15,
  verificationCodeMaxAttempts: 5,
  resetCodeTtlMinutes: 60,
  sessionIdleTimeoutMinutes: 60 * 24 * 7,
  sessionAbsoluteTimeoutDays: 30,
  /**
   * Sign-in throttling slows guessing down without locking anyone out (docs/decisions.md): failures
   * count per (account, client address) pair and per client address. The first few of each are free;
   * after them every failure doubles the wait before that pair (or address) may try again, from
   * `firstDelaySeconds` up to `maxDelaySeconds`. A counter is forgotten `failureMemoryMinutes` after
   * its last failure; a correct password clears its pair.
   */
  freeFailuresPerPair: 5,
  freeFailuresPerIp: 20,
  firstDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  failureMemoryMinutes: 60,
  /** The window of the mail counters (mails per address). */
  failureWindowMinutes: 15,
  /** Two-step verification: the pending sign-in waits this long for its code, for at most this many tries. */
  twoStepChallengeMinutes: 5,
  twoStepChallengeMaxAttempts: 5,
  /**
   * Wrong second-step codes are throttled like passwords, per (account, address) pair, and also per
   * account: only someone who has the password can make them, so counting them per account hands
   * no stranger a lock-out, and it stops a guesser with many addresses.
   */
  freeTwoStepFailuresPerPair: 5,
  freeTwoStepFailuresPerAccount: 10,
  recoveryCodeCount: 10,
  twoStepCookie: 'eos_two_step',
  sessionCookie: 'eos_session',
} as const;

export const HUBS = ['live-meeting-hub', 'notification-hub', 'live-update-hub', 'app-config-hub'] as const;
export type HubName = (typeof HUBS)[number];

export const API_PREFIX = '/api/v2';
