import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { formatUsd } from '@contract/money'
import { EmptyState } from '@/components/ui/empty-state'
import { TagIcon } from '@/components/ui/icons'
import { Skeleton } from '@/components/ui/skeleton'
import { isStalledOffline } from '@/lib/query-status'
import { useListings } from '../api/get-listings'
import { useMarketCart } from '../api/get-market-cart'
import { ListingCard } from './listing-card'
import styles from './market.module.css'
import { LoadError } from '@/components/ui/load-error'

/** /aftermarket: resale domains at fixed prices, each addable to the market cart. */
export function ListingsPage() {
  const cart = useMarketCart()
  const inCart = new Set(cart.data?.domains.map((d) => d.id))
  const count = inCart.size
  const total = formatUsd(cart.data?.total ?? 0)
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          <Trans>After Market</Trans>
        </h1>
        <Link to="/aftermarket-cart" className={styles.cartLink} data-testid="market-cart-link">
          {count > 0 ? (
            <Trans>
              Cart: {count} · {total}
            </Trans>
          ) : (
            <Trans>Cart</Trans>
          )}
        </Link>
      </header>
      <Listings inCart={inCart} />
    </div>
  )
}

function Listings({ inCart }: { inCart: Set<number> }) {
  const listings = useListings()
  if (listings.isError || isStalledOffline(listings)) {
    return (
      <LoadError
        className={styles.center}
        messageClassName={styles.error}
        message={<Trans>Failed to load the After Market domains.</Trans>}
        onRetry={() => void listings.refetch()}
        data-testid="market-load-error"
      />
    )
  }
  if (listings.isPending) {
    return (
      <ul className={styles.list} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className={styles.card}>
            <div className={styles.row}>
              <Skeleton width="55%" height={18} round />
              <Skeleton width={60} height={18} round />
            </div>
            <Skeleton width="80%" height={12} round />
            <Skeleton height={32} round />
          </li>
        ))}
      </ul>
    )
  }
  if (listings.data.domains.length === 0) {
    return (
      <EmptyState
        icon={<TagIcon size={44} />}
        title={<Trans>No domains on sale right now</Trans>}
        description={<Trans>New resale domains appear here. Look again later.</Trans>}
      />
    )
  }
  return (
    <ul className={styles.list} data-testid="market-listings">
      {listings.data.domains.map((l) => (
        <ListingCard key={l.id} listing={l} inCart={inCart.has(l.id)} />
      ))}
    </ul>
  )
}
