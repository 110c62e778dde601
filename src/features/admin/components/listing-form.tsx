import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { adminListingCreate } from '@contract/admin-listings'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { useToast } from '@/components/ui/toast'
import { useCreateListing } from '../api/listings'
import { parseUsdInput } from '../format'
import { useErrorText } from '../error-text'
import formStyles from './admin-form.module.css'

export function ListingForm() {
  const { t } = useLingui()
  const toast = useToast()
  const errorText = useErrorText()
  const create = useCreateListing()
  const [domain, setDomain] = useState('')
  const [price, setPrice] = useState('')
  const [description, setDescription] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  const submit = (e: FormEvent) => {
    e.preventDefault()
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
    <Card title={<Trans>New listing</Trans>}>
      <form className={formStyles.form} onSubmit={submit}>
        <div className={formStyles.toolbar}>
          <label className={formStyles.field}>
            <Trans>Domain</Trans>
            <input
              className={formStyles.input}
              value={domain}
              onChange={(e) => setDomain(e.target.value)}
              autoCapitalize="off"
              required
            />
          </label>
          <label className={formStyles.field}>
            <Trans>Price, USD</Trans>
            <input
              className={formStyles.input}
              inputMode="decimal"
              value={price}
              onChange={(e) => setPrice(e.target.value)}
              required
            />
          </label>
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
        {problem && (
          <p className={formStyles.fieldError} role="alert">
            {problem}
          </p>
        )}
        <Button type="submit" loading={create.isPending}>
          <Trans>List for sale</Trans>
        </Button>
      </form>
    </Card>
  )
}
