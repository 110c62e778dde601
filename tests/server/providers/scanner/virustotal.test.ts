import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { parseConfig } from '../../../../server/config'
import { domains, malwareScans, rateLimits, users } from '../../../../server/db/schema'
import {
  createVirusTotalScanner,
  VT_LIMITS,
} from '../../../../server/core/malware-scan/malware-scan'
import { createLogger } from '../../../../server/logger'
import { createVirusTotalClient } from '../../../../server/providers/scanner/virustotal'
import { startVirusTotalFake, type VirusTotalFake } from '../../../fixtures/virustotal-fake/server'
import { createTestApp, type TestApp } from '../../../helpers/test-app'
import { dbKinds } from '../../../helpers/test-db'

const KEY = 'vt-test-key-0123456789'
const logger = createLogger('silent')
const HOUR_S = 3600
const nowS = () => Math.floor(Date.now() / 1000)
const stats = (malicious: number, suspicious = 0) => ({
  malicious,
  suspicious,
  harmless: 60,
  undetected: 20,
})

describe.each(dbKinds)('VirusTotal malware check on %s', (kind) => {
  let t: TestApp
  let fake: VirusTotalFake
  beforeAll(async () => {
    fake = await startVirusTotalFake(KEY)
    t = await createTestApp(kind, {
      env: { SCANNER: 'virustotal', VT_API_KEY: KEY, VT_API_URL: fake.url },
    })
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })
  beforeEach(async () => {
    await t.database.db.delete(malwareScans)
    await t.database.db.delete(rateLimits).where(like(rateLimits.key, 'virustotal:%'))
    fake.calls.length = 0
    fake.reports.clear()
    fake.knobs = { failNext: 0, failStatus: 429, stallNext: 0 }
  })

  /** A scanner as another server process would have it: its own client, the same database. */
  const scanner = () =>
    createVirusTotalScanner({
      db: t.database.db,
      logger,
      cacheMs: 24 * HOUR_S * 1000,
      client: createVirusTotalClient({ baseUrl: fake.url, apiKey: KEY, logger }),
    })

  it('maps a clean report to clean and answers again from the shared cache', async () => {
    fake.reports.set('clean-shop.com', { lastAnalysisDate: nowS() - HOUR_S, stats: stats(0) })
    expect(await scanner().verdict('clean-shop.com')).toBe('clean')
    expect(fake.calls).toEqual(['GET /api/v3/domains/clean-shop.com'])
    // Cache hit, also for a second process: no call.
    expect(await scanner().verdict('clean-shop.com')).toBe('clean')
    expect(fake.calls).toHaveLength(1)
    const [row] = await t.database.db.select().from(malwareScans)
    expect(row).toMatchObject({ domain: 'clean-shop.com', verdict: 'clean' })
  })

  it('flags a domain any engine calls malicious or suspicious', async () => {
    fake.reports.set('bad-one.com', { lastAnalysisDate: nowS() - HOUR_S, stats: stats(3) })
    fake.reports.set('odd-one.com', { lastAnalysisDate: nowS() - HOUR_S, stats: stats(0, 1) })
    expect(await scanner().verdict('bad-one.com')).toBe('flagged')
    expect(await scanner().verdict('odd-one.com')).toBe('flagged')
  })

  it('answers unknown for a domain VirusTotal never saw (404) and asks it to analyse', async () => {
    expect(await scanner().verdict('brand-new.com')).toBe('unknown')
    expect(fake.calls).toEqual([
      'GET /api/v3/domains/brand-new.com',
      'POST /api/v3/domains/brand-new.com/analyse',
    ])
  })

  it('asks for a rescan of a stale report, at most once a day', async () => {
    fake.reports.set('old-report.com', {
      lastAnalysisDate: nowS() - 10 * 24 * HOUR_S,
      stats: stats(0),
    })
    expect(await scanner().verdict('old-report.com')).toBe('clean')
    expect(fake.calls).toEqual([
      'GET /api/v3/domains/old-report.com',
      'POST /api/v3/domains/old-report.com/analyse',
    ])
    // The provisional answer has expired (30 min); the rescan was asked an hour ago: not again.
    const hourAgo = new Date(Date.now() - HOUR_S * 1000)
    await t.database.db
      .update(malwareScans)
      .set({ checkedAt: hourAgo, analysisRequestedAt: hourAgo })
    expect(await scanner().verdict('old-report.com')).toBe('clean')
    expect(fake.calls.slice(2)).toEqual(['GET /api/v3/domains/old-report.com'])
  })

  it('spends at most 4 calls a minute, then answers the cached or pending state', async () => {
    const names = ['a1.com', 'a2.com', 'a3.com', 'a4.com', 'a5.com']
    for (const n of names)
      fake.reports.set(n, { lastAnalysisDate: nowS() - HOUR_S, stats: stats(1) })
    const verdicts = []
    for (const n of names) verdicts.push(await scanner().verdict(n))
    expect(verdicts).toEqual(['flagged', 'flagged', 'flagged', 'flagged', 'unknown'])
    expect(fake.calls).toHaveLength(4)
    // An expired cache entry is still what we answer while the budget is spent.
    const old = new Date(Date.now() - 48 * HOUR_S * 1000)
    await t.database.db
      .update(malwareScans)
      .set({ checkedAt: old })
      .where(eq(malwareScans.domain, 'a1.com'))
    expect(await scanner().verdict('a1.com')).toBe('flagged')
    expect(fake.calls).toHaveLength(4)
  })

  it('respects the daily budget of 500 calls', async () => {
    await t.database.db
      .insert(rateLimits)
      .values({ key: VT_LIMITS.day.key, count: VT_LIMITS.day.rule.max })
    fake.reports.set('daily.com', { lastAnalysisDate: nowS() - HOUR_S, stats: stats(0) })
    expect(await scanner().verdict('daily.com')).toBe('unknown')
    expect(fake.calls).toEqual([])
  })

  it('handles 429 from VirusTotal: no error, and no process calls again this minute', async () => {
    fake.reports.set('quota.com', { lastAnalysisDate: nowS() - HOUR_S, stats: stats(0) })
    fake.knobs.failNext = 1
    expect(await scanner().verdict('quota.com')).toBe('unknown')
    expect(await scanner().verdict('quota.com')).toBe('unknown')
    expect(fake.calls).toEqual(['GET /api/v3/domains/quota.com'])
  })

  it('serves the verdict on the domain page only for a live domain', async () => {
    const db = t.database.db
    await db.insert(users).values({ tgId: 1001, firstName: 'Alice' }).onConflictDoNothing()
    const row = { userId: 1001, priceCents: 1048, renewalCents: 1048 }
    await db.insert(domains).values([
      { ...row, domain: 'phish-free.com', status: 'active' },
      { ...row, domain: 'still-registering.com' },
    ])
    fake.reports.set('phish-free.com', { lastAnalysisDate: nowS() - HOUR_S, stats: stats(2) })
    const check = (domain: string) =>
      t.request('/api/user/check-virus-total', { method: 'POST', json: { domain } })
    expect(await (await check('phish-free.com')).json()).toEqual({
      success: true,
      status: 'flagged',
      link: 'https://www.virustotal.com/gui/domain/phish-free.com',
    })
    expect(await (await check('still-registering.com')).json()).toMatchObject({ status: 'unknown' })
    expect(fake.calls).toEqual(['GET /api/v3/domains/phish-free.com'])
  })
})

describe('VirusTotal configuration', () => {
  it('refuses SCANNER=virustotal without VT_API_KEY, naming the variable', () => {
    expect(() => parseConfig({ SCANNER: 'virustotal' })).toThrow(/VT_API_KEY/)
    expect(parseConfig({}).SCANNER).toBe('sandbox')
    expect(parseConfig({ SCANNER: 'virustotal', VT_API_KEY: 'k' }).VT_API_URL).toBe(
      'https://www.virustotal.com',
    )
  })
})
