import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { AdminUser } from '@contract/admin'
import { formatUsd } from '@contract/money'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useToast } from '@/components/ui/toast'
import { newIdempotencyKey } from '@/lib/api-client'
import { useAdjustBalance } from '../api/user-actions'
import { parseUsdInput } from '../format'
import { useErrorText } from '../error-text'
import formStyles from './admin-form.module.css'

interface Pending {
  amount: number
  reason: string
  key: string
}

/** A ledger adjustment with a reason: positive credits, negative debits, never below zero. */
export function BalanceControl({ user }: { user: AdminUser }) {
  const { t } = useLingui()
  const toast = useToast()
  const errorText = useErrorText()
  const adjust = useAdjustBalance(String(user.tg_id))
  const [amountText, setAmountText] = useState('')
  const [reason, setReason] = useState('')
  const [pending, setPending] = useState<Pending | null>(null)
  const amount = parseUsdInput(amountText)
  const amountError =
    amountText.trim() && (amount === null || amount === 0)
      ? t`Enter an amount like 10 or -2.50 (not zero)`
      : null
  const overdraw = amount !== null && amount < 0 && -amount > user.balance

  const confirm = () => {
    if (!pending) return
    adjust.mutate(
      { amount: pending.amount, reason: pending.reason, idempotencyKey: pending.key },
      {
        onSuccess: (res) => {
          setAmountText('')
          setReason('')
          const balance = formatUsd(res.user.balance)
          toast.success(t`Balance is now ${balance}`)
        },
        onError: (err) => toast.error(errorText(err)),
        onSettled: () => setPending(null),
      },
    )
  }

  const shown = pending ? formatUsd(Math.abs(pending.amount)) : ''
  const balance = formatUsd(user.balance)
  return (
    <Card title={<Trans>Balance adjustment</Trans>} data-testid="admin-balance-control">
      <form
        className={formStyles.form}
        onSubmit={(e) => {
          e.preventDefault()
          if (amount && reason.trim() && !overdraw)
            setPending({ amount, reason: reason.trim(), key: newIdempotencyKey() })
        }}
      >
        <label className={formStyles.field}>
          <Trans>Amount, USD (negative to debit)</Trans>
          <input
            className={formStyles.input}
            inputMode="decimal"
            value={amountText}
            onChange={(e) => setAmountText(e.target.value)}
            aria-invalid={Boolean(amountError) || overdraw}
            required
          />
        </label>
        {amountError && <span className={formStyles.fieldError}>{amountError}</span>}
        {overdraw && (
          <span className={formStyles.fieldError}>
            <Trans>The balance is {balance}; it cannot go below zero.</Trans>
          </span>
        )}
        <label className={formStyles.field}>
          <Trans>Reason (kept in the ledger and the audit log)</Trans>
          <input
            className={formStyles.input}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
          />
        </label>
        <Button type="submit" variant="secondary" disabled={!amount || !reason.trim() || overdraw}>
          <Trans>Apply</Trans>
        </Button>
      </form>
      <ConfirmDialog
        open={pending !== null}
        busy={adjust.isPending}
        danger={(pending?.amount ?? 0) < 0}
        title={pending && pending.amount > 0 ? t`Credit ${shown}?` : t`Debit ${shown}?`}
        message={pending?.reason}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </Card>
  )
}
