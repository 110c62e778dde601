import { Trans } from '@lingui/react/macro'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'

/** The registrar changes that expose the owner or the domain, asked about before they run. */
export type RiskyRegistrarChange = 'privacy_off' | 'unlock'

/** Asks before WHOIS privacy goes off or the transfer lock opens, as other destructive actions do. */
export function RegistrarConfirm({
  asked,
  onConfirm,
  onCancel,
}: {
  asked: RiskyRegistrarChange | null
  onConfirm: (change: RiskyRegistrarChange) => void
  onCancel: () => void
}) {
  const privacy = asked === 'privacy_off'
  return (
    <ConfirmDialog
      open={asked !== null}
      danger
      title={privacy ? <Trans>Turn off WHOIS privacy?</Trans> : <Trans>Unlock the domain?</Trans>}
      message={
        privacy ? (
          <Trans>
            Your name, email, phone and postal address become public in WHOIS, where anyone can read
            and copy them.
          </Trans>
        ) : (
          <Trans>
            With the lock off and its auth code, the domain can be moved to another registrar.
          </Trans>
        )
      }
      confirmLabel={privacy ? <Trans>Turn off</Trans> : <Trans>Unlock</Trans>}
      onConfirm={() => asked && onConfirm(asked)}
      onCancel={onCancel}
    />
  )
}
