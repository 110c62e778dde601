import { Trans, useLingui } from '@lingui/react/macro'
import type { RenewOutcome } from '../renew-outcome'
import styles from '../../components/domain.module.css'
import { LONG_DAY, formatDate } from '@/lib/format-date'

/** The renewal screen's one message: the outcome of the press, else why the button is off. */
export function RenewMessage({
  outcome,
  noPrice,
  closed,
  short,
  offline,
}: {
  outcome: RenewOutcome | null
  noPrice: boolean
  /** In redemption without a redemption fee: no renewal is possible any more. */
  closed: boolean
  short: boolean
  offline: boolean
}) {
  const { i18n } = useLingui()
  if (outcome?.kind === 'success') {
    const date = outcome.newExpiration
      ? formatDate(outcome.newExpiration, i18n.locale, LONG_DAY)
      : ''
    return (
      <p className={styles.success} role="status" data-testid="renew-success">
        <Trans>Domain successfully renewed! New expiration: {date}</Trans>
        {!outcome.confirmed && (
          <>
            {' '}
            <Trans>The registrar is still confirming it.</Trans>
          </>
        )}
      </p>
    )
  }
  if (outcome?.kind === 'error') {
    const max = outcome.maxYears ?? 10
    return (
      <p
        className={styles.error}
        role="alert"
        data-testid="renew-error"
        data-failure={outcome.failure}
      >
        {outcome.failure === 'not_found' && <Trans>Domain not found in your domains</Trans>}
        {outcome.failure === 'insufficient' && <Trans>Insufficient balance</Trans>}
        {outcome.failure === 'no_price' && <Trans>Renewal price not specified</Trans>}
        {outcome.failure === 'failed' && <Trans>Error renewing domain</Trans>}
        {outcome.failure === 'processing_error' && <Trans>Processing error</Trans>}
        {outcome.failure === 'too_long' && (
          <Trans>This registry keeps a domain at most {max} years ahead. Choose fewer years.</Trans>
        )}
        {outcome.failure === 'closed' && <Trans>This domain can no longer be renewed.</Trans>}
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
