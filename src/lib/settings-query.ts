// GET /api/settings is public and read by several screens (home banner, profile links, the banned
// screen's support button), so its query lives below the features with one shared key.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getSettings } from '@contract/user.endpoints'
import { publicSettings } from '@contract/user'
import { callEndpoint } from './api-client'
import { registerPersistedQuery } from './persistence/query-schemas'
import { queryKeys } from './query-keys'
import { defineQuery } from './query-registry'

// The home banner and the support links work offline from the IndexedDB cache.
registerPersistedQuery(queryKeys.settings, publicSettings)

/** The server's default support link, used when settings cannot be read or have none. */
export const FALLBACK_SUPPORT_URL = 'https://t.me/domains_support'

export const settingsQueryOptions = defineQuery(queryKeys.settings, () =>
  queryOptions({
    queryKey: queryKeys.settings,
    queryFn: ({ signal }) => callEndpoint(getSettings, { signal }),
    staleTime: 5 * 60_000,
  }),
)

export const useSettings = () => useQuery(settingsQueryOptions())
