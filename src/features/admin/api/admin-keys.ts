// Query keys of the admin console; everything under ['admin'] is dropped on sign-out.
export const adminKeys = {
  all: ['admin'] as const,
  me: ['admin', 'me'] as const,
  users: (q: string, cursor?: string) => ['admin', 'users', { q, cursor }] as const,
  user: (tgId: string) => ['admin', 'user', tgId] as const,
  starPayments: (tgId: string) => ['admin', 'star-payments', tgId] as const,
  domains: (filters: object) => ['admin', 'domains', filters] as const,
  transactions: (filters: object) => ['admin', 'transactions', filters] as const,
  settings: ['admin', 'settings'] as const,
  promocodes: ['admin', 'promocodes'] as const,
  listings: ['admin', 'aftermarket'] as const,
  stats: (range: object) => ['admin', 'stats', range] as const,
  visits: (range: object) => ['admin', 'visits', range] as const,
  bans: ['admin', 'bans'] as const,
  reconciliation: ['admin', 'reconciliation'] as const,
  reputation: ['admin', 'reputation'] as const,
}

/**
 * Matches every admin query except "me". The gate observes "me", so that one is updated in place:
 * removing it would leave the gate watching a query that is no longer in the cache.
 */
export const adminDataFilter = {
  queryKey: adminKeys.all,
  predicate: (q: { queryKey: readonly unknown[] }) => q.queryKey[1] !== 'me',
}
