// The spec's search input rules (section 5): Cyrillic is refused before anything else, then
// anything under 2 characters clears the results; only what is left is worth a request. The
// parsing itself is the contract's, so the client refuses exactly what the server would.
import { parseDomainQuery } from '@contract/catalog.query'

export const SEARCH_DEBOUNCE_MS = 300
export const CYRILLIC_WARNING_MS = 2500

export type SearchVerdict =
  | { kind: 'cyrillic' }
  | { kind: 'clear' }
  /** Characters no domain can hold (spaces, underscores...): the server would refuse it. */
  | { kind: 'invalid' }
  | { kind: 'search'; query: string }

export function judgeSearchInput(raw: string): SearchVerdict {
  const parsed = parseDomainQuery(raw)
  if (parsed.ok) return { kind: 'search', query: parsed.ascii }
  if (parsed.reason === 'cyrillic') return { kind: 'cyrillic' }
  if (parsed.reason === 'too_short') return { kind: 'clear' }
  return { kind: 'invalid' }
}
