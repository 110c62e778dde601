import { Trans, useLingui } from '@lingui/react/macro'
import type { RegistrarControlsView } from '@contract/registrar'
import { Card } from '@/components/ui/card'
import { useToast } from '@/components/ui/toast'
import { Switch } from '@/components/ui/switch'
import { useRegistrarChange, useRegistrarControls } from '../api/registrar-controls'
import { registrarErrorText } from '../registrar-error-text'
import { AuthCodeButton } from './auth-code-dialog'
import { DnssecSwitch } from './dnssec-switch'
import { RegistrarConfirm, type RiskyRegistrarChange } from './registrar-confirm'
import { useConfirmedChange } from '../../components/confirm-change'
import styles from '../../components/domain.module.css'
import { LONG_DAY, formatDate } from '@/lib/format-date'

/** WHOIS privacy, the transfer lock (with the registry's lock date) and the auth code. */
export function RegistrarCard({ domain }: { domain: string }) {
  const { i18n } = useLingui()
  const controls = useRegistrarControls(domain)
  const change = useRegistrarChange(domain)
  const toast = useToast()
  const run = (c: Parameters<typeof change.mutate>[0]) =>
    change.mutate(c, { onError: (err) => toast.error(registrarErrorText(err, i18n)) })
  const confirm = useConfirmedChange<RiskyRegistrarChange>((c) =>
    run(
      c === 'privacy_off' ? { kind: 'privacy', enabled: false } : { kind: 'lock', locked: false },
    ),
  )
  const view = controls.data
  if (!view) return null
  const busy = change.isPending || view.registrar_unreachable === true
  return (
    <Card title={<Trans>Registrar</Trans>} data-testid="registrar-card">
      {view.registrar_unreachable && (
        <p className={styles.warning} role="note">
          <Trans>Can't reach the registrar: these are the last known settings.</Trans>
        </p>
      )}
      <Switch
        checked={view.privacy_enabled}
        disabled={busy}
        onChange={(enabled) =>
          enabled ? run({ kind: 'privacy', enabled }) : confirm.ask('privacy_off')
        }
        testId="privacy-switch"
      >
        <Trans>WHOIS privacy (free)</Trans>
      </Switch>
      <p className={styles.hint} data-testid="whois-public">
        <WhatIsPublic view={view} />
      </p>
      <Switch
        checked={view.locked}
        disabled={busy}
        onChange={(locked) => (locked ? run({ kind: 'lock', locked }) : confirm.ask('unlock'))}
        testId="lock-switch"
      >
        <Trans>Transfer lock</Trans>
      </Switch>
      <LockNote view={view} />
      {!view.locked && <AuthCodeButton domain={domain} />}
      <DnssecSwitch
        view={view}
        disabled={busy}
        onChange={(enabled) => run({ kind: 'dnssec', enabled })}
      />
      <RegistrarConfirm {...confirm.dialog} />
    </Card>
  )
}

function WhatIsPublic({ view }: { view: RegistrarControlsView }) {
  if (view.privacy_enabled)
    return (
      <Trans>
        Public in WHOIS: the domain name, its registrar, dates and name servers. Your name, email,
        phone and address are replaced by the privacy service's.
      </Trans>
    )
  return (
    <Trans>
      Public in WHOIS: your name, organisation, email, phone and postal address, along with the
      domain's registrar, dates and name servers.
    </Trans>
  )
}

function LockNote({ view }: { view: RegistrarControlsView }) {
  const { i18n } = useLingui()
  if (view.transfer_lock_expires_at) {
    const date = formatDate(view.transfer_lock_expires_at, i18n.locale, LONG_DAY)
    return (
      <p className={styles.hint} data-testid="policy-lock">
        <Trans comment="The Russian date ends with «г.»: add no period after it.">
          After a registration or transfer the registry keeps the domain locked for 60 days: it can
          be transferred from {date}.
        </Trans>
      </p>
    )
  }
  return (
    <p className={styles.hint}>
      {view.locked ? (
        <Trans>Locked: no other registrar can take the domain.</Trans>
      ) : (
        <Trans>
          Unlocked: the domain can be transferred with its auth code. Lock it again if you stay.
        </Trans>
      )}
    </p>
  )
}
