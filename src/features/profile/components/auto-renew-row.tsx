import { Trans } from '@lingui/react/macro'
import { usePendingWrites, useQueuedMutation } from '@/lib/offline/use-queued-mutation'
import { useSwitchValue } from '@/lib/offline/use-switch-value'
import { askWriteAccessOnce } from '@/lib/telegram/write-access'
import toggle from '@/components/ui/toggle.module.css'
import { autoRenewDefaultWrite, useAutoRenewDefault } from '../api/auto-renew-default'
import styles from './profile.module.css'

/** "Auto-renew new domains": names bought while it is on renew from the balance by themselves. */
export function AutoRenewRow() {
  const { data } = useAutoRenewDefault()
  const waiting = usePendingWrites(autoRenewDefaultWrite).at(-1)?.enabled
  const enabled = useSwitchValue(data?.enabled, waiting)
  const write = useQueuedMutation(autoRenewDefaultWrite, { onError: () => enabled.forget() })
  return (
    <label className={styles.row} data-testid="auto-renew-default-row">
      <span className={styles.rowLabel}>
        <Trans>Auto-renew domains I buy from now on</Trans>
      </span>
      <input
        type="checkbox"
        role="switch"
        className={toggle.switch}
        checked={enabled.value ?? false}
        disabled={enabled.value === undefined}
        onChange={(e) => {
          enabled.choose(e.target.checked)
          // Renewals and a short balance are told in the chat; the switch never waits for the answer.
          if (e.target.checked) void askWriteAccessOnce()
          write.enqueue({ enabled: e.target.checked })
        }}
        data-testid="auto-renew-default"
      />
    </label>
  )
}
