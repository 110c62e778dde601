// Fresh availability checks (checkout's) of the same names at once share one registrar call and one
// write of their cache rows; a check after that one has answered asks the registrar again; a fresh
// check remembers only what it found taken (a name found free is bought next). Once on
// the sandbox registrar, once with the Name.com adapter on prism (Name.com's published OpenAPI).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quoteDomains } from '../../../../server/core/catalog/availability'
import { loadPriceBook } from '../../../../server/core/catalog/pricing'
import type { Registrar } from '../../../../server/providers/types'
import { dbKinds } from '../../../helpers/test-db'
import { freeName, takenName } from '../../../helpers/sandbox-names'
import { createTestApp, type TestApp } from '../../../helpers/test-app'
import { usePrismApp } from '../../../helpers/prism-app'

describe.each(dbKinds)('fresh availability checks on %s', (kind) => {
  let t: TestApp
  const asked: string[][] = []
  beforeAll(async () => {
    const counting = (r: Registrar): Registrar => ({
      ...r,
      name: r.name,
      check: (names) => {
        asked.push([...names])
        return r.check(names)
      },
    })
    t = await createTestApp(kind, { sandbox: { wrapRegistrar: counting } })
  })
  afterAll(() => t.close())

  it('join a check of the same names in flight, and ask again once it has answered', async () => {
    const book = await loadPriceBook(t.db)
    const names = [freeName('flight'), freeName('flight', 'org')]
    const quote = (list: string[]) =>
      quoteDomains(t.db, t.providers.registrar, book, list, { fresh: true })
    asked.length = 0

    const at = await Promise.all([quote(names), quote([...names].reverse()), quote(names)])
    expect(asked).toHaveLength(1)
    for (const q of at) {
      expect([...q.keys()].sort()).toEqual([...names].sort())
      expect([...q.values()].every((v) => v.available)).toBe(true)
    }

    await quote(names)
    expect(asked).toHaveLength(2)
    // Other names are a check of their own.
    await Promise.all([quote(names), quote([names[0] ?? ''])])
    expect(asked).toHaveLength(4)
  })

  it('a fresh check remembers only the names it found taken; a plain one remembers every answer', async () => {
    const book = await loadPriceBook(t.db)
    const remembered = async (names: string[]) =>
      (
        (await t.database.query(
          'select domain, available from availability_cache where domain = any($1::text[]) order by domain',
          [names],
        )) as { domain: string; available: boolean }[]
      ).map((r) => `${r.domain} ${r.available ? 'free' : 'taken'}`)
    const free = freeName('remember-fresh')
    const taken = takenName('remember-fresh')
    const fresh = await quoteDomains(t.db, t.providers.registrar, book, [free, taken], {
      fresh: true,
    })
    expect(fresh.get(free)?.available).toBe(true)
    expect(fresh.get(taken)?.available).toBe(false)
    expect(await remembered([free, taken])).toEqual([`${taken} taken`])

    const other = freeName('remember-plain')
    await quoteDomains(t.db, t.providers.registrar, book, [other])
    expect(await remembered([other])).toEqual([`${other} free`])
  })
})

describe.each(dbKinds)('fresh availability checks through Name.com on prism, %s', (kind) => {
  const env = usePrismApp(kind)

  it('make one checkAvailability call for three checks of one name at once', async () => {
    const { t, prism } = env
    const book = await loadPriceBook(t.db)
    const quote = () =>
      quoteDomains(t.db, t.providers.registrar, book, ['example.com'], { fresh: true })
    prism.seen = []
    const at = await Promise.all([quote(), quote(), quote()])
    expect(env.calls()).toEqual(['POST /core/v1/domains:checkAvailability'])
    expect(at[0]?.get('example.com')).toMatchObject({ domain: 'example.com', tld: 'com' })
    expect(at[1]).toEqual(at[0])
    expect(at[2]).toEqual(at[0])
  })
})
