import { Trans } from '@lingui/react/macro'
import { DomainGate } from '../../components/domain-gate'
import { NameServersCard } from './name-servers-card'
import styles from '../../components/domain.module.css'
import { DomainName } from '@/components/ui/domain-name'

/** /domain/$domain/ns: the name servers, read-only; changing them would take the domain off the CDN. */
export function NameServersPage({ domain }: { domain: string }) {
  return (
    <DomainGate domain={domain}>
      {(d) => (
        <div className={styles.page} data-testid="ns-page">
          <h1 className={styles.title}>
            <Trans>Name servers</Trans>
          </h1>
          <p className={styles.hint}>
            <DomainName name={d.domain} />
          </p>
          <p className={styles.warning}>
            <Trans>
              Do not change the name servers at your registrar: the domain works through the CDN,
              and other name servers would take it offline.
            </Trans>
          </p>
          <NameServersCard domain={d} />
        </div>
      )}
    </DomainGate>
  )
}
