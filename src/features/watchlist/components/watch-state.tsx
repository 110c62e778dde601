import { Trans } from '@lingui/react/macro'
import type { WatchStateName } from '@contract/watchlist'
import styles from './watchlist.module.css'

const tone: Record<WatchStateName, string | undefined> = {
  unknown: undefined,
  registered: undefined,
  grace: styles.warning,
  redemption: styles.warning,
  pending_delete: styles.warning,
  available: styles.success,
}

function Label({ state }: { state: WatchStateName }) {
  switch (state) {
    case 'unknown':
      return <Trans>Checking…</Trans>
    case 'registered':
      return <Trans>Registered</Trans>
    case 'grace':
      return <Trans>Grace period</Trans>
    case 'redemption':
      return <Trans>Redemption</Trans>
    case 'pending_delete':
      return <Trans>Pending delete</Trans>
    case 'available':
      return <Trans>Available</Trans>
  }
}

/** A watched name's stage, as a pill. */
export function WatchStatePill({ state }: { state: WatchStateName }) {
  return (
    <span
      className={[styles.pill, tone[state]].filter(Boolean).join(' ')}
      data-testid="watch-state"
      data-state={state}
    >
      <Label state={state} />
    </span>
  )
}
