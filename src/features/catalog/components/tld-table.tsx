import { Trans } from '@lingui/react/macro'
import { formatUsd } from '@contract/money'
import { Skeleton } from '@/components/ui/skeleton'
import { FALLBACK_TLD_PRICES, type TldPrice } from '../fallback-prices'
import styles from './home-page.module.css'

export interface TldTableProps {
  /** undefined while the first load runs. */
  prices: readonly TldPrice[] | undefined
  /** The built-in list is on screen because the live one could not be loaded. */
  fallback: boolean
  /** Show the note saying why the built-in list is shown (by default whenever it is). */
  explained?: boolean
}

// While the first load runs: as many rows as the list usually has, each as tall as a row of text,
// so the rows arriving move nothing below the table (Lighthouse counted that as layout shift).
const PLACEHOLDER_ROWS = FALLBACK_TLD_PRICES.map((p) => p.domain)
const LINE = '1.25em'

export function TldTable({ prices, fallback, explained = fallback }: TldTableProps) {
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
            ? PLACEHOLDER_ROWS.map((key) => (
                <tr key={key}>
                  <td>
                    <Skeleton width={56} height={LINE} round />
                  </td>
                  <td>
                    <Skeleton width={52} height={LINE} round />
                  </td>
                  <td>
                    <Skeleton width={52} height={LINE} round />
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
      {fallback && explained && (
        <p className={styles.fallbackNote} data-testid="tld-fallback-note">
          <Trans>Live prices could not be loaded; typical prices are shown.</Trans>
        </p>
      )}
    </div>
  )
}
