import { Trans } from '@lingui/react/macro'
import { usePendingWrites, useQueuedMutation } from '@/lib/offline/use-queued-mutation'
import { autoRenewDefaultWrite, useAutoRenewDefault } from '../api/auto-renew-default'
import styles from './profile.module.css'

/** "Auto-renew new domains": names bought while it is on renew from the balance by themselves. */
export function AutoRenewRow() {
  const { data } = useAutoRenewDefault()
  const write = useQueuedMutation(autoRenewDefaultWrite)
  const waiting = usePendingWrites(autoRenewDefaultWrite).at(-1)?.enabled
  const enabled = waiting ?? data?.enabled ?? false
  return (
    <label className={styles.row} data-testid="auto-renew-default-row">
      <span className={styles.rowLabel}>
        <Trans>Auto-renew domains I buy from now on</Trans>
      </span>
      <input
        type="checkbox"
        checked={enabled}
        disabled={data === undefined && waiting === undefined}
        onChange={(e) => write.enqueue({ enabled: e.target.checked })}
        data-testid="auto-renew-default"
      />
    </label>
  )
}
