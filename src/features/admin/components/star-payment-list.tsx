import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { AdminStarPayment, StarPaymentState, StarRefundRefusal } from '@contract/star-payments'
import { formatUsd } from '@contract/money'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useToast } from '@/components/ui/toast'
import { ApiError, newIdempotencyKey } from '@/lib/api-client'
import { useAdminStarPayments, useRefundStarPayment } from '../api/star-payments'
import { formatDateTime } from '../format'
import { useErrorText } from '../error-text'
import styles from './admin.module.css'
import formStyles from './admin-form.module.css'
import { StarIcon } from '@/components/ui/icons'

function useStarTexts() {
  const { t } = useLingui()
  const state: Record<StarPaymentState, string> = {
    credited: t`Credited`,
    refunding: t`Refunding`,
    refunded: t`Refunded`,
    refunded_spent: t`Refunded after spending`,
  }
  const refusal: Record<StarRefundRefusal, string> = {
    not_found: t`This payment was not found.`,
    already_refunded: t`Already refunded.`,
    refund_in_progress: t`A refund is already under way.`,
    already_spent: t`The top-up has been spent: the balance is below its amount.`,
    too_old: t`Too old: past the refund window.`,
    bot_unavailable: t`The bot is switched off: refunds are unavailable.`,
    telegram_error: t`Telegram refused the refund; the balance is unchanged.`,
  }
  return { state, refusal }
}

const stateClass: Record<StarPaymentState, string> = {
  credited: `${styles.badge} ${styles.good}`,
  refunding: `${styles.badge} ${styles.warn}`,
  refunded: styles.badge ?? '',
  refunded_spent: `${styles.badge} ${styles.bad}`,
}

/** The user's Stars top-ups; an unspent one can be refunded to the payer after a confirmation. */
export function StarPaymentList({ tgId }: { tgId: string }) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const errorText = useErrorText()
  const texts = useStarTexts()
  const payments = useAdminStarPayments(tgId)
  const refund = useRefundStarPayment(tgId)
  const [pending, setPending] = useState<{ payment: AdminStarPayment; key: string } | null>(null)

  const confirm = () => {
    if (!pending) return
    refund.mutate(
      { chargeId: pending.payment.charge_id, idempotencyKey: pending.key },
      {
        onSuccess: (res) => {
          const amount = formatUsd(res.payment.amount)
          const balance = formatUsd(res.balance)
          toast.success(t`Refunded ${amount}. Balance is now ${balance}`)
        },
        onError: (err) => {
          const known = err instanceof ApiError && err.code in texts.refusal
          toast.error(known ? texts.refusal[err.code as StarRefundRefusal] : errorText(err))
        },
        onSettled: () => setPending(null),
      },
    )
  }

  const list = payments.data?.payments ?? []
  const shown = pending ? formatUsd(pending.payment.amount) : ''
  const stars = pending?.payment.stars ?? 0
  return (
    <Card title={<Trans>Stars top-ups</Trans>} data-testid="admin-star-payments">
      {payments.isError && <p className={formStyles.fieldError}>{errorText(payments.error)}</p>}
      {payments.isSuccess && list.length === 0 && (
        <p className={styles.muted}>
          <Trans>No Stars top-ups</Trans>
        </p>
      )}
      <ul className={styles.list}>
        {list.map((p) => (
          <li key={p.charge_id} className={styles.row} data-testid="admin-star-payment">
            <span className={styles.rowMain}>
              <span className={styles.rowTitle}>
                {formatUsd(p.amount)} · {p.stars} <StarIcon label={t`Stars`} />
                {p.demo ? ` · ${t`demo`}` : ''}
              </span>
              <span className={styles.rowMeta}>{formatDateTime(p.created_at, i18n.locale)}</span>
              {p.refusal && p.state === 'credited' && (
                <span className={styles.rowMeta}>{texts.refusal[p.refusal]}</span>
              )}
            </span>
            <span className={styles.rowSide}>
              <span className={stateClass[p.state]} data-testid="admin-star-payment-state">
                {texts.state[p.state]}
              </span>
              {p.refusal === null && (
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => setPending({ payment: p, key: newIdempotencyKey() })}
                >
                  <Trans context="action">Refund</Trans>
                </Button>
              )}
            </span>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        busy={refund.isPending}
        danger
        title={t`Refund ${shown}?`}
        message={t`${stars} Stars go back to the payer and ${shown} is taken off the balance.`}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </Card>
  )
}
