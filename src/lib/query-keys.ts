// Query keys several features read or invalidate, kept below the features so none has to import
// another: the carts read the balance from the same profile entry the top bar shows.
export const queryKeys = {
  profile: ['user', 'profile'] as const,
  settings: ['settings'] as const,
  userDomains: ['user', 'domains'] as const,
  transactions: ['user', 'transactions'] as const,
}
