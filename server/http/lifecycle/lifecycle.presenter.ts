import type { DomainLifecycle } from '@contract/lifecycle'
import { centsToUsd } from '@contract/money'
import type { DomainRow } from '../../core/dns/dns'
import { effectiveAutoRenew } from '../../core/renewal/auto-renew-switch'
import { lifecycleView, tldLifecycle, tldOf } from '../../core/lifecycle/expiry'
import type { Settings } from '../../core/admin/settings'

type Row = DomainRow

/** The lifecycle part of an owned domain; undefined while it has no expiry (still registering). */
export function presentLifecycle(
  row: Row,
  settings: Settings,
  autoRenewSince: Date | null,
  now: Date,
): DomainLifecycle | undefined {
  const view = lifecycleView(row, tldLifecycle(settings, tldOf(row.domain)), now)
  if (!view) return undefined
  return {
    state: view.state,
    days_left: view.daysLeft,
    renewable: view.renewable,
    redemption_fee: view.feeCents === null ? null : centsToUsd(view.feeCents),
    auto_renew: effectiveAutoRenew(row, autoRenewSince),
    reminders_muted: row.remindersMuted,
  }
}
