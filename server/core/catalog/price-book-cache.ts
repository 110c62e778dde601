// The price book for display calls (home table, search) kept for a moment, so these hot public
// reads cost no price query most of the time. Cart and checkout always load it fresh: what a user is
// charged never comes from this cache.
import type { Db } from '../../db/client'
import { loadPriceBook, type PriceBook } from './pricing'

export interface PriceBookReader {
  get(): Promise<PriceBook>
}

export function createPriceBookReader(db: Db, ttlMs = 2000): PriceBookReader {
  let cached: { book: PriceBook; at: number } | undefined
  let inflight: Promise<PriceBook> | undefined
  return {
    get() {
      if (cached && Date.now() - cached.at < ttlMs) return Promise.resolve(cached.book)
      inflight ??= loadPriceBook(db)
        .then((book) => {
          // An empty book (no prices loaded yet) is looked at again next time: prices may just have come.
          cached = book.tlds.length > 0 ? { book, at: Date.now() } : undefined
          return book
        })
        .finally(() => {
          inflight = undefined
        })
      return inflight
    },
  }
}
