import { beforeEach, describe, expect, it } from 'vitest'
import {
  EMPTY_SEARCH,
  SEARCH_STORAGE_KEY,
  loadSearch,
  saveSearch,
  type SavedSearch,
} from '@/features/catalog/search-storage'

const saved: SavedSearch = {
  input: 'Coffee',
  term: 'coffee',
  sort: 'price_desc',
  savedAt: 1_700_000_000_000,
  results: {
    domains: [
      {
        domain: 'coffee.com',
        price: 10.48,
        renewal_price: 12.98,
        price_with_markup: 10.48,
        renewal_with_markup: 12.98,
        available: false,
        premium: false,
        exact: false,
      },
    ],
  },
}

describe('search storage', () => {
  beforeEach(() => localStorage.clear())

  it('restores what was saved', () => {
    saveSearch(saved)
    expect(loadSearch()).toEqual(saved)
  })

  it('starts empty when nothing was saved', () => {
    expect(loadSearch()).toEqual(EMPTY_SEARCH)
  })

  it('ignores an entry that no longer fits the contract or is not JSON', () => {
    localStorage.setItem(SEARCH_STORAGE_KEY, JSON.stringify({ ...saved, sort: 'alphabetical' }))
    expect(loadSearch()).toEqual(EMPTY_SEARCH)
    localStorage.setItem(
      SEARCH_STORAGE_KEY,
      JSON.stringify({ ...saved, results: { domains: [{ domain: 'x.com', price: '10' }] } }),
    )
    expect(loadSearch()).toEqual(EMPTY_SEARCH)
    localStorage.setItem(SEARCH_STORAGE_KEY, '{not json')
    expect(loadSearch()).toEqual(EMPTY_SEARCH)
  })
})
