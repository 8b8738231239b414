// The spec's full flag list with its defaults (002 §9). Flags whose default the spec does not
// give (email-provider, data-controller, load-testing, salesforce-data-collection, swagger) are off;
// see docs/decisions.md.
export const FEATURE_FLAG_DEFAULTS = {
  'email-provider': false,
  'enable-api-switch': false,
  'avatax-integration': false,
  'cascade-headlines': false,
  'data-controller': false,
  'google-tag-manager': false,
  'headline-status-filter': false,
  intercom: false,
  'investigation-banner': false,
  'load-testing': false,
  'maintenance-page': false,
  'meeting-pdfs': false,
  'microsoft-sso': false,
  'new-dashboard': true,
  pendo: true,
  'quarterly-pulsing': false,
  'region-uk-redirect': false,
  'salesforce-cloud-chat': true,
  'salesforce-cloud-prechat': true,
  'salesforce-data-collection': false,
  'segment-data-collection': true,
  'style-guide': true,
  swagger: false,
  'user-preferences': false,
  'voice-assistant': false,
  'vto-pdf': true,
} as const satisfies Record<string, boolean>;

export type FeatureFlag = keyof typeof FEATURE_FLAG_DEFAULTS;
export type FeatureFlags = Record<FeatureFlag, boolean>;
export const FEATURE_FLAGS = Object.keys(FEATURE_FLAG_DEFAULTS) as FeatureFlag[];
