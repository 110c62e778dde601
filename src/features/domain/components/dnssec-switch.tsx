import { Trans } from '@lingui/react/macro'
import type { RegistrarControlsView } from '@contract/registrar'
import styles from './domain.module.css'

function StateText({ state }: { state: RegistrarControlsView['dnssec'] }) {
  switch (state) {
    case 'off':
      return <Trans>Off</Trans>
    case 'enabling':
      return (
        <Trans>Turning on: the CDN signs the zone and its DS record goes to the registrar</Trans>
      )
    case 'pending':
      return <Trans>Pending: waiting for the registry to publish the DS record</Trans>
    case 'active':
      return <Trans>Active</Trans>
    case 'disabling':
      return <Trans>Turning off: the DS record is removed at the registrar first</Trans>
  }
}

/** DNSSEC: one switch and where it stands (the page refreshes while it moves). */
export function DnssecSwitch(props: {
  view: RegistrarControlsView
  disabled: boolean
  onChange: (enabled: boolean) => void
}) {
  const state = props.view.dnssec
  const on = state === 'enabling' || state === 'pending' || state === 'active'
  const moving = state === 'enabling' || state === 'disabling'
  return (
    <>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          role="switch"
          checked={on}
          disabled={props.disabled || moving}
          onChange={(e) => props.onChange(e.target.checked)}
          data-testid="dnssec-switch"
        />
        <Trans>DNSSEC</Trans>
      </label>
      <p className={styles.hint} data-testid="dnssec-state" data-state={state}>
        <StateText state={state} />
      </p>
    </>
  )
}
