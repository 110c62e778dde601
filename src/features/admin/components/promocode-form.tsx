import { Trans, useLingui } from '@lingui/react/macro'
import { promoCodeText } from '@contract/promocodes'
import { useCreatePromocode } from '../api/promocodes'
import { parseUsdInput } from '../format'
import { useCreateForm } from '../use-create-form'
import formStyles from './admin-form.module.css'
import { CreateFormCard, FormInput } from './create-form-card'

export function PromocodeForm() {
  const { t } = useLingui()
  const form = useCreateForm(
    { code: '', amount: '', maxUses: '1', expires: '' },
    useCreatePromocode(),
  )

  const submit = () => {
    const parsedCode = promoCodeText.safeParse(form.fields.code)
    const usd = parseUsdInput(form.fields.amount)
    const uses = Number(form.fields.maxUses)
    if (!parsedCode.success) return form.refuse(t`Code: 3-32 letters, digits, _ or -.`)
    if (usd === null || usd <= 0)
      return form.refuse(t`Amount: a positive sum in USD, like 5 or 2.50.`)
    if (!Number.isInteger(uses) || uses < 1) return form.refuse(t`Max uses: a whole number from 1.`)
    const created = parsedCode.data
    form.send(
      { code: created, amount: usd, max_uses: uses, expires_at: form.fields.expires || null },
      t`Promo code ${created} created`,
    )
  }

  return (
    <CreateFormCard
      title={<Trans>New promo code</Trans>}
      submitLabel={<Trans>Create</Trans>}
      onSubmit={submit}
      {...form.card}
    >
      <div className={formStyles.toolbar}>
        <FormInput
          label={<Trans>Code</Trans>}
          {...form.field('code', (typed) => typed.toUpperCase())}
          autoCapitalize="characters"
          required
        />
        <FormInput
          label={<Trans>Amount, USD</Trans>}
          inputMode="decimal"
          {...form.field('amount')}
          required
        />
        <FormInput
          label={<Trans>Max uses</Trans>}
          type="number"
          min={1}
          step={1}
          {...form.field('maxUses')}
          required
        />
        <FormInput
          label={<Trans>Expires (optional, end of day UTC)</Trans>}
          type="date"
          {...form.field('expires')}
        />
      </div>
    </CreateFormCard>
  )
}
