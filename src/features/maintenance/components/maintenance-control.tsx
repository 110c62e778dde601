import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import type { MaintenanceScope } from '@contract/maintenance'
import { Button } from '@/components/ui/button'
import { useToast } from '@/components/ui/toast'
import { useMaintenanceSwitches } from '../api/get-maintenance-switches'
import { useSetMaintenanceSwitch } from '../api/set-maintenance-switch'
import { useSwitchTexts } from '../use-switch-texts'
import { MaintenanceInfo } from './maintenance-info'
import { MaintenanceSection } from './maintenance-section'
import styles from './maintenance-control.module.css'

const SCOPES: MaintenanceScope[] = ['general', 'buy', 'market']

type Busy = { scope: MaintenanceScope; action: 'toggle' | 'message' } | null

/** The admin maintenance page of spec section 2; the caller has already signed the admin in. */
export function MaintenanceControl() {
  const { t } = useLingui()
  const toast = useToast()
  const texts = useSwitchTexts()
  const switches = useMaintenanceSwitches()
  const save = useSetMaintenanceSwitch()
  const [busy, setBusy] = useState<Busy>(null)

  const run = (
    scope: MaintenanceScope,
    action: 'toggle' | 'message',
    mode: boolean,
    message: string,
  ) => {
    const text = texts[scope]
    setBusy({ scope, action })
    save.mutate(
      { scope, maintenance_mode: mode, message },
      {
        onSuccess: () => {
          if (action === 'message') toast.success(text.messageUpdated)
          else toast.success(mode ? text.enabled : text.disabled)
        },
        onError: (err) => {
          console.error('Maintenance switch failed', err)
          toast.error(action === 'message' ? text.messageError : text.toggleError)
        },
        onSettled: () => setBusy(null),
      },
    )
  }

  return (
    <main className={styles.page} data-testid="maintenance-page">
      {/* A standalone page without the admin console's tabs: the way back is here. */}
      <Link to="/admin" className={styles.back} data-testid="maintenance-back">
        <span aria-hidden="true">← </span>
        <Trans>Admin console</Trans>
      </Link>
      <h1 className={styles.heading}>
        <Trans>Maintenance mode</Trans>
      </h1>
      {switches.isPending ? (
        <p className={styles.loading} role="status">
          {t`Loading...`}
        </p>
      ) : switches.isError ? (
        <div className={styles.loading} role="alert">
          <p>
            <Trans>Could not load the maintenance switches.</Trans>
          </p>
          <Button variant="secondary" onClick={() => void switches.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        SCOPES.map((scope) => {
          const value = switches.data[scope]
          return (
            <MaintenanceSection
              key={scope}
              scope={scope}
              value={value}
              texts={texts[scope]}
              busy={busy?.scope === scope ? busy.action : null}
              onToggle={(next, message) => run(scope, 'toggle', next, message)}
              onSaveMessage={(message) => run(scope, 'message', value.maintenance_mode, message)}
            />
          )
        })
      )}
      <MaintenanceInfo />
    </main>
  )
}
