// The stored cache's first read, started by src/boot.ts while the app's code loads: the persister's
// first restore takes that read instead of reading again, and every later restore reads anew.
import { beforeEach, describe, expect, it, vi } from 'vitest'

/** What idb-keyval holds and how often the code under test opened a store and read it. */
interface FakeIdb {
  stored: unknown
  stores: number
  gets: number
}
const idb: FakeIdb = vi.hoisted(() => ({ stored: null, stores: 0, gets: 0 }))

vi.mock('idb-keyval', () => ({
  createStore: () => {
    idb.stores += 1
    return (() => undefined) as unknown
  },
  get: () => {
    idb.gets += 1
    return Promise.resolve(idb.stored)
  },
  set: () => Promise.resolve(),
  del: () => Promise.resolve(),
}))

let cacheStore: typeof import('@/lib/persistence/cache-store')
let createIdbPersister: typeof import('@/lib/persistence/idb-persister').createIdbPersister
beforeEach(async () => {
  vi.resetModules()
  Object.assign(idb, { stored: null, stores: 0, gets: 0 })
  cacheStore = await import('@/lib/persistence/cache-store')
  ;({ createIdbPersister } = await import('@/lib/persistence/idb-persister'))
})

const client = (tag: string) => ({
  timestamp: 1,
  buster: tag,
  clientState: { queries: [], mutations: [] },
})

describe('the early cache read', () => {
  it('is taken by the first restore, and later restores read again', async () => {
    idb.stored = client('early')
    cacheStore.startEarlyCacheRead()
    idb.stored = client('later')
    const persister = createIdbPersister()
    expect(await persister.restoreClient()).toEqual(client('early'))
    expect(await persister.restoreClient()).toEqual(client('later'))
    expect(idb.gets).toBe(2)
    // The early read and the persister share one handle on the store.
    expect(idb.stores).toBe(1)
  })

  it('is started once however often it is asked for', () => {
    cacheStore.startEarlyCacheRead()
    cacheStore.startEarlyCacheRead()
    expect(idb.gets).toBe(1)
  })

  it('leaves a restore without one to read for itself', async () => {
    idb.stored = client('only')
    expect(cacheStore.takeEarlyCacheRead()).toBeUndefined()
    expect(await createIdbPersister().restoreClient()).toEqual(client('only'))
    expect(idb.gets).toBe(1)
  })

  it('is not handed to a persister on another store', async () => {
    idb.stored = client('early')
    cacheStore.startEarlyCacheRead()
    const other = (() => undefined) as unknown as Parameters<typeof createIdbPersister>[0]
    await createIdbPersister(other).restoreClient()
    expect(cacheStore.takeEarlyCacheRead()).toBeDefined()
  })
})
