// Query keys several features read, kept below the features so none has to import another:
// the cart reads the balance from the same profile entry the top bar shows.
export const queryKeys = {
  profile: ['user', 'profile'] as const,
  settings: ['settings'] as const,
  userSettings: ['user', 'settings'] as const,
}
