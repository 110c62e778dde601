import { Trans } from '@lingui/react/macro'
import type { DomainLifecycle } from '@contract/lifecycle'
import styles from './lifecycle-note.module.css'

/** Where a domain stands in its expiry lifecycle, in a few words; nothing while it is far off. */
export function LifecycleNote({ lifecycle }: { lifecycle: DomainLifecycle | undefined }) {
  if (!lifecycle || lifecycle.state === 'active') return null
  const days = lifecycle.days_left
  const urgent = lifecycle.state !== 'expiring'
  return (
    <span
      className={urgent ? styles.urgent : styles.soon}
      data-testid="lifecycle-note"
      data-state={lifecycle.state}
      data-days={days}
    >
      {lifecycle.state === 'expiring' &&
        (days === 0 ? <Trans>Expires today</Trans> : <Trans>Expires in {days} d.</Trans>)}
      {lifecycle.state === 'expired' && <Trans>Expired: {days} d. left to renew</Trans>}
      {lifecycle.state === 'redemption' &&
        (lifecycle.renewable ? (
          <Trans>Redemption: {days} d. left to restore</Trans>
        ) : (
          <Trans>Redemption: released in {days} d.</Trans>
        ))}
      {lifecycle.state === 'released' && <Trans>Released</Trans>}
    </span>
  )
}
