import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { OwnedDomain } from '@contract/domains'
import { EyeIcon } from '@/components/ui/icons'
import { Card } from '@/components/ui/card'
import { CopyButton } from '@/components/ui/copy-button'
import { useToast } from '@/components/ui/toast'
import styles from '../../components/domain.module.css'
import own from './credentials-card.module.css'
import { TwoFactor } from './two-factor'

/** Spec section 9: copy feedback lasts 1.5 s, 2 s for the password. */
const COPY_FEEDBACK_MS = 1500
const PASSWORD_FEEDBACK_MS = 2000

/**
 * A CDN that opens no account per domain (the shop's own Cloudflare account holds every zone):
 * nothing to sign in to, so the card says where the zone is managed instead.
 */
function ManagedZoneCard() {
  return (
    <Card title={<Trans>CDN account</Trans>} data-testid="cdn-managed">
      <p className={styles.hint}>
        <Trans>
          Your domain's CDN zone is managed for you by the app: change DNS records, SSL and DDoS
          protection in CDN settings. There is no separate CDN sign-in.
        </Trans>
      </p>
    </Card>
  )
}

/** The CDN account the domain lives in, with the warning not to change its sign-in. */
export function CredentialsCard({ domain }: { domain: OwnedDomain }) {
  const { t } = useLingui()
  const toast = useToast()
  const [shown, setShown] = useState(false)
  if (!domain.cf_email) return domain.status === 'registering' ? null : <ManagedZoneCard />
  const copyFailed = () => toast.error(t`Copy error`)
  return (
    <Card title={<Trans>CDN account</Trans>} data-testid="cdn-credentials">
      <p className={styles.warning}>
        <Trans>
          Do not change the email, password or two-factor settings of this account: the app manages
          your domain through it.
        </Trans>
      </p>
      <dl className={styles.rows}>
        <div className={`${styles.row} ${styles.inline}`}>
          <dt>
            <Trans>Email</Trans>
          </dt>
          <dd>
            <span className={styles.mono}>
              <BreakAfterAt email={domain.cf_email} />
            </span>
            <CopyButton
              value={domain.cf_email}
              compact={{ label: t`Copy email`, copiedLabel: t`Copied to clipboard` }}
              feedbackMs={COPY_FEEDBACK_MS}
              onError={copyFailed}
            />
          </dd>
        </div>
        {domain.cf_password && (
          <div className={`${styles.row} ${styles.inline}`}>
            <dt>
              <Trans>Password</Trans>
            </dt>
            <dd>
              <button
                type="button"
                className={`${styles.mono} ${own.reveal}`}
                onClick={() => setShown((s) => !s)}
                aria-label={shown ? t`Hide password` : t`Show password`}
                aria-pressed={shown}
                data-testid="reveal-password"
              >
                {shown ? domain.cf_password : '••••••••'}
                <EyeIcon size={18} />
              </button>
              <CopyButton
                value={domain.cf_password}
                compact={{ label: t`Copy password`, copiedLabel: t`Copied to clipboard` }}
                feedbackMs={PASSWORD_FEEDBACK_MS}
                onError={copyFailed}
                data-testid="copy-password"
              />
            </dd>
          </div>
        )}
        {domain.cf_2fa && (
          <div className={styles.row}>
            <dt>
              <Trans>Two-factor authentication</Trans>
            </dt>
            <dd>
              <TwoFactor value={domain.cf_2fa} onCopyError={copyFailed} />
            </dd>
          </div>
        )}
      </dl>
    </Card>
  )
}

/** An address too long for a phone row breaks after its @, not inside a word. */
function BreakAfterAt({ email }: { email: string }) {
  const at = email.lastIndexOf('@')
  if (at < 0) return email
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  )
}
