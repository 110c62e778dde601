import { Trans } from '@lingui/react/macro'
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
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
  if (query.isPending) {
    return (
      <div className={styles.loading} role="status" aria-busy="true">
        <Skeleton height={56} />
        <Skeleton height={56} />
        <Skeleton height={56} />
      </div>
    )
  }
  if (query.isError) {
    const signIn = isUnauthorized(query.error)
    return (
      <div className={styles.error} role="alert">
        <p>{errorText(query.error)}</p>
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
  if (isEmpty?.(query.data)) return <EmptyState title={empty ?? <Trans>Nothing here yet</Trans>} />
  return <>{children(query.data)}</>
}
