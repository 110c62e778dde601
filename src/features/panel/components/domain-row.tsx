import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { OwnedDomain } from '@contract/domains'
import { GearIcon } from '@/components/ui/icons'
import { LifecycleNote } from '@/components/ui/lifecycle-note'
import styles from './panel.module.css'
import { formatDate } from '@/lib/format-date'
import { DomainName } from '@/components/ui/domain-name'

export function DomainRow({ domain }: { domain: OwnedDomain }) {
  const { t, i18n } = useLingui()
  const name = domain.domain
  const active = domain.status === 'active'
  const lapsed = domain.status === 'expired' || domain.status === 'redemption'
  const lifecycle = domain.lifecycle
  const canRenew = lifecycle?.renewable === true && lifecycle.state !== 'active'
  const expires = domain.expires_at
    ? formatDate(domain.expires_at, i18n.locale, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
      })
    : null
  return (
    <li className={styles.row} data-testid="panel-domain" data-domain={domain.domain}>
      <div className={styles.info}>
        <span className={styles.name} data-testid="panel-domain-name">
          <DomainName name={domain.domain} />
        </span>
        <span className={styles.expiry} data-testid="panel-domain-expiry">
          {expires ? <Trans>Expires {expires}</Trans> : <Trans>Expiry date pending</Trans>}
        </span>
        <LifecycleNote lifecycle={lifecycle} />
      </div>
      {canRenew ? (
        <Link
          to="/domain/$domain/renew"
          params={{ domain: domain.domain }}
          className={styles.renew}
          data-testid="panel-renew"
        >
          <Trans>Renew</Trans>
        </Link>
      ) : (
        <span
          className={active ? styles.active : styles.configuring}
          data-testid="domain-status"
          data-status={domain.status}
        >
          {active && <Trans>Active</Trans>}
          {lapsed && <Trans>Expired</Trans>}
          {!active && !lapsed && <Trans>Configuring</Trans>}
        </span>
      )}
      <Link
        to="/domain/$domain"
        params={{ domain: domain.domain }}
        className={styles.settings}
        aria-label={t`Settings of ${name}`}
        data-testid="domain-settings"
      >
        <GearIcon size={20} />
      </Link>
    </li>
  )
}
