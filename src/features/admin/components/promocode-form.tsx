import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { promoCodeText } from '@contract/promocodes'
import { useToast } from '@/components/ui/toast'
import { useCreatePromocode } from '../api/promocodes'
import { parseUsdInput } from '../format'
import { useErrorText } from '../error-text'
import formStyles from './admin-form.module.css'
import { CreateFormCard, FormInput } from './create-form-card'

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

  const submit = () => {
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
    <CreateFormCard
      title={<Trans>New promo code</Trans>}
      submitLabel={<Trans>Create</Trans>}
      onSubmit={submit}
      problem={problem}
      pending={create.isPending}
    >
      <div className={formStyles.toolbar}>
        <FormInput
          label={<Trans>Code</Trans>}
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          autoCapitalize="characters"
          required
        />
        <FormInput
          label={<Trans>Amount, USD</Trans>}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          required
        />
        <FormInput
          label={<Trans>Max uses</Trans>}
          type="number"
          min={1}
          step={1}
          value={maxUses}
          onChange={(e) => setMaxUses(e.target.value)}
          required
        />
        <FormInput
          label={<Trans>Expires (optional, end of day UTC)</Trans>}
          type="date"
          value={expires}
          onChange={(e) => setExpires(e.target.value)}
        />
      </div>
    </CreateFormCard>
  )
}
