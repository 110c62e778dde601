// Search sort: relevance is the server's order; the button cycles relevance → price ascending →
// price descending → relevance.

export const SORT_MODES = ['relevance', 'price_asc', 'price_desc'] as const
export type SortMode = (typeof SORT_MODES)[number]

export function nextSort(mode: SortMode): SortMode {
  const i = SORT_MODES.indexOf(mode)
  return SORT_MODES[(i + 1) % SORT_MODES.length] ?? 'relevance'
}

export function isSortMode(value: unknown): value is SortMode {
  return typeof value === 'string' && (SORT_MODES as readonly string[]).includes(value)
}

/** Returns a new array; ties keep the server's order (Array.prototype.sort is stable). */
export function sortResults<T extends { price: number }>(
  results: readonly T[],
  mode: SortMode,
): T[] {
  const copy = [...results]
  if (mode === 'price_asc') copy.sort((a, b) => a.price - b.price)
  if (mode === 'price_desc') copy.sort((a, b) => b.price - a.price)
  return copy
}
