/** TanStack Query keys, one place, so invalidation after writes and live events hits the right caches. */
export const queryKeys = {
  session: ['session'] as const,
  featureFlags: ['feature-flags'] as const,
  version: ['version'] as const,
  orgs: ['orgs'] as const,
  org: (id: string) => ['org', id] as const,
  userDetails: (id: string) => ['user-details', id] as const,
  providers: ['auth-providers'] as const,
};
