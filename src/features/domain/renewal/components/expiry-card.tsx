import { Trans, useLingui } from '@lingui/react/macro'
import type { OwnedDomain } from '@contract/domains'
import { Card } from '@/components/ui/card'
import { LifecycleNote } from '@/components/ui/lifecycle-note'
import { useToast } from '@/components/ui/toast'
import { usePendingWrites, useQueuedMutation } from '@/lib/offline/use-queued-mutation'
import { useSwitchValue } from '@/lib/offline/use-switch-value'
import { askWriteAccessOnce } from '@/lib/telegram/write-access'
import { Switch } from '@/components/ui/switch'
import { lifecycleWrite } from '../api/domain-lifecycle'
import styles from '../../components/domain.module.css'

/** The domain's expiry state and the owner's switches: auto-renew from the balance, reminders. */
export function ExpiryCard({ domain }: { domain: OwnedDomain }) {
  const { t } = useLingui()
  const toast = useToast()
  const lifecycle = domain.lifecycle
  const waiting = usePendingWrites(lifecycleWrite).filter((w) => w.domain === domain.domain)
  // A change still waiting (offline, or in flight) shows as made.
  const autoRenew = useSwitchValue(
    lifecycle?.auto_renew,
    waiting.findLast((w) => w.auto_renew !== undefined)?.auto_renew,
  )
  const mutedWaiting = waiting.findLast((w) => w.reminders_muted !== undefined)?.reminders_muted
  const reminders = useSwitchValue(
    lifecycle && !lifecycle.reminders_muted,
    mutedWaiting === undefined ? undefined : !mutedWaiting,
  )
  const write = useQueuedMutation(lifecycleWrite, {
    onError: () => {
      autoRenew.forget()
      reminders.forget()
      toast.error(t`Could not save the change`)
    },
  })
  if (!lifecycle) return null
  const days = lifecycle.days_left
  return (
    <Card title={<Trans>Renewal</Trans>}>
      <div className={styles.expiry} data-testid="domain-lifecycle" data-state={lifecycle.state}>
        {lifecycle.state === 'active' ? (
          <span className={styles.hint}>
            <Trans>{days} days until expiry</Trans>
          </span>
        ) : (
          <LifecycleNote lifecycle={lifecycle} />
        )}
        <Switch
          checked={autoRenew.value ?? false}
          onChange={(on) => {
            autoRenew.choose(on)
            // Auto-renew reports in the chat (renewed, or the balance is short): the bot must write.
            if (on) void askWriteAccessOnce()
            write.enqueue({ domain: domain.domain, auto_renew: on })
          }}
          testId="auto-renew"
        >
          <Trans>Renew automatically from the balance 7 days before expiry</Trans>
        </Switch>
        <Switch
          checked={reminders.value ?? true}
          onChange={(on) => {
            reminders.choose(on)
            if (on) void askWriteAccessOnce()
            write.enqueue({ domain: domain.domain, reminders_muted: !on })
          }}
          testId="reminders"
        >
          <Trans>Remind me in the chat before it expires</Trans>
        </Switch>
      </div>
    </Card>
  )
}
