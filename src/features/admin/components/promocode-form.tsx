import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { promoCodeText } from '@contract/promocodes'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { useToast } from '@/components/ui/toast'
import { useCreatePromocode } from '../api/promocodes'
import { parseUsdInput } from '../format'
import { useErrorText } from '../error-text'
import formStyles from './admin-form.module.css'

export function PromocodeForm() {
  const { t } = useLingui()
  const toast = useToast()
  const errorText = useErrorText()
  const create = useCreatePromocode()
  const [code, setCode] = useState('')
  const [amount, setAmount] = useState('')
  const [maxUses, setMaxUses] = useState('1')
  const [expires, setExpires] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const parsedCode = promoCodeText.safeParse(code)
    const usd = parseUsdInput(amount)
    const uses = Number(maxUses)
    if (!parsedCode.success) return setProblem(t`Code: 3-32 letters, digits, _ or -.`)
    if (usd === null || usd <= 0)
      return setProblem(t`Amount: a positive sum in USD, like 5 or 2.50.`)
    if (!Number.isInteger(uses) || uses < 1) return setProblem(t`Max uses: a whole number from 1.`)
    setProblem(null)
    const body = { code: parsedCode.data, amount: usd, max_uses: uses, expires_at: expires || null }
    create.mutate(body, {
      onSuccess: () => {
        const created = parsedCode.data
        toast.success(t`Promo code ${created} created`)
        setCode('')
        setAmount('')
        setMaxUses('1')
        setExpires('')
      },
      onError: (err) => toast.error(errorText(err)),
    })
  }

  return (
    <Card title={<Trans>New promo code</Trans>}>
      <form className={formStyles.form} onSubmit={submit}>
        <div className={formStyles.toolbar}>
          <label className={formStyles.field}>
            <Trans>Code</Trans>
            <input
              className={formStyles.input}
              value={code}
              onChange={(e) => setCode(e.target.value.toUpperCase())}
              autoCapitalize="characters"
              required
            />
          </label>
          <label className={formStyles.field}>
            <Trans>Amount, USD</Trans>
            <input
              className={formStyles.input}
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              required
            />
          </label>
          <label className={formStyles.field}>
            <Trans>Max uses</Trans>
            <input
              className={formStyles.input}
              type="number"
              min={1}
              step={1}
              value={maxUses}
              onChange={(e) => setMaxUses(e.target.value)}
              required
            />
          </label>
          <label className={formStyles.field}>
            <Trans>Expires (optional, end of day UTC)</Trans>
            <input
              className={formStyles.input}
              type="date"
              value={expires}
              onChange={(e) => setExpires(e.target.value)}
            />
          </label>
        </div>
        {problem && (
          <p className={formStyles.fieldError} role="alert">
            {problem}
          </p>
        )}
        <Button type="submit" loading={create.isPending}>
          <Trans>Create</Trans>
        </Button>
      </form>
    </Card>
  )
}
