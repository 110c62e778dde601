import { Trans, useLingui } from '@lingui/react/macro'
import type { AftermarketCartError } from '@contract/aftermarket'
import { ApiError } from '@/lib/api-client'
import styles from './market.module.css'

/** Why an add or remove failed: the server's refusal, its error text, or no answer at all. */
export type WriteFailure = { refusal: AftermarketCartError } | { error: unknown }

/** The spec's 'Ошибка: {error}' for the market cart's add and remove. */
export function WriteError({ failure }: { failure: WriteFailure }) {
  const { t } = useLingui()
  let error: string
  if ('refusal' in failure) {
    error =
      failure.refusal === 'cart_full' ? t`the cart is full` : t`this domain is no longer on sale`
  } else if (failure.error instanceof ApiError && failure.error.code !== 'request_failed') {
    error = failure.error.message
  } else {
    error = t`no answer from the server, try again`
  }
  return (
    <p className={styles.error} role="alert" data-testid="market-write-error">
      <Trans>Error: {error}</Trans>
    </p>
  )
}
