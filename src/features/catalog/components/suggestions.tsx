import { useMemo, type ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import type { SearchResult, SuggestionsResponse } from '@contract/catalog'
import { asSearchResult } from '../api/suggest-domains'
import { SearchResults } from './search-results'
import styles from './search-page.module.css'

export interface SuggestionsProps {
  /** Asked for beside the search (not after it), so both arrive together. */
  data: SuggestionsResponse | undefined
  /** The exact domain typed, when it is one, as the search found it. */
  exact: SearchResult | undefined
  renderAction: (result: SearchResult) => ReactNode
}

/**
 * Available alternatives below the search rows: shown for a typed word, or when the typed domain is
 * taken; nothing while they load or when there are none, so the rows above never move.
 */
export function Suggestions({ data, exact, renderAction }: SuggestionsProps) {
  const wanted = exact === undefined || !exact.available
  const rows = useMemo(() => (data?.suggestions ?? []).map(asSearchResult), [data])
  if (!wanted || rows.length === 0) return null
  return (
    <section className={styles.suggestions} aria-labelledby="suggestions-title">
      <h2 id="suggestions-title" className={styles.subtitle}>
        <Trans>Similar available names</Trans>
      </h2>
      <SearchResults results={rows} renderAction={renderAction} testId="suggestion" />
    </section>
  )
}
