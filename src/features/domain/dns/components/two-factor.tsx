import { lazy, Suspense, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { Sheet } from '@/components/ui/sheet'
import { Skeleton } from '@/components/ui/skeleton'
import { openExternalLink } from '@/lib/telegram/links'
import styles from '../../components/domain.module.css'
import own from './credentials-card.module.css'

const QrCode = lazy(() => import('./qr-code'))

/** The shared secret of an `otpauth://` URI (base32), or null when the value is not one. */
export function otpSecret(uri: string): string | null {
  if (!/^otpauth:\/\//i.test(uri)) return null
  try {
    return new URL(uri).searchParams.get('secret')
  } catch {
    return null
  }
}

/** Base32 in groups of four, as authenticator apps show it for typing in by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ')

/**
 * The CDN account's second factor. An `otpauth://` URI is what an authenticator app scans, so it
 * is shown as a QR code with the secret in text, each with a copy button; browsers cannot open
 * such a link. Any other (https) value is a page to open.
 */
export function TwoFactor({ value, onCopyError }: { value: string; onCopyError: () => void }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const secret = otpSecret(value)
  if (!secret)
    return (
      <Button variant="secondary" size="sm" onClick={() => openExternalLink(value)}>
        <Trans>Open 2FA link</Trans>
      </Button>
    )
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setOpen(true)}
        data-testid="two-factor-show"
      >
        <Trans>Show 2FA QR code</Trans>
      </Button>
      <Sheet
        open={open}
        onClose={() => setOpen(false)}
        title={<Trans>Two-factor authentication</Trans>}
      >
        <p className={styles.hint}>
          <Trans>
            Scan the code with an authenticator app, or enter the key by hand. Keep the codes it
            makes to yourself.
          </Trans>
        </p>
        <div className={own.qr}>
          <Suspense fallback={<Skeleton width={200} height={200} />}>
            <QrCode text={value} label={t`QR code of the two-factor key`} />
          </Suspense>
        </div>
        <p className={own.secret}>
          <span className={styles.mono} data-testid="two-factor-secret">
            {grouped(secret)}
          </span>
          <CopyButton
            value={secret}
            compact={{ label: t`Copy key`, copiedLabel: t`Copied to clipboard` }}
            onError={onCopyError}
            data-testid="copy-two-factor-secret"
          />
        </p>
        <CopyButton
          value={value}
          block
          label={<Trans>Copy otpauth link</Trans>}
          copiedLabel={<Trans>Copied to clipboard</Trans>}
          onError={onCopyError}
          data-testid="copy-two-factor-link"
        />
      </Sheet>
    </>
  )
}
