import { Trans, useLingui } from '@lingui/react/macro'
import type { OwnedDomain } from '@contract/domains'
import { Card } from '@/components/ui/card'
import { CopyButton } from '@/components/ui/copy-button'
import styles from '../../components/domain.module.css'

/** The CDN's name servers the domain points at, read-only (the app does not change them). */
export function NameServersCard({ domain }: { domain: OwnedDomain }) {
  const { t } = useLingui()
  const servers = [domain.ns1, domain.ns2].filter((ns): ns is string => Boolean(ns))
  return (
    <Card title={<Trans>Name servers</Trans>} data-testid="name-servers">
      {servers.length === 0 ? (
        <p className={styles.hint}>
          <Trans>The name servers appear once the domain is registered.</Trans>
        </p>
      ) : (
        <dl className={styles.rows}>
          {servers.map((ns, i) => {
            const n = i + 1
            return (
              <div className={`${styles.row} ${styles.inline}`} key={ns}>
                <dt>NS{n}</dt>
                <dd>
                  <span className={styles.mono}>{ns}</span>
                  <CopyButton
                    value={ns}
                    compact={{ label: t`Copy NS${n}`, copiedLabel: t`Copied to clipboard` }}
                  />
                </dd>
              </div>
            )
          })}
        </dl>
      )}
    </Card>
  )
}
