import { MutationObserver, QueryClient, onlineManager } from '@tanstack/react-query'
import {
  persistQueryClientRestore,
  persistQueryClientSave,
} from '@tanstack/query-persist-client-core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { asPersistClient, memoryPersister } from '../../support/memory-persister'

type ApiClient = typeof import('@/lib/api-client')
let ApiError: ApiClient['ApiError']
let NetworkError: ApiClient['NetworkError']
let attachOfflineQueue: typeof import('@/lib/offline/attach-queue').attachOfflineQueue
let defineQueuedMutation: typeof import('@/lib/offline/queue-registry').defineQueuedMutation
let shouldPersistMutation: typeof import('@/lib/persistence/persist-options').shouldPersistMutation
let shouldPersistQuery: typeof import('@/lib/persistence/persist-options').shouldPersistQuery
let createTypedPersister: typeof import('@/lib/persistence/typed-persister').createTypedPersister

/** Fresh modules, as a page load gets them: no queued write declared yet. */
async function load() {
  vi.resetModules()
  ;({ ApiError, NetworkError } = await import('@/lib/api-client'))
  ;({ attachOfflineQueue } = await import('@/lib/offline/attach-queue'))
  ;({ defineQueuedMutation } = await import('@/lib/offline/queue-registry'))
  ;({ shouldPersistMutation, shouldPersistQuery } =
    await import('@/lib/persistence/persist-options'))
  ;({ createTypedPersister } = await import('@/lib/persistence/typed-persister'))
}
beforeEach(load)

const WEEK = 7 * 24 * 3600 * 1000
const domain = z.object({ domain: z.string().check(z.minLength(1)) })

function defineCartWrites(log: string[]) {
  const add = defineQueuedMutation({
    mutationKey: ['cart', 'add'],
    payload: domain,
    mutationFn: ({ domain, idempotencyKey }) => {
      log.push(`add ${domain} ${idempotencyKey}`)
      return Promise.resolve({ ok: true })
    },
  })
  const remove = defineQueuedMutation({
    mutationKey: ['cart', 'remove'],
    payload: domain,
    mutationFn: ({ domain, idempotencyKey }) => {
      log.push(`remove ${domain} ${idempotencyKey}`)
      return Promise.resolve({ ok: true })
    },
  })
  return { add, remove }
}

const dehydrateOptions = () => ({
  shouldDehydrateQuery: shouldPersistQuery,
  shouldDehydrateMutation: shouldPersistMutation,
})

/** The first session: writes made while offline, saved as the app would before it is closed. */
async function offlineSession(
  mem: ReturnType<typeof memoryPersister>,
  writes: Array<[string[], object]>,
) {
  const client = new QueryClient()
  attachOfflineQueue(client)
  onlineManager.setOnline(false)
  for (const [mutationKey, variables] of writes) {
    void new MutationObserver<unknown, Error, object>(client, { mutationKey })
      .mutate(variables)
      .catch(() => undefined)
  }
  const persister = createTypedPersister(mem.persister, { client, buster: 'b', maxAge: WEEK })
  await persistQueryClientSave({
    queryClient: asPersistClient(client),
    persister,
    buster: 'b',
    dehydrateOptions: dehydrateOptions(),
  })
  return client
}

async function reopen(mem: ReturnType<typeof memoryPersister>) {
  const client = new QueryClient()
  attachOfflineQueue(client)
  const persister = createTypedPersister(mem.persister, { client, buster: 'b', maxAge: WEEK })
  await persistQueryClientRestore({
    queryClient: asPersistClient(client),
    persister,
    buster: 'b',
    maxAge: WEEK,
  })
  return client
}

describe('request queue', () => {
  afterEach(() => {
    onlineManager.setOnline(true)
  })

  it('replays writes made offline after a reopen, in order, once each, with their own keys', async () => {
    const log: string[] = []
    defineCartWrites(log)
    const mem = memoryPersister()
    const first = await offlineSession(mem, [
      [['cart', 'add'], { domain: 'a.com', idempotencyKey: 'k1' }],
      [['cart', 'add'], { domain: 'b.com', idempotencyKey: 'k2' }],
      [['cart', 'remove'], { domain: 'a.com', idempotencyKey: 'k3' }],
    ])
    expect(
      first
        .getMutationCache()
        .getAll()
        .every((m) => m.state.isPaused),
    ).toBe(true)
    expect(log).toEqual([])

    const client = await reopen(mem)
    onlineManager.setOnline(true)
    await client.resumePausedMutations()
    expect(log).toEqual(['add a.com k1', 'add b.com k2', 'remove a.com k3'])
    await client.resumePausedMutations()
    expect(log).toHaveLength(3)
    expect(
      client
        .getMutationCache()
        .getAll()
        .map((m) => m.state.status),
    ).toEqual(['success', 'success', 'success'])
  })

  it('drops a stored write whose variables no longer fit, and one without its key', async () => {
    const log: string[] = []
    defineCartWrites(log)
    const mem = memoryPersister()
    await offlineSession(mem, [
      [['cart', 'add'], { domain: '', idempotencyKey: 'k1' }],
      [['cart', 'add'], { domain: 'b.com' }],
      [['cart', 'add'], { domain: 'c.com', idempotencyKey: 'k3' }],
    ])
    const client = await reopen(mem)
    onlineManager.setOnline(true)
    await client.resumePausedMutations()
    expect(log).toEqual(['add c.com k3'])
  })

  it('holds writes of a feature that loads later, then replays them when it declares the queue', async () => {
    const log: string[] = []
    defineCartWrites(log)
    const mem = memoryPersister()
    await offlineSession(mem, [[['cart', 'add'], { domain: 'late.com', idempotencyKey: 'k9' }]])
    await load()

    const client = await reopen(mem)
    onlineManager.setOnline(true)
    expect(client.getMutationCache().getAll()).toHaveLength(0)
    defineCartWrites(log)
    await expect.poll(() => log).toEqual(['add late.com k9'])
  })

  it('retries a write that got no answer, and not one the server refused', () => {
    const log: string[] = []
    const { add } = defineCartWrites(log)
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
    attachOfflineQueue(client)
    const retry = client.getMutationDefaults(add.mutationKey).retry as (
      n: number,
      e: unknown,
    ) => boolean
    expect(retry(5, new NetworkError())).toBe(true)
    expect(retry(0, new ApiError(409, 'taken', 'Domain is taken', {}))).toBe(false)
  })
})
