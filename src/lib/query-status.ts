// The offline layer pauses a query when there is no network: it stays pending but stops fetching,
// so a screen waiting for it would spin forever. Screens ask these instead of reading the flags.

interface QueryFlags {
  isPending: boolean
  fetchStatus: 'fetching' | 'paused' | 'idle'
}

/**
 * Pending but not fetching: the request was stopped offline and nothing is on its way. Screens
 * treat it like an error (`q.isError || isStalledOffline(q)`): a retry or a fallback, no spinner.
 */
export const isStalledOffline = (query: QueryFlags) =>
  query.isPending && query.fetchStatus === 'idle'

/** A first answer is really on its way: worth a spinner or a skeleton. */
export const isLoadingFirst = (query: QueryFlags) => query.isPending && query.fetchStatus !== 'idle'
