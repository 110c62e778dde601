import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import type { SearchResult } from '@contract/catalog'
import { formatUsd } from '@contract/money'
import { Skeleton } from '@/components/ui/skeleton'
import styles from './search-page.module.css'
import { DomainName } from '@/components/ui/domain-name'

export interface SearchResultsProps {
  results: readonly SearchResult[]
  /** The row's action (add to cart), supplied by the route so the catalog knows nothing of carts. */
  renderAction: (result: SearchResult) => ReactNode
  /** `data-testid` of each row (the list's is this plus "s"). */
  testId?: string
}

export function SearchResults({
  results,
  renderAction,
  testId = 'search-result',
}: SearchResultsProps) {
  return (
    <ul className={styles.results} data-testid={`${testId}s`}>
      {results.map((r) => {
        const renewal = formatUsd(r.renewal_with_markup)
        return (
          <li
            key={r.domain}
            className={styles.row}
            data-testid={testId}
            data-domain={r.domain}
            data-available={r.available}
          >
            <div className={styles.main}>
              <span className={styles.domain}>
                <DomainName name={r.domain} />
              </span>
              {r.available ? (
                <span className={styles.available}>
                  <Trans>Available</Trans>
                </span>
              ) : (
                <span className={styles.taken}>
                  <Trans>Taken</Trans>
                </span>
              )}
            </div>
            <div className={styles.prices}>
              <span className={styles.price} data-testid="result-price">
                {formatUsd(r.price_with_markup)}
              </span>
              <span className={styles.renewal}>
                <Trans>renewal {renewal}/yr</Trans>
              </span>
            </div>
            <div className={styles.action}>{renderAction(r)}</div>
          </li>
        )
      })}
    </ul>
  )
}

export function SearchResultsSkeleton() {
  return (
    <ul className={styles.results} aria-busy="true">
      {[0, 1, 2, 3, 4].map((i) => (
        <li key={i} className={styles.row}>
          <div className={styles.main}>
            <Skeleton width="55%" height={18} round />
            <Skeleton width={64} height={14} round />
          </div>
          <div className={styles.prices}>
            <Skeleton width={60} height={18} round />
          </div>
        </li>
      ))}
    </ul>
  )
}
