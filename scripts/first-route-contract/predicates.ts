// The modules whose exported functions a compiled refine may call: each is free of zod, so the
// client's compiled validator imports the same function the contract's schema runs.
import { fileURLToPath } from 'node:url'
import * as dateRange from '../../contract/date-range'
import * as money from '../../contract/money'
import type { Predicates } from './compile'

const modules: Array<[string, Record<string, unknown>]> = [
  ['../../contract/date-range.ts', dateRange],
  ['../../contract/money.ts', money],
]

export function contractPredicates(): Predicates {
  const found: Predicates = new Map()
  for (const [path, exports] of modules) {
    const file = fileURLToPath(new URL(path, import.meta.url))
    for (const [name, value] of Object.entries(exports))
      if (typeof value === 'function') found.set(value, { file, name })
  }
  return found
}
