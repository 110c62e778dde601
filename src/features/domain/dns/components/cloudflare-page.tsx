import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { SslMode } from '@contract/dns'
import type { OwnedDomain } from '@contract/domains'
import { Card } from '@/components/ui/card'
import { Sheet } from '@/components/ui/sheet'
import { useToast } from '@/components/ui/toast'
import { usePendingWrites, useQueuedMutation } from '@/lib/offline/use-queued-mutation'
import { sslWrite } from '../api/cdn-settings'
import { cdnErrorText } from '../cdn-error-text'
import { ConfirmChange, useConfirmedChange } from '../../components/confirm-change'
import { DomainGate } from '../../components/domain-gate'
import { OptionList } from '../../components/option-list'
import { SslModeHint, SslModeName, sslModes } from '../../components/labels'
import { DomainNavLink } from '../../components/domain-nav-link'
import styles from '../../components/domain.module.css'
import { DomainName } from '@/components/ui/domain-name'

/**
 * /domain/$domain/cloudflare: the SSL mode sheet and the ways to DNS, redirects, email forwarding
 * and DDoS settings.
 */
export function CloudflarePage({ domain }: { domain: string }) {
  return <DomainGate domain={domain}>{(d) => <CloudflareSettings domain={d} />}</DomainGate>
}

function CloudflareSettings({ domain }: { domain: OwnedDomain }) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const [sheetOpen, setSheetOpen] = useState(false)
  const ssl = useQueuedMutation(sslWrite, {
    onSuccess: () => toast.success(t`Saved`),
    onError: (err) => toast.error(cdnErrorText(err, i18n, t`Error updating SSL mode`)),
  })
  const waiting = usePendingWrites(sslWrite).filter((w) => w.domain === domain.domain)
  const current = waiting.at(-1)?.ssl_mode ?? domain.ssl_mode
  const name = domain.domain

  const change = useConfirmedChange((ssl_mode: SslMode) => {
    ssl.enqueue({ domain: domain.domain, ssl_mode })
    setSheetOpen(false)
  })

  return (
    <div className={styles.page} data-testid="cdn-settings">
      <h1 className={styles.title}>
        <Trans>CDN settings</Trans>
      </h1>
      <p className={styles.hint}>
        <DomainName name={domain.domain} />
      </p>
      <Card title={<Trans>SSL/TLS</Trans>}>
        <button
          type="button"
          className={styles.option}
          onClick={() => setSheetOpen(true)}
          data-testid="ssl-open"
        >
          <span className={styles.optionText}>
            <span>
              <Trans>SSL mode</Trans>
            </span>
            <small>
              <SslModeHint mode={current} />
            </small>
          </span>
          <strong data-testid="ssl-current" data-mode={current}>
            <SslModeName mode={current} />
            {waiting.length > 0 && (
              <small className={styles.hint}>
                {' '}
                <Trans>waiting to sync</Trans>
              </small>
            )}
          </strong>
        </button>
      </Card>
      <nav className={styles.actions}>
        <DomainNavLink to="/domain/$domain/cloudflare/dns" domain={domain.domain} testId="to-dns">
          <Trans>DNS records</Trans>
        </DomainNavLink>
        <DomainNavLink
          to="/domain/$domain/cloudflare/redirects"
          domain={domain.domain}
          testId="to-redirects"
        >
          <Trans>Redirects</Trans>
        </DomainNavLink>
        <DomainNavLink
          to="/domain/$domain/cloudflare/email"
          domain={domain.domain}
          testId="to-email"
        >
          <Trans>Email forwarding</Trans>
        </DomainNavLink>
        <DomainNavLink to="/domain/$domain/cloudflare/ddos" domain={domain.domain} testId="to-ddos">
          <Trans>DDoS protection</Trans>
        </DomainNavLink>
      </nav>
      <Sheet open={sheetOpen} onClose={() => setSheetOpen(false)} title={<Trans>SSL mode</Trans>}>
        <OptionList
          options={sslModes}
          current={current}
          testId="ssl-option"
          label={(m) => <SslModeName mode={m} />}
          hint={(m) => <SslModeHint mode={m} />}
          onPick={(m) => (m === current ? setSheetOpen(false) : change.ask(m))}
        />
        <p className={styles.warning} data-testid="ssl-flexible-warning">
          <Trans>
            Flexible reaches your server over plain HTTP: if the server redirects HTTP to HTTPS,
            visitors get an endless redirect loop. Full (strict) is the safe choice when your server
            has a valid certificate.
          </Trans>
        </p>
      </Sheet>
      <ConfirmChange
        {...change.dialog}
        title={<Trans>Change SSL mode?</Trans>}
        message={(mode) => (
          <Trans>
            The SSL mode of {name} becomes <SslModeName mode={mode} />.
          </Trans>
        )}
      />
    </div>
  )
}
