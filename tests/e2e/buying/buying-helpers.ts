// Steps the buying specs share: reading money off the screen and finding names the sandbox
// registrar will sell (its availability is deterministic, so some candidates are always taken).
import type { Locator } from '@playwright/test'
import type { ApiClient } from '../support/api'

/** `$10.48` → 10.48 */
export function parseUsd(text: string | null): number {
  const match = /\$(\d+)\.(\d{2})/.exec(text ?? '')
  if (!match) throw new Error(`no $ amount in "${text}"`)
  return Number(match[1]) + Number(match[2]) / 100
}

export async function pricesOf(rows: Locator): Promise<number[]> {
  const texts = await rows.getByTestId('result-price').allTextContents()
  return texts.map(parseUsd)
}

interface SearchAnswer {
  domains: { domain: string; price: number; available: boolean }[]
}

/** An available name for `word`, found the way the app finds it (POST /api/search). */
export async function availableDomain(api: ApiClient, word: string) {
  const res = await api.post<SearchAnswer>('/api/search', { query: word, currency: 'USD' })
  const found = res.body.domains.find((d) => d.available)
  if (!found) throw new Error(`the sandbox offered nothing available for "${word}"`)
  return found
}

/** A word nobody else on the shared e2e server searched for. */
export const uniqueWord = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
