import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api-client'
import { isStalledOffline } from '@/lib/query-status'
import { useAdminMe } from '../api/get-admin-me'
import { useErrorText } from '../error-text'
import { SignInScreen } from './sign-in-screen'
import styles from './admin.module.css'

/**
 * Shows its children only to an admin: a Telegram admin (init data), a session cookie, or after the
 * token sign-in. The server checks every call anyway; this decides what to draw.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const me = useAdminMe()
  const errorText = useErrorText()
  // Known from an earlier visit (the cache): the console shows what it has, offline or not; a
  // refusal (401/403) still means signing in again.
  const refused = me.error instanceof ApiError && [401, 403].includes(me.error.status)
  if (me.data && !refused) return <>{children}</>
  if (me.isPending && !isStalledOffline(me)) {
    return (
      <div className={styles.signIn}>
        <Spinner size={32} />
      </div>
    )
  }
  if (me.isError || isStalledOffline(me)) {
    const status = me.error instanceof ApiError ? me.error.status : 0
    if (status === 401) return <SignInScreen />
    if (status === 403) return <SignInScreen notAdmin />
    return (
      <main className={styles.signIn}>
        <div className={styles.error} role="alert">
          <p>
            {me.error ? (
              errorText(me.error)
            ) : (
              <Trans>No connection to the server. Check the network and try again.</Trans>
            )}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void me.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      </main>
    )
  }
  return <>{children}</>
}
