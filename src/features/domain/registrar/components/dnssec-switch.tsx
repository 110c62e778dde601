import { Trans } from '@lingui/react/macro'
import type { RegistrarControlsView } from '@contract/registrar'
import { Button } from '@/components/ui/button'
import { Switch } from '@/components/ui/switch'
import styles from '../../components/domain.module.css'

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
    case 'enable_failed':
      return <Trans>Turning DNSSEC on failed</Trans>
    case 'disable_failed':
      return <Trans>Turning DNSSEC off failed</Trans>
  }
}

/** DNSSEC: one switch and where it stands (the page refreshes while it moves). */
export function DnssecSwitch(props: {
  view: RegistrarControlsView
  disabled: boolean
  onChange: (enabled: boolean) => void
}) {
  const state = props.view.dnssec
  // A failed turn-off may have left the DS in place, so the switch still shows DNSSEC as on.
  const on = ['enabling', 'pending', 'active', 'disable_failed'].includes(state)
  const moving = state === 'enabling' || state === 'disabling'
  const failed = state === 'enable_failed' || state === 'disable_failed'
  const reason = props.view.dnssec_error
  return (
    <>
      <Switch
        checked={on}
        disabled={props.disabled || moving}
        onChange={props.onChange}
        testId="dnssec-switch"
      >
        <Trans>DNSSEC</Trans>
      </Switch>
      <p className={styles.hint} data-testid="dnssec-state" data-state={state}>
        <StateText state={state} />
        {failed && reason ? <span data-testid="dnssec-error">: {reason}</span> : null}
      </p>
      {failed && (
        <Button
          variant="secondary"
          size="sm"
          disabled={props.disabled}
          onClick={() => props.onChange(state === 'enable_failed')}
          data-testid="dnssec-retry"
        >
          <Trans>Try again</Trans>
        </Button>
      )}
    </>
  )
}
