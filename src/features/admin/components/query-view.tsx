import { Trans } from '@lingui/react/macro'
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { isStalledOffline } from '@/lib/query-status'
import { adminKeys } from '../api/admin-keys'
import { isUnauthorized, useErrorText } from '../error-text'
import styles from './admin.module.css'

export interface QueryViewProps<T> {
  query: UseQueryResult<T>
  /** True when the loaded data has nothing to show. */
  isEmpty?: (data: T) => boolean
  empty?: ReactNode
  children: (data: T) => ReactNode
}

/** Loading, error (with retry, or sign-in when the session ended), empty, then the data. */
export function QueryView<T>({ query, isEmpty, empty, children }: QueryViewProps<T>) {
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  // Data from an earlier visit (the cache) stays on screen when a refresh fails, offline above all;
  // the offline mark says how old it is. Only an ended session replaces it.
  const cached = query.data !== undefined && !isUnauthorized(query.error)
  if (query.isPending && !isStalledOffline(query)) {
    return (
      <div className={styles.loading} role="status" aria-busy="true">
        <Skeleton height={56} />
        <Skeleton height={56} />
        <Skeleton height={56} />
      </div>
    )
  }
  if (!cached && (query.isError || isStalledOffline(query))) {
    const signIn = isUnauthorized(query.error)
    return (
      <div className={styles.error} role="alert">
        <p>
          {query.error ? (
            errorText(query.error)
          ) : (
            <Trans>No connection to the server. Check the network and try again.</Trans>
          )}
        </p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            void (signIn
              ? queryClient.invalidateQueries({ queryKey: adminKeys.me })
              : query.refetch())
          }
        >
          {signIn ? <Trans>Sign in</Trans> : <Trans>Try again</Trans>}
        </Button>
      </div>
    )
  }
  if (query.data === undefined) return null
  if (isEmpty?.(query.data)) return <EmptyState title={empty ?? <Trans>Nothing here yet</Trans>} />
  return <>{children(query.data)}</>
}

export interface QueryListProps<T, R> {
  query: UseQueryResult<T>
  /** The rows of the loaded data; the list is empty when there are none. */
  rows: (data: T) => readonly R[]
  empty: ReactNode
  /** One row: a list item with its key. */
  children: (row: R) => ReactNode
  /** What follows the list (a pager). */
  footer?: (data: T) => ReactNode
}

/** A QueryView whose data is a list of rows. */
export function QueryList<T, R>({ query, rows, empty, children, footer }: QueryListProps<T, R>) {
  return (
    <QueryView query={query} isEmpty={(d) => rows(d).length === 0} empty={empty}>
      {(data) => (
        <>
          <ul className={styles.list}>{rows(data).map((row) => children(row))}</ul>
          {footer?.(data)}
        </>
      )}
    </QueryView>
  )
}
