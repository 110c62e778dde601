import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { ApiError } from '@/lib/api-client'
import { haptic } from '@/lib/telegram/haptic'
import { askWriteAccessOnce } from '@/lib/telegram/write-access'
import { useWatchWrite, useWatchlist } from '../api/watchlist'
import styles from './watchlist.module.css'

/** A taken search row's action: watch the name, or open the watchlist once it is watched. */
export function WatchButton({ domain }: { domain: string }) {
  const list = useWatchlist()
  const { add } = useWatchWrite()
  const watched = list.data?.items.some((i) => i.domain === domain) ?? false

  if (watched) {
    return (
      <Link
        to="/watchlist"
        search={{ domain }}
        className={styles.watchingLink}
        data-testid="watch-button"
        data-watched
      >
        <Trans>✓ Watching</Trans>
      </Link>
    )
  }
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        block
        loading={add.isPending}
        data-testid="watch-button"
        onClick={() => {
          haptic.impact()
          // The bot tells the watcher when the name frees up; the name is watched whatever the answer.
          void askWriteAccessOnce()
          add.mutate(domain, { onError: () => haptic.error() })
        }}
      >
        <Trans>Watch</Trans>
      </Button>
      {add.isError && (
        <p className={styles.rowError} role="alert" data-testid="watch-error">
          {add.error instanceof ApiError && add.error.code === 'watch_limit' ? (
            <Trans>Your watchlist is full. Remove a name to add another.</Trans>
          ) : (
            <Trans>Could not add to the watchlist. Try again.</Trans>
          )}
        </p>
      )}
    </>
  )
}
