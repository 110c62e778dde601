import { Trans } from '@lingui/react/macro'
import { formatUsd } from '@contract/money'
import { Skeleton } from '@/components/ui/skeleton'
import type { TldPrice } from '../fallback-prices'
import styles from './home-page.module.css'

export interface TldTableProps {
  /** undefined while the first load runs. */
  prices: readonly TldPrice[] | undefined
  /** The built-in list is on screen because the live one could not be loaded. */
  fallback: boolean
}

export function TldTable({ prices, fallback }: TldTableProps) {
  return (
    <div className={styles.tableWrap}>
      <table
        className={styles.table}
        data-testid="tld-table"
        data-source={fallback ? 'fallback' : 'live'}
        aria-busy={prices === undefined}
      >
        <thead>
          <tr>
            <th scope="col">
              <Trans>Domain</Trans>
            </th>
            <th scope="col">
              <Trans>Purchase</Trans>
            </th>
            <th scope="col">
              <Trans>Renewal</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {prices === undefined
            ? [0, 1, 2, 3, 4, 5].map((i) => (
                <tr key={i}>
                  <td>
                    <Skeleton width={56} round />
                  </td>
                  <td>
                    <Skeleton width={52} round />
                  </td>
                  <td>
                    <Skeleton width={52} round />
                  </td>
                </tr>
              ))
            : prices.map((p) => (
                <tr key={p.domain} data-testid="tld-row" data-tld={p.domain}>
                  <td className={styles.tld}>.{p.domain}</td>
                  <td>{formatUsd(p.price)}</td>
                  <td className={styles.renewalCell}>{formatUsd(p.renewal)}</td>
                </tr>
              ))}
        </tbody>
      </table>
      {fallback && (
        <p className={styles.fallbackNote} data-testid="tld-fallback-note">
          <Trans>Live prices could not be loaded; typical prices are shown.</Trans>
        </p>
      )}
    </div>
  )
}
