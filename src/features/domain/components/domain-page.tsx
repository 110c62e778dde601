import { Trans, useLingui } from '@lingui/react/macro'
import type { OwnedDomain } from '@contract/domains'
import { Card } from '@/components/ui/card'
import { CredentialsCard } from '../dns/components/credentials-card'
import { DomainGate, StatusBadge } from './domain-gate'
import { NameServersCard } from '../registrar/components/name-servers-card'
import { RegistrarCard } from '../registrar/components/registrar-card'
import { SecurityChecks } from '../malware-scan/components/security-checks'
import { ReputationCard } from '../reputation/components/reputation-card'
import { TransferWarning } from '../registrar/components/transfer-warning'
import { DomainNavLink } from './domain-nav-link'
import { SetupStalledNote } from './setup-stalled-note'
import { ExpiryCard } from '../renewal/components/expiry-card'
import styles from './domain.module.css'
import { LONG_DAY, formatDate } from '@/lib/format-date'
import { DomainName } from '@/components/ui/domain-name'

/** /domain/$domain: info, dates, status, name servers, CDN sign-in, security checks, reputation, actions. */
export function DomainPage({ domain }: { domain: string }) {
  return <DomainGate domain={domain}>{(d) => <DomainDetails domain={d} />}</DomainGate>
}

function DomainDetails({ domain }: { domain: OwnedDomain }) {
  const { i18n } = useLingui()
  const date = (iso: string) => formatDate(iso, i18n.locale, LONG_DAY)
  return (
    <div className={styles.page} data-testid="domain-page">
      <header className={styles.header}>
        <h1 className={styles.title}>
          <DomainName name={domain.domain} />
        </h1>
        <StatusBadge status={domain.status} />
      </header>
      {domain.setup_stalled && <SetupStalledNote />}
      <TransferWarning key={domain.domain} purchasedAt={domain.purchased_at} />
      <Card title={<Trans>Domain information</Trans>}>
        <dl className={styles.rows}>
          <div className={styles.row}>
            <dt>
              <Trans>Purchased</Trans>
            </dt>
            <dd data-testid="domain-purchased">{date(domain.purchased_at)}</dd>
          </div>
          <div className={styles.row}>
            <dt>
              <Trans>Expires</Trans>
            </dt>
            <dd data-testid="domain-expires">
              {domain.expires_at ? date(domain.expires_at) : <Trans>Pending registration</Trans>}
            </dd>
          </div>
        </dl>
      </Card>
      <ExpiryCard domain={domain} />
      <NameServersCard domain={domain} />
      <CredentialsCard domain={domain} />
      {domain.status !== 'registering' && <RegistrarCard domain={domain.domain} />}
      <SecurityChecks domain={domain.domain} />
      <ReputationCard domain={domain} />
      <nav className={styles.actions}>
        <DomainNavLink
          to="/domain/$domain/cloudflare"
          domain={domain.domain}
          testId="to-cdn-settings"
        >
          <Trans>CDN settings</Trans>
        </DomainNavLink>
        {domain.lifecycle?.renewable !== false && (
          <DomainNavLink to="/domain/$domain/renew" domain={domain.domain} testId="to-renewal">
            <Trans>Renew domain</Trans>
          </DomainNavLink>
        )}
      </nav>
    </div>
  )
}
