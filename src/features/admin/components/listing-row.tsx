import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { AdminListing } from '@contract/admin-listings'
import { formatUsd } from '@contract/money'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useToast } from '@/components/ui/toast'
import { useUpdateListing } from '../api/listings'
import { parseUsdInput } from '../format'
import { useErrorText } from '../error-text'
import styles from './admin.module.css'
import formStyles from './admin-form.module.css'

/** One listing: edit price and description in place, delist (asks first) or list again. */
export function ListingRow({ listing }: { listing: AdminListing }) {
  const { t } = useLingui()
  const toast = useToast()
  const errorText = useErrorText()
  const update = useUpdateListing()
  const [editing, setEditing] = useState(false)
  const [price, setPrice] = useState(String(listing.price))
  const [description, setDescription] = useState(listing.description)
  const [confirmDelist, setConfirmDelist] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const domain = listing.domain
  const sold = listing.status === 'sold'

  const statusLabel: Record<AdminListing['status'], string> = {
    available: t`For sale`,
    sold: t`Sold`,
    reserved: t`Reserved`,
    delisted: t`Delisted`,
  }

  const save = () => {
    const usd = parseUsdInput(price)
    if (usd === null || usd <= 0) return setProblem(t`Price: a positive sum in USD.`)
    setProblem(null)
    update.mutate(
      { id: listing.id, price: usd, description: description.trim() },
      {
        onSuccess: () => {
          setEditing(false)
          toast.success(t`Updated`)
        },
        onError: (err) => toast.error(errorText(err)),
      },
    )
  }

  const setStatus = (status: 'available' | 'delisted') =>
    update.mutate(
      { id: listing.id, status },
      {
        onSuccess: () =>
          toast.success(status === 'delisted' ? t`${domain} delisted` : t`${domain} listed`),
        onError: (err) => toast.error(errorText(err)),
        onSettled: () => setConfirmDelist(false),
      },
    )

  return (
    <li className={styles.row} data-testid="admin-listing-row">
      <span className={styles.rowMain}>
        <span className={styles.rowTitle}>
          {listing.domain} · {formatUsd(listing.price)}
        </span>
        {editing ? (
          <span className={formStyles.form}>
            <input
              className={formStyles.input}
              inputMode="decimal"
              value={price}
              onChange={(e) => setPrice(e.target.value)}
              aria-label={t`Price, USD`}
            />
            <textarea
              className={formStyles.input}
              rows={2}
              maxLength={2000}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              aria-label={t`Description`}
            />
            {problem && <span className={formStyles.fieldError}>{problem}</span>}
            <span className={styles.actions}>
              <Button size="sm" loading={update.isPending} onClick={save}>
                <Trans>Save</Trans>
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
                <Trans>Cancel</Trans>
              </Button>
            </span>
          </span>
        ) : (
          listing.description && <span className={styles.rowMeta}>{listing.description}</span>
        )}
        {!sold && !editing && (
          <span className={styles.actions}>
            <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
              <Trans>Edit</Trans>
            </Button>
            {listing.status === 'delisted' ? (
              <Button size="sm" variant="secondary" onClick={() => setStatus('available')}>
                <Trans>List again</Trans>
              </Button>
            ) : (
              <Button size="sm" variant="ghost" onClick={() => setConfirmDelist(true)}>
                <Trans>Delist</Trans>
              </Button>
            )}
          </span>
        )}
      </span>
      <span className={styles.rowSide}>
        <span className={`${styles.badge} ${listing.status === 'available' ? styles.good : ''}`}>
          {statusLabel[listing.status]}
        </span>
      </span>
      <ConfirmDialog
        open={confirmDelist}
        danger
        busy={update.isPending}
        title={t`Delist ${domain}?`}
        message={t`It disappears from the After Market and from users' market carts.`}
        onConfirm={() => setStatus('delisted')}
        onCancel={() => setConfirmDelist(false)}
      />
    </li>
  )
}
