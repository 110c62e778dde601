import { Trans, useLingui } from '@lingui/react/macro'
import type { EmailRoutingView } from '@contract/email-routing'
import { Card } from '@/components/ui/card'
import { useToast } from '@/components/ui/toast'
import type { EmailWrites } from '../api/email-routing'
import { useFieldErrors } from './use-field-errors'
import styles from '../../components/domain.module.css'
import dnsStyles from '../../dns/components/dns.module.css'

/** Mail to any other address of the domain: dropped, or forwarded to one confirmed address. */
export function CatchAllCard({
  domain,
  view,
  writes,
  online,
}: {
  domain: string
  view: EmailRoutingView
  writes: EmailWrites
  online: boolean
}) {
  const { t } = useLingui()
  const toast = useToast()
  const field = useFieldErrors()
  const set = writes.setCatchAll
  const confirmed = view.destinations.filter((d) => d.verified).map((d) => d.email)
  // The current target stays listed even if it is no longer among the confirmed ones.
  const choices =
    view.catch_all && !confirmed.includes(view.catch_all)
      ? [view.catch_all, ...confirmed]
      : confirmed
  const pick = (value: string) => {
    field.clear()
    set.mutate(value || null, {
      onSuccess: () => toast.success(t`Saved`),
      onError: field.failed(t`Error updating the catch-all`),
    })
  }
  return (
    <Card title={<Trans>Catch-all</Trans>} data-testid="email-catch-all">
      <label className={dnsStyles.field}>
        <Trans>Mail to any other address at {domain}</Trans>
        <select
          value={set.isPending ? (set.variables ?? '') : (view.catch_all ?? '')}
          onChange={(e) => pick(e.target.value)}
          disabled={!online || set.isPending}
          aria-invalid={Boolean(field.errors.destination)}
          data-testid="email-catch-all-select"
        >
          <option value="">{t`Off: such mail is dropped`}</option>
          {choices.map((email) => (
            <option key={email} value={email}>
              {t`Forward to ${email}`}
            </option>
          ))}
        </select>
        {field.errors.destination && (
          <span className={styles.error} data-testid="email-catch-all-error">
            {field.errors.destination}
          </span>
        )}
      </label>
    </Card>
  )
}
