// The spec keeps the search query and its results in local storage so reopening /buy shows the
// last search at once. What is read back is checked against the contract: an entry written by an
// older build that no longer fits is ignored, never rendered.
import { z } from 'zod/mini'
import { searchResponse } from '@contract/catalog'
import { SORT_MODES } from './sort'

export const SEARCH_STORAGE_KEY = 'buy_search'

const savedSearch = z.object({
  input: z.string().check(z.maxLength(300)),
  term: z.string().check(z.maxLength(300)),
  sort: z.enum(SORT_MODES),
  results: z.nullable(searchResponse),
  /** When the results were fetched (ms since epoch), so they refresh once stale. */
  savedAt: z.number(),
})
export type SavedSearch = z.infer<typeof savedSearch>

export const EMPTY_SEARCH: SavedSearch = {
  input: '',
  term: '',
  sort: 'relevance',
  results: null,
  savedAt: 0,
}

export function loadSearch(): SavedSearch {
  try {
    const raw = localStorage.getItem(SEARCH_STORAGE_KEY)
    if (!raw) return EMPTY_SEARCH
    const parsed = savedSearch.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : EMPTY_SEARCH
  } catch {
    return EMPTY_SEARCH
  }
}

export function saveSearch(search: SavedSearch): void {
  try {
    localStorage.setItem(SEARCH_STORAGE_KEY, JSON.stringify(search))
  } catch {
    // Storage full or disabled (private mode): the search still works, it just is not restored.
  }
}
