import { QueryClient, dehydrate } from '@tanstack/react-query'
import {
  persistQueryClientRestore,
  persistQueryClientSave,
} from '@tanstack/query-persist-client-core'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { asPersistClient, memoryPersister } from '../../support/memory-persister'

// Each test starts from fresh modules, as a page load does: no query registered for persistence yet.
let registerPersistedQuery: typeof import('@/lib/persistence/query-schemas').registerPersistedQuery
let createTypedPersister: typeof import('@/lib/persistence/typed-persister').createTypedPersister
let shouldPersistMutation: typeof import('@/lib/persistence/persist-options').shouldPersistMutation
let shouldPersistQuery: typeof import('@/lib/persistence/persist-options').shouldPersistQuery
beforeEach(async () => {
  vi.resetModules()
  ;({ registerPersistedQuery } = await import('@/lib/persistence/query-schemas'))
  ;({ createTypedPersister } = await import('@/lib/persistence/typed-persister'))
  ;({ shouldPersistMutation, shouldPersistQuery } =
    await import('@/lib/persistence/persist-options'))
})

const prices = z.object({
  domain_prices: z.array(z.object({ domain: z.string(), price: z.number() })),
})
const cart = z.object({ items: z.array(z.object({ domain: z.string() })), total: z.number() })
const WEEK = 7 * 24 * 3600 * 1000

function storedWith(
  queries: Array<[unknown[], unknown]>,
  opts: { buster?: string; age?: number } = {},
) {
  const source = new QueryClient()
  for (const [key, data] of queries) source.setQueryData(key, data)
  return {
    buster: opts.buster ?? 'build-1',
    timestamp: Date.now() - (opts.age ?? 0),
    clientState: dehydrate(source),
  }
}

async function restore(stored: ReturnType<typeof storedWith>, buster = 'build-1') {
  const client = new QueryClient()
  const mem = memoryPersister(stored)
  const persister = createTypedPersister(mem.persister, { client, buster, maxAge: WEEK })
  await persistQueryClientRestore({
    queryClient: asPersistClient(client),
    persister,
    buster,
    maxAge: WEEK,
  })
  return { client, persister, mem }
}

