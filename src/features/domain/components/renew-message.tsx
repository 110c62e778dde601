import { Trans, useLingui } from '@lingui/react/macro'
import type { RenewState } from '../renew-outcome'
import styles from './domain.module.css'

/** The renewal screen's one message: the outcome of the press, else why the button is off. */
export function RenewMessage({
  state,
  noPrice,
  closed,
  short,
  offline,
}: {
  state: RenewState
  noPrice: boolean
  /** In redemption without a redemption fee: no renewal is possible any more. */
  closed: boolean
  short: boolean
  offline: boolean
}) {
  const { i18n } = useLingui()
  if (state.kind === 'success') {
    const date = state.newExpiration
      ? i18n.date(new Date(state.newExpiration), { year: 'numeric', month: 'long', day: 'numeric' })
      : ''
    return (
      <p className={styles.success} role="status" data-testid="renew-success">
        <Trans>Domain successfully renewed! New expiration: {date}</Trans>
        {!state.confirmed && (
          <>
            {' '}
            <Trans>The registrar is still confirming it.</Trans>
          </>
        )}
      </p>
    )
  }
  if (state.kind === 'error') {
    const max = state.maxYears ?? 10
    return (
      <p
        className={styles.error}
        role="alert"
        data-testid="renew-error"
        data-failure={state.failure}
      >
        {state.failure === 'not_found' && <Trans>Domain not found in your domains</Trans>}
        {state.failure === 'insufficient' && <Trans>Insufficient balance</Trans>}
        {state.failure === 'no_price' && <Trans>Renewal price not specified</Trans>}
        {state.failure === 'failed' && <Trans>Error renewing domain</Trans>}
        {state.failure === 'processing_error' && <Trans>Processing error</Trans>}
        {state.failure === 'too_long' && (
          <Trans>This registry keeps a domain at most {max} years ahead. Choose fewer years.</Trans>
        )}
        {state.failure === 'closed' && <Trans>This domain can no longer be renewed.</Trans>}
      </p>
    )
  }
  if (closed)
    return (
      <p className={styles.error} data-testid="renew-error" data-failure="closed">
        <Trans>This domain can no longer be renewed.</Trans>
      </p>
    )
  if (noPrice)
    return (
      <p className={styles.error} data-testid="renew-error" data-failure="no_price">
        <Trans>Renewal price not specified</Trans>
      </p>
    )
  if (short)
    return (
      <p className={styles.error} data-testid="renew-error" data-failure="insufficient">
        <Trans>Insufficient balance</Trans>
      </p>
    )
  if (offline)
    return (
      <p className={styles.hint} data-testid="renew-offline">
        <Trans>You are offline. Renewal needs a connection.</Trans>
      </p>
    )
  return null
}
