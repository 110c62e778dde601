import { useRef, useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatUsd } from '@contract/money'
import { Button } from '@/components/ui/button'
import { Sheet } from '@/components/ui/sheet'
import { useToast } from '@/components/ui/toast'
import { BannedError, newIdempotencyKey } from '@/lib/api-client'
import { useOnline } from '@/lib/offline/use-online'
import { haptic } from '@/lib/telegram/haptic'
import { useActivatePromocode } from '../api/activate-promocode'
import { normalizePromoInput, promoFailureOf, type PromoFailure } from '../promo-rules'
import styles from './profile.module.css'

export interface PromoModalProps {
  open: boolean
  onClose: () => void
}

/** Spec section 5: enter a code, activate it, see the amount credited or why not. */
export function PromoModal({ open, onClose }: PromoModalProps) {
  const { t } = useLingui()
  const toast = useToast()
  const online = useOnline()
  const activate = useActivatePromocode()
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const inFlight = useRef(false)

  const failureText: Record<PromoFailure, string> = {
    not_found: t`The promo code does not exist or has expired.`,
    already_used: t`You have already activated this promo code.`,
    exhausted: t`The promo code has reached its maximum number of uses.`,
    other: t`Error activating the promo code`,
  }

  const close = () => {
    setValue('')
    setError(null)
    onClose()
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (inFlight.current) return
    const promocode = normalizePromoInput(value)
    if (!promocode) return setError(t`Enter a promo code`)
    setError(null)
    inFlight.current = true
    try {
      // One key per press: retries after a lost answer reuse it, a new press makes a new one.
      const res = await activate.mutateAsync({ promocode, idempotencyKey: newIdempotencyKey() })
      const amount = formatUsd(res.amount)
      toast.success(t`Promo code activated: +${amount}`)
      close()
    } catch (err) {
      if (err instanceof BannedError) return
      haptic.error()
      setError(failureText[promoFailureOf(err)])
    } finally {
      inFlight.current = false
    }
  }

  return (
    <Sheet open={open} onClose={close} title={<Trans>Promo code</Trans>}>
      <form className={styles.promoForm} onSubmit={(e) => void submit(e)} noValidate>
        <input
          className={styles.promoInput}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder={t`Promo code`}
          aria-label={t`Promo code`}
          aria-invalid={error !== null}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={64}
          data-testid="promo-input"
        />
        {error && (
          <p className={styles.formError} role="alert" data-testid="promo-error">
            {error}
          </p>
        )}
        {!online && (
          <p className={styles.hint} data-testid="promo-offline">
            <Trans>You are offline. Activating a promo code needs a connection.</Trans>
          </p>
        )}
        <Button
          type="submit"
          block
          loading={activate.isPending}
          disabled={!online}
          data-testid="promo-submit"
        >
          <Trans>Activate</Trans>
        </Button>
      </form>
    </Sheet>
  )
}