describe('typed offline cache', () => {
  beforeEach(() => {
    registerPersistedQuery(['domain-prices'], prices)
  })

  it('restores an entry that fits its contract schema', async () => {
    const data = { domain_prices: [{ domain: 'com', price: 10.48 }] }
    const { client } = await restore(storedWith([[['domain-prices', 'en'], data]]))
    expect(client.getQueryData(['domain-prices', 'en'])).toEqual(data)
  })

  it('drops an entry with an old shape instead of rendering it', async () => {
    // An earlier build stored prices as strings under another field name.
    const old = { prices: [{ tld: 'com', cost: '10.48' }] }
    const good = { domain_prices: [{ domain: 'ai', price: 58.42 }] }
    const { client } = await restore(
      storedWith([
        [['domain-prices', 'ru'], old],
        [['domain-prices', 'en'], good],
      ]),
    )
    expect(client.getQueryData(['domain-prices', 'ru'])).toBeUndefined()
    expect(client.getQueryCache().find({ queryKey: ['domain-prices', 'ru'] })).toBeUndefined()
    expect(client.getQueryData(['domain-prices', 'en'])).toEqual(good)
  })

  it('discards the whole cache of another build (buster) or older than max age', async () => {
    const data = { domain_prices: [{ domain: 'com', price: 10.48 }] }
    const busted = await restore(
      storedWith([[['domain-prices', 'en'], data]], { buster: 'build-0' }),
    )
    expect(busted.client.getQueryData(['domain-prices', 'en'])).toBeUndefined()
    expect(busted.mem.stored()).toBeUndefined()
    const old = await restore(storedWith([[['domain-prices', 'en'], data]], { age: WEEK + 60_000 }))
    expect(old.client.getQueryData(['domain-prices', 'en'])).toBeUndefined()
  })

  it('keeps entries of a feature not loaded yet, and checks them when it registers', async () => {
    const good = { items: [{ domain: 'a.com' }], total: 1 }
    const { client, persister, mem } = await restore(
      storedWith([
        [['cart', 'items'], good],
        [['cart', 'old'], { items: 'nope' }],
      ]),
    )
    expect(client.getQueryData(['cart', 'items'])).toBeUndefined()

    // A save before the cart code loads must not lose the cart entries.
    await persistQueryClientSave({
      queryClient: asPersistClient(client),
      persister,
      buster: 'build-1',
    })
    expect(mem.stored()?.clientState.queries.map((q) => q.queryKey)).toEqual([
      ['cart', 'items'],
      ['cart', 'old'],
    ])

    registerPersistedQuery(['cart'], cart)
    expect(client.getQueryData(['cart', 'items'])).toEqual(good)
    expect(client.getQueryCache().find({ queryKey: ['cart', 'old'] })).toBeUndefined()
  })

  it('keeps a nested entry a shorter prefix rejects until its own prefix registers', async () => {
    // The top bar's profile is registered at start; the account details screen, whose key starts
    // with the profile's, registers only when its code loads.
    const profile = z.object({ user: z.object({ balance: z.number() }) })
    const details = z.object({ profile: z.object({ first_name: z.string() }) })
    registerPersistedQuery(['user', 'profile'], profile)
    const detailsData = { profile: { first_name: 'Ivan' } }
    const { client, persister, mem } = await restore(
      storedWith([
        [['user', 'profile'], { user: { balance: 5 } }],
        [['user', 'profile', 'details'], detailsData],
      ]),
    )
    expect(client.getQueryData(['user', 'profile'])).toEqual({ user: { balance: 5 } })
    expect(client.getQueryData(['user', 'profile', 'details'])).toBeUndefined()

    await persistQueryClientSave({
      queryClient: asPersistClient(client),
      persister,
      buster: 'build-1',
    })
    expect(mem.stored()?.clientState.queries.map((q) => q.queryKey)).toContainEqual([
      'user',
      'profile',
      'details',
    ])

    registerPersistedQuery(['user', 'profile', 'details'], details)
    expect(client.getQueryData(['user', 'profile', 'details'])).toEqual(detailsData)
  })

  it('drops an entry its own schema rejects', async () => {
    registerPersistedQuery(['user', 'profile'], z.object({ user: z.object({}) }))
    const { client, persister, mem } = await restore(
      storedWith([[['user', 'profile'], { account: 'old shape' }]]),
    )
    expect(client.getQueryData(['user', 'profile'])).toBeUndefined()
    await persistQueryClientSave({
      queryClient: asPersistClient(client),
      persister,
      buster: 'build-1',
    })
    expect(mem.stored()?.clientState.queries).toEqual([])
  })

  it('takes an entry adopted after the restore as stale, so the screen asks the server', async () => {
    const good = { items: [{ domain: 'a.com' }], total: 1 }
    // Saved a moment ago, well within any staleTime: only the invalidation makes it refetch.
    const { client } = await restore(storedWith([[['cart', 'items'], good]]))
    registerPersistedQuery(['cart'], cart)
    expect(client.getQueryData(['cart', 'items'])).toEqual(good)
    expect(client.getQueryState(['cart', 'items'])?.isInvalidated).toBe(true)
  })

  it('leaves newer data fetched before the adoption as it is', async () => {
    const { client } = await restore(
      storedWith([[['cart', 'items'], { items: [{ domain: 'old.com' }], total: 1 }]]),
    )
    const fresh = { items: [{ domain: 'new.com' }], total: 2 }
    client.setQueryData(['cart', 'items'], fresh, { updatedAt: Date.now() + 1000 })
    registerPersistedQuery(['cart'], cart)
    expect(client.getQueryData(['cart', 'items'])).toEqual(fresh)
    expect(client.getQueryState(['cart', 'items'])?.isInvalidated).toBe(false)
  })

  it('persists only queries with a registered schema and data', () => {
    const client = new QueryClient()
    client.setQueryData(['domain-prices', 'en'], { domain_prices: [] })
    client.setQueryData(['unregistered'], { secret: true })
    const state = dehydrate(client, {
      shouldDehydrateQuery: shouldPersistQuery,
      shouldDehydrateMutation: shouldPersistMutation,
    })
    expect(state.queries.map((q) => q.queryKey)).toEqual([['domain-prices', 'en']])
  })
})
