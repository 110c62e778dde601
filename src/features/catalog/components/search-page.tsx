import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { SearchResult } from '@contract/catalog'
import { ApiError } from '@/lib/api-client'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { isStalledOffline } from '@/lib/query-status'
import { isRegistrarUnreachable, registrarUnreachableText } from '@/lib/registrar-unreachable'
import { useSearchDomains } from '../api/search-domains'
import { useSuggestions } from '../api/suggest-domains'
import { SearchResults, SearchResultsSkeleton } from './search-results'
import { Suggestions } from './suggestions'
import { loadSearch, saveSearch } from '../search-storage'
import { SortButton } from './sort-button'
import { sortResults, type SortMode } from '../sort'
import { useSearchInput } from '../use-search-input'
import styles from './search-page.module.css'

export interface SearchPageProps {
  renderAction: (result: SearchResult) => ReactNode
  /** Shown below the results (the route puts the way to the cart here). */
  footer?: ReactNode
}

/** /buy: the word-or-domain search with sorting; the last search comes back on reopen. */
export function SearchPage({ renderAction, footer }: SearchPageProps) {
  const { t, i18n } = useLingui()
  const [restored] = useState(loadSearch)
  const { input, setInput, term, cyrillicWarning, invalid } = useSearchInput(
    restored.input,
    restored.term,
  )
  const [sort, setSort] = useState<SortMode>(restored.sort)
  const search = useSearchDomains(term, i18n.locale, restored)
  const suggestions = useSuggestions(term, i18n.locale)
  const current = term === '' ? undefined : search.data
  const rows = useMemo(() => sortResults(current?.domains ?? [], sort), [current, sort])

  useEffect(() => {
    const results = term !== '' && !search.isPlaceholderData ? (search.data ?? null) : null
    saveSearch({ input, term, sort, results, savedAt: results ? search.dataUpdatedAt : 0 })
  }, [input, term, sort, search.data, search.isPlaceholderData, search.dataUpdatedAt])

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Domain search</Trans>
      </h1>
      <div className={styles.searchBox}>
        <input
          className={styles.input}
          type="search"
          inputMode="url"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={t`Enter a word or a domain`}
          aria-label={t`Enter a word or a domain`}
          data-testid="search-input"
          value={input}
          onChange={(e) => setInput(e.target.value)}
        />
        {search.isFetching && term !== '' && <Spinner size={18} />}
      </div>
      {cyrillicWarning && (
        <p className={styles.warning} role="alert" data-testid="cyrillic-warning">
          <Trans>Cyrillic search is not available. Please use Latin letters.</Trans>
        </p>
      )}
      {invalid ? (
        <p className={styles.warning} role="alert" data-testid="invalid-query">
          <Trans>A domain can hold only Latin letters, digits, hyphens and dots.</Trans>
        </p>
      ) : (
        <SearchBody
          term={term}
          rows={rows}
          sort={sort}
          onSort={setSort}
          renderAction={renderAction}
          state={search}
        />
      )}
      {!invalid && term !== '' && search.data && !search.isPlaceholderData && (
        <Suggestions
          data={suggestions.data}
          exact={search.data.domains.find((d) => d.exact)}
          renderAction={renderAction}
        />
      )}
      {footer}
    </div>
  )
}

interface SearchBodyProps extends Omit<SearchPageProps, 'footer'> {
  term: string
  rows: SearchResult[]
  sort: SortMode
  onSort: (mode: SortMode) => void
  state: ReturnType<typeof useSearchDomains>
}

function SearchBody({ term, rows, sort, onSort, renderAction, state }: SearchBodyProps) {
  const { i18n } = useLingui()
  if (term === '') {
    return (
      <p className={styles.hint}>
        <Trans>Type at least 2 characters: a word like “coffee” or a domain like coffee.com.</Trans>
      </p>
    )
  }
  if ((state.isError || isStalledOffline(state)) && !state.data) {
    const { error } = state
    const badQuery = error instanceof ApiError && error.status === 400
    // A 429's message already says, in the app's language, how long to wait.
    const limited = error instanceof ApiError && error.status === 429
    return (
      <div className={styles.error} role="alert" data-testid="search-error">
        {badQuery || limited ? (
          error.message
        ) : isRegistrarUnreachable(error) ? (
          i18n._(registrarUnreachableText)
        ) : (
          <Trans>Search failed. Check the connection.</Trans>
        )}
        {!badQuery && (
          <Button variant="secondary" size="sm" onClick={() => void state.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        )}
      </div>
    )
  }
  if (!state.data) return <SearchResultsSkeleton />
  if (rows.length === 0) {
    return (
      <p className={styles.hint}>
        <Trans>Nothing found. Try another word.</Trans>
      </p>
    )
  }
  return (
    <>
      <div className={styles.toolbar}>
        <span className={styles.count}>
          <Plural value={rows.length} one="# result" other="# results" />
        </span>
        <SortButton mode={sort} onChange={onSort} />
      </div>
      <SearchResults results={rows} renderAction={renderAction} />
    </>
  )
}
