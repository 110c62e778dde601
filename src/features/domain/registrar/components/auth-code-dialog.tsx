import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { CopyButton } from '@/components/ui/copy-button'
import { Sheet } from '@/components/ui/sheet'
import { useToast } from '@/components/ui/toast'
import { useRevealAuthCode } from '../api/registrar-controls'
import { registrarErrorText } from '../registrar-error-text'
import styles from '../../components/domain.module.css'

/**
 * "Get the auth code": a confirmation that says what a transfer means (the CDN zone and its
 * settings stay here), then the code, shown once: closing the sheet forgets it.
 */
export function AuthCodeButton({ domain }: { domain: string }) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const reveal = useRevealAuthCode(domain)
  const [asking, setAsking] = useState(false)
  const [code, setCode] = useState<string>()
  const confirm = () =>
    reveal.mutate(undefined, {
      onSuccess: (res) => {
        setAsking(false)
        setCode(res.auth_code)
      },
      onError: (err) => {
        setAsking(false)
        toast.error(registrarErrorText(err, i18n))
      },
    })
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)} data-testid="auth-code-ask">
        <Trans>Get the transfer auth code</Trans>
      </Button>
      <ConfirmDialog
        open={asking}
        busy={reveal.isPending}
        title={<Trans>Transfer the domain to another registrar?</Trans>}
        message={
          <Trans>
            With this code another registrar can take the domain away from this app. After the
            transfer its CDN zone, DNS records, SSL and DDoS settings are no longer managed here,
            and the site may stop working until you point the name servers elsewhere. The code is
            shown once.
          </Trans>
        }
        confirmLabel={<Trans>Show the code</Trans>}
        danger
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
      <Sheet
        open={code !== undefined}
        onClose={() => setCode(undefined)}
        title={<Trans>Transfer auth code</Trans>}
        placement="center"
      >
        <p className={styles.hint}>
          <Trans>Give this code only to the registrar you are moving the domain to.</Trans>
        </p>
        <p className={styles.row}>
          <span className={styles.mono} data-testid="auth-code">
            {code}
          </span>
          <CopyButton
            value={code ?? ''}
            copiedLabel={t`Copied to clipboard`}
            onError={() => toast.error(t`Copy error`)}
          />
        </p>
        <Button block onClick={() => setCode(undefined)} data-testid="auth-code-close">
          <Trans>Done</Trans>
        </Button>
      </Sheet>
    </>
  )
}
