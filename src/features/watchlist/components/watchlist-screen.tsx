import { useEffect } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { WatchView } from '@contract/watchlist'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { EyeIcon } from '@/components/ui/icons'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { useToast } from '@/components/ui/toast'
import { isLoadingFirst, isStalledOffline } from '@/lib/query-status'
import { useWatchWrite, useWatchlist } from '../api/watchlist'
import { WatchStatePill } from './watch-state'
import styles from './watchlist.module.css'

const dateIn = (iso: string, locale: string) =>
  new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium', timeZone: 'UTC' })

function Detail({ item }: { item: WatchView }) {
  const { i18n } = useLingui()
  if (item.state === 'available') return <Trans>Can be registered now.</Trans>
  if (!item.expires_at) return null
  const date = dateIn(item.expires_at, i18n.locale)
  if (item.state === 'registered') return <Trans>Expires {date}</Trans>
  return <Trans>Expired {date}</Trans>
}

function WatchRow({
  item,
  focused,
  onRemove,
  removing,
}: {
  item: WatchView
  focused: boolean
  onRemove: () => void
  removing: boolean
}) {
  const { t } = useLingui()
  const { domain } = item
  return (
    <li
      id={`watch-${item.domain}`}
      className={[styles.row, focused && styles.focused].filter(Boolean).join(' ')}
      data-testid="watch-row"
      data-domain={item.domain}
      data-focused={focused || undefined}
    >
      <div className={styles.main}>
        <span className={styles.name}>{item.domain}</span>
        <span className={styles.note}>
          <Detail item={item} />
        </span>
        {item.error && (
          <span className={styles.error} data-testid="watch-check-error" title={item.error}>
            <Trans>The registry could not be reached; we will check again soon.</Trans>
          </span>
        )}
      </div>
      <WatchStatePill state={item.state} />
      <Button
        variant="ghost"
        size="sm"
        square
        aria-label={t`Stop watching ${domain}`}
        loading={removing}
        onClick={onRemove}
        data-testid="watch-remove"
      >
        ✕
      </Button>
    </li>
  )
}

/**
 * /watchlist: taken names the user waits for, each with the stage its registry reports. The bot
 * writes when one enters grace, redemption, pending delete, and when it can be registered; its
 * button opens this screen on that name.
 */
export function WatchlistScreen({ focus }: { focus?: string }) {
  const { t } = useLingui()
  const toast = useToast()
  const list = useWatchlist()
  const { remove } = useWatchWrite()
  const items = list.data?.items ?? []
  const limit = list.data?.limit ?? 0
  const count = items.length

  useEffect(() => {
    if (focus && list.data) document.getElementById(`watch-${focus}`)?.scrollIntoView()
  }, [focus, list.data])

  return (
    <div className={styles.page} data-testid="watchlist-page">
      <h1 className={styles.title}>
        <Trans>Watchlist</Trans>
      </h1>
      <p className={styles.hint}>
        <Trans>
          We check each name with its registry and write to you in the chat when it expires, goes
          into redemption or deletion, and when it can be registered.
        </Trans>
      </p>
      {isLoadingFirst(list) && <Skeleton height={120} />}
      {(list.isError || isStalledOffline(list)) && !list.data && (
        <LoadError
          className={styles.hint}
          message={<Trans>The watchlist could not be loaded.</Trans>}
          onRetry={() => void list.refetch()}
          data-testid="watchlist-error"
        />
      )}
      {list.data && count === 0 && (
        <EmptyState
          icon={<EyeIcon size={44} />}
          title={<Trans>No names watched yet</Trans>}
          description={<Trans>Tap “Watch” on a taken name in the search.</Trans>}
        />
      )}
      {count > 0 && (
        <>
          <p className={styles.hint} data-testid="watch-count">
            <Trans>
              {count} of {limit} names
            </Trans>
          </p>
          <ul className={styles.list} data-testid="watchlist">
            {items.map((item) => (
              <WatchRow
                key={item.domain}
                item={item}
                focused={item.domain === focus}
                removing={remove.isPending && remove.variables === item.domain}
                onRemove={() =>
                  remove.mutate(item.domain, {
                    onSuccess: () => toast.success(t`Removed from the watchlist`),
                    onError: () => toast.error(t`Could not remove it. Try again.`),
                  })
                }
              />
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
