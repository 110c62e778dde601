// The registry's maximum period for a TLD, as Name.com's published document describes its answer
// (prism mock), and kept for a day per TLD.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../../../../server/logger'
import { createNameComRegistrar } from '../../../../server/providers/registrar/namecom'
import { createNameComMaxYears } from '../../../../server/providers/registrar/namecom-tld-years'
import {
  recordingFetch,
  startNameComPrism,
  type NameComPrism,
  type Seen,
} from '../../../fixtures/namecom-prism'

describe('Name.com maximum registration period', () => {
  let prism: NameComPrism
  const seen: Seen[] = []
  const prismFetch = recordingFetch(
    () => undefined,
    (s) => seen.push(s),
  )
  beforeAll(async () => {
    prism = await startNameComPrism()
  })
  afterAll(() => prism?.close())

  it('reads the largest allowed registration period from the TLD requirements', async () => {
    const registrar = createNameComRegistrar({
      baseUrl: prism.url,
      username: 'reseller-test',
      token: 'sandbox-token-1234',
      logger: createLogger('silent'),
      fetch: prismFetch,
    })
    const years = await registrar.maxRegistrationYears?.('fr')
    expect(seen.map((s) => s.call)).toEqual(['GET /core/v1/domaininfo/requirements/fr'])
    expect(seen.flatMap((s) => s.violations)).toEqual([])
    expect(years).toBeGreaterThanOrEqual(1)
    expect(years).toBeLessThanOrEqual(10)
  })

  it('asks once a day per TLD and falls back to 10 years while Name.com cannot answer', async () => {
    let clock = 0
    const asked: string[] = []
    let failing = false
    const max = createNameComMaxYears(
      (_method, path) => {
        asked.push(path)
        if (failing) return Promise.reject(new Error('unreachable'))
        return Promise.resolve({ tldInfo: { allowedRegistrationYears: [1, 2, 5] } })
      },
      () => clock,
    )
    expect(await max('tv')).toBe(5)
    expect(await max('tv')).toBe(5)
    expect(asked).toHaveLength(1)
    clock = 25 * 3600_000
    failing = true
    expect(await max('tv')).toBe(5)
    expect(await max('io')).toBe(10)
  })
})
