import { useState } from 'react'
import { Trans } from '@lingui/react/macro'
import type { AftermarketDomain } from '@contract/aftermarket'
import { formatUsd } from '@contract/money'
import { newIdempotencyKey } from '@/lib/api-client'
import { haptic } from '@/lib/telegram/haptic'
import { Button } from '@/components/ui/button'
import { useAddToMarketCart } from '../api/add-to-market-cart'
import { useRemoveFromMarketCart } from '../api/remove-from-market-cart'
import { WriteError, type WriteFailure } from './write-error'
import styles from './market.module.css'
import { DomainName } from '@/components/ui/domain-name'

/** One listing: name, fixed price, the seller's description and the cart action. */
export function ListingCard({ listing, inCart }: { listing: AftermarketDomain; inCart: boolean }) {
  const add = useAddToMarketCart()
  const remove = useRemoveFromMarketCart()
  const [failure, setFailure] = useState<WriteFailure | null>(null)
  const fail = (f: WriteFailure) => {
    haptic.error()
    setFailure(f)
  }

  const onAdd = () => {
    setFailure(null)
    haptic.impact()
    add.mutate(
      { listing, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (res) => {
          if (!res.success) fail({ refusal: res.error ?? 'unavailable' })
        },
        onError: (error) => fail({ error }),
      },
    )
  }
  const onRemove = () => {
    setFailure(null)
    remove.mutate(
      { domain_id: listing.id, idempotencyKey: newIdempotencyKey() },
      { onError: (error) => fail({ error }) },
    )
  }

  return (
    <li className={styles.card} data-testid="market-listing" data-domain={listing.domain}>
      <div className={styles.row}>
        <span className={styles.domain}>
          <DomainName name={listing.domain} />
        </span>
        <span className={styles.price}>{formatUsd(listing.price)}</span>
      </div>
      {listing.description && <p className={styles.description}>{listing.description}</p>}
      {inCart ? (
        <Button variant="secondary" size="sm" block data-testid="market-remove" onClick={onRemove}>
          <Trans>Remove from cart</Trans>
        </Button>
      ) : (
        <Button size="sm" block data-testid="market-add" onClick={onAdd}>
          <Trans>Add to cart</Trans>
        </Button>
      )}
      {failure && <WriteError failure={failure} />}
    </li>
  )
}
