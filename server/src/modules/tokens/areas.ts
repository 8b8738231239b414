import type { ApiTokenArea } from '@eos/domain';

/**
 * The one table of which area an API route belongs to, for organization tokens (issue 22): by the
 * start of its path after /api/v2/ (the longest listed start wins: 'org/leadershipteam' before 'org').
 * 'none' routes never answer an organization token: the user's own account, sessions, tokens and
 * preferences, billing and the subscription, the organization's settings, the assistants. Whether a
 * call reads or writes comes from the route's declared access ('org' reads; every ability writes;
 * 'account' and 'self' are a person's own and never answer a token). A start missing here is refused
 * at run time, and modules/tokens/org-tokens.test.ts fails on any registered route this table misses.
 */
export const API_TOKEN_ROUTE_AREAS: Readonly<Record<string, ApiTokenArea | 'none'>> = {
  // Meetings, their agendas and the live meeting.
  agenda: 'meetings',
  agendas: 'meetings',
  meeting: 'meetings',
  meetings: 'meetings',
  'meeting-detail-selector': 'meetings',
  'my-meetings': 'meetings',
  'live-meeting': 'meetings',
  traction: 'meetings',
  // Rocks, To-Dos, Issues, Headlines.
  rock: 'items',
  rocks: 'items',
  todo: 'items',
  todos: 'items',
  issue: 'items',
  issues: 'items',
  headline: 'items',
  headlines: 'items',
  scorecard: 'scorecard',
  scorecards: 'scorecard',
  vto: 'vto',
  ac: 'chart',
  // People and invitations.
  people: 'people',
  person: 'people',
  'person-picker-list': 'people',
  invitation: 'people',
  invitations: 'people',
  'org/add-member': 'people',
  'org/leadershipteam': 'people',
  'org/paid-users': 'people',
  // The whole organization: its export (read) and imports (write).
  export: 'data',
  import: 'data',
  // Never with an organization token.
  account: 'none',
  'app-configuration': 'none',
  avatars: 'none',
  calendar: 'none',
  chat: 'none',
  dashboard: 'none',
  'default-dashboard': 'none',
  health: 'none',
  invoice: 'none',
  invoices: 'none',
  'learning-center': 'none',
  loki: 'none',
  mcp: 'none',
  'notification-center': 'none',
  'openapi.json': 'none',
  org: 'none',
  orgs: 'none',
  payment: 'none',
  'personal-todo': 'none',
  'personal-todos': 'none',
  session: 'none',
  subscription: 'none',
  time: 'none',
  user: 'none',
  version: 'none',
  'voice-assistant': 'none',
  webhooks: 'none',
};

const API = '/api/v2/';

/** The area of a route (its registered URL), 'none', or undefined when the table does not list it. */
export function apiTokenAreaOf(url: string): ApiTokenArea | 'none' | undefined {
  if (!url.startsWith(API)) return undefined;
  const parts = url.slice(API.length).split('/');
  for (let n = parts.length; n > 0; n--) {
    const area = API_TOKEN_ROUTE_AREAS[parts.slice(0, n).join('/')];
    if (area) return area;
  }
  return undefined;
}
