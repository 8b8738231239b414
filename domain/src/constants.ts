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
  /** A live measured-value change refreshes an open Scorecard this much later, batching keystrokes. */
  liveMeasuredValueRefreshMs: 1500,
} as const;

export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1322, xxxl: 1664 } as const;
/** The left menu starts expanded at this width or wider. */
export const MENU_EXPANSION_MIN_WIDTH = BREAKPOINTS.sm;

export const TRIAL_DAYS = 30;

export const SEARCH = { defaultEndIndex: 100, pageSize: 25 } as const;

/** Account security: how long codes and sessions live, and when sign-in is throttled. */
export const AUTH = {
  verificationCodeTtlMinutes: 15,
  verificationCodeMaxAttempts: 5,
  resetCodeTtlMinutes: 60,
  sessionIdleTimeoutMinutes: 60 * 24 * 7,
  sessionAbsoluteTimeoutDays: 30,
  /** Failed sign-ins allowed per account, and per client address, within the window. */
  maxFailuresPerAccount: 5,
  maxFailuresPerIp: 20,
  failureWindowMinutes: 15,
  sessionCookie: 'eos_session',
} as const;

export const HUBS = ['live-meeting-hub', 'notification-hub', 'live-update-hub', 'app-config-hub'] as const;
export type HubName = (typeof HUBS)[number];

export const API_PREFIX = '/api/v2';
