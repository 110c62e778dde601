import { Trans, useLingui } from '@lingui/react/macro'
import { adminListingCreate } from '@contract/admin-listings'
import { useCreateListing } from '../api/listings'
import { parseUsdInput } from '../format'
import { useCreateForm } from '../use-create-form'
import formStyles from './admin-form.module.css'
import { CreateFormCard, FormInput } from './create-form-card'

export function ListingForm() {
  const { t } = useLingui()
  const form = useCreateForm({ domain: '', price: '', description: '' }, useCreateListing())

  const submit = () => {
    const { domain, price, description } = form.fields
    const parsed = adminListingCreate.safeParse({
      domain,
      price: parseUsdInput(price),
      description,
    })
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0]
      return form.refuse(
        field === 'domain' ? t`Domain: a name like example.com.` : t`Price: a positive sum in USD.`,
      )
    }
    const listed = parsed.data.domain
    form.send(parsed.data, t`${listed} listed`)
  }

  return (
    <CreateFormCard
      title={<Trans>New listing</Trans>}
      submitLabel={<Trans>List for sale</Trans>}
      onSubmit={submit}
      {...form.card}
    >
      <div className={formStyles.toolbar}>
        <FormInput
          label={<Trans>Domain</Trans>}
          {...form.field('domain')}
          autoCapitalize="off"
          required
        />
        <FormInput
          label={<Trans>Price, USD</Trans>}
          inputMode="decimal"
          {...form.field('price')}
          required
        />
      </div>
      <label className={formStyles.field}>
        <Trans>Description</Trans>
        <textarea
          className={formStyles.input}
          rows={2}
          maxLength={2000}
          {...form.field('description')}
        />
      </label>
    </CreateFormCard>
  )
}
