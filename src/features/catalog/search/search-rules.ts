// The spec's search input rules (section 5): Cyrillic is refused before anything else, then
// anything under 2 characters clears the results; only what is left is worth a request.

export const SEARCH_DEBOUNCE_MS = 300
export const MIN_QUERY_LENGTH = 2
export const CYRILLIC_WARNING_MS = 2500

const CYRILLIC = /[\u0400-\u04FF\u0500-\u052F]/

export type SearchVerdict =
  { kind: 'cyrillic' } | { kind: 'clear' } | { kind: 'search'; query: string }

export function judgeSearchInput(raw: string): SearchVerdict {
  if (CYRILLIC.test(raw)) return { kind: 'cyrillic' }
  const query = raw.trim().toLowerCase()
  if (query.length < MIN_QUERY_LENGTH) return { kind: 'clear' }
  return { kind: 'search', query }
}
