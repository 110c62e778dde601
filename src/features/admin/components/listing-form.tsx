import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { adminListingCreate } from '@contract/admin-listings'
import { useToast } from '@/components/ui/toast'
import { useCreateListing } from '../api/listings'
import { parseUsdInput } from '../format'
import { useErrorText } from '../error-text'
import formStyles from './admin-form.module.css'
import { CreateFormCard, FormInput } from './create-form-card'

export function ListingForm() {
  const { t } = useLingui()
  const toast = useToast()
  const errorText = useErrorText()
  const create = useCreateListing()
  const [domain, setDomain] = useState('')
  const [price, setPrice] = useState('')
  const [description, setDescription] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  const submit = () => {
    const parsed = adminListingCreate.safeParse({
      domain,
      price: parseUsdInput(price),
      description,
    })
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0]
      setProblem(
        field === 'domain' ? t`Domain: a name like example.com.` : t`Price: a positive sum in USD.`,
      )
      return
    }
    setProblem(null)
    create.mutate(parsed.data, {
      onSuccess: () => {
        const listed = parsed.data.domain
        toast.success(t`${listed} listed`)
        setDomain('')
        setPrice('')
        setDescription('')
      },
      onError: (err) => toast.error(errorText(err)),
    })
  }

  return (
    <CreateFormCard
      title={<Trans>New listing</Trans>}
      submitLabel={<Trans>List for sale</Trans>}
      onSubmit={submit}
      problem={problem}
      pending={create.isPending}
    >
      <div className={formStyles.toolbar}>
        <FormInput
          label={<Trans>Domain</Trans>}
          value={domain}
          onChange={(e) => setDomain(e.target.value)}
          autoCapitalize="off"
          required
        />
        <FormInput
          label={<Trans>Price, USD</Trans>}
          inputMode="decimal"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          required
        />
      </div>
      <label className={formStyles.field}>
        <Trans>Description</Trans>
        <textarea
          className={formStyles.input}
          rows={2}
          maxLength={2000}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </label>
    </CreateFormCard>
  )
}
