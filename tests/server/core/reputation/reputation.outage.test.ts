// Reputation checks while a provider is down, against the fakes of VirusTotal's API v3 and Safe
// Browsing's Lookup API v4: a 5xx or a call that hangs past the client's timeout is recorded as
// "could not be asked" for that source (its last known result kept), the check answers 200 (never
// a 500), no finding is invented or lost so the owner is not told twice, and every VirusTotal call
// made is counted once against the public API's budget, including the failed ones.
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reputationCheckResponse } from '@contract/reputation'
import { VT_LIMITS } from '../../../../server/core/malware-scan/malware-scan'
import { domains, rateLimits } from '../../../../server/db/schema'
import { type Worker } from '../../../../server/jobs/worker'
import { type SafeBrowsingFake } from '../../../fixtures/safe-browsing-fake/server'
import { type TelegramBotApiFake } from '../../../fixtures/telegram-bot-api-fake'
import { type VirusTotalFake } from '../../../fixtures/virustotal-fake/server'
import { type TestApp } from '../../../helpers/test-app'
import { dbKinds } from '../../../helpers/test-db'
import { startReputationRig, type ReputationRig } from '../../../helpers/reputation-rig'

const OWNER = { id: 7401, language_code: 'en' }
/** Short, so a hanging provider fails the call at once; the fakes never answer a stalled call. */
const TIMEOUT_MS = 300
const recent = () => Math.floor(Date.now() / 1000) - 3600

describe.each(dbKinds)('reputation checks with a provider down on %s', (kind) => {
  let t: TestApp
  let vt: VirusTotalFake
  let sb: SafeBrowsingFake
  let bot: TelegramBotApiFake
  let worker: Worker
  let rig: ReputationRig

  beforeAll(async () => {
    rig = await startReputationRig(kind, { timeoutMs: TIMEOUT_MS })
    ;({ t, vt, sb, bot, worker } = rig)
    await t.post('/api/user/language', { language: 'en' }, { user: OWNER })
  })
  afterAll(() => rig.close())

  const own = async (domain: string) => {
    await t.db.insert(domains).values({
      userId: OWNER.id,
      domain,
      status: 'active',
      priceCents: 1000,
      renewalCents: 1000,
    })
  }
  const check = async (domain: string) => {
    const res = await t.post('/api/user/reputation/check', { domain }, { user: OWNER })
    expect(res.status).toBe(200)
    return reputationCheckResponse.parse(res.body)
  }
  /** VirusTotal calls our budget counters hold, per window. */
  const counted = async () => {
    const rows = await t.db
      .select()
      .from(rateLimits)
      .where(inArray(rateLimits.key, [VT_LIMITS.minute.key, VT_LIMITS.day.key]))
    const of = (key: string) => rows.find((r) => r.key === key)?.count ?? 0
    return { minute: of(VT_LIMITS.minute.key), day: of(VT_LIMITS.day.key) }
  }
  const told = async (domain: string) => {
    await worker.drain()
    return bot.calls.filter(
      (c) => c.method === 'sendMessage' && String(c.params.text).includes(domain),
    )
  }
  /** Our minute window starts again (as the next minute would), keeping the day's count. */
  const nextMinute = () =>
    t.db.update(rateLimits).set({ count: 0 }).where(eq(rateLimits.key, VT_LIMITS.minute.key))

  it('records VirusTotal answering 5xx or hanging as unreachable, counted once against the budget', async () => {
    const name = 'vtdown-rep.com'
    await own(name)
    vt.reports.set(name, {
      lastAnalysisDate: recent(),
      stats: { harmless: 60, malicious: 0, suspicious: 0, undetected: 10 },
    })
    const before = await counted()
    const callsBefore = vt.calls.length

    vt.knobs.failStatus = 503
    vt.knobs.failNext = 1
    const failed = await check(name)
    expect(failed.check.virustotal).toEqual({
      verdict: 'unknown',
      detections: null,
      state: 'unreachable',
    })
    expect(failed.check.safe_browsing).toEqual({ threats: [], state: 'checked' })
    expect(failed.check.problems).toEqual(['virustotal: could not be reached'])
    expect(failed.virustotal_pending).toBe(false)

    vt.knobs.stallNext = 1
    const hung = await check(name)
    expect(hung.check.virustotal.state).toBe('unreachable')

    const answered = await check(name)
    expect(answered.check.virustotal).toEqual({ verdict: 'clean', detections: 0, state: 'checked' })
    // Three calls reached VirusTotal (the 503, the hung one, the answer): three spent, no more.
    const made = vt.calls.length - callsBefore
    expect(made).toBe(3)
    const after = await counted()
    expect([after.minute - before.minute, after.day - before.day]).toEqual([made, made])
    await nextMinute()
  })

  it('keeps a known listing while Safe Browsing is down, and tells the owner of it only once', async () => {
    const name = 'phishy-down-rep.com'
    await own(name)
    vt.reports.set(name, {
      lastAnalysisDate: recent(),
      stats: { harmless: 50, malicious: 2, suspicious: 0, undetected: 10 },
    })
    sb.listed.set(name, ['SOCIAL_ENGINEERING'])
    const first = await check(name)
    expect(first.check.safe_browsing).toEqual({ threats: ['SOCIAL_ENGINEERING'], state: 'checked' })
    expect(await told(name)).toHaveLength(1)

    sb.knobs.failNext = 1
    const failed = await check(name)
    expect(failed.check.safe_browsing).toEqual({
      threats: ['SOCIAL_ENGINEERING'],
      state: 'unreachable',
    })
    expect(failed.check.problems.join(' ')).toMatch(/safe browsing: .*HTTP 503/)
    sb.knobs.stallNext = 1
    const hung = await check(name)
    expect(hung.check.safe_browsing.state).toBe('unreachable')
    expect(hung.check.problems.join(' ')).toMatch(/safe browsing: .*cannot be reached/)
    // Both down at once: what was known stands, flagged as before, and nothing reads as new.
    vt.knobs.failStatus = 502
    vt.knobs.failNext = 1
    sb.knobs.failNext = 1
    const both = await check(name)
    expect(both.check.virustotal).toEqual({
      verdict: 'flagged',
      detections: 2,
      state: 'unreachable',
    })
    expect(both.check.safe_browsing.threats).toEqual(['SOCIAL_ENGINEERING'])
    expect(await told(name)).toHaveLength(1)
    // Back up, the same findings: still no second message; the console lists the domain.
    expect((await check(name)).check.safe_browsing.state).toBe('checked')
    expect(await told(name)).toHaveLength(1)
    const history = await t.get<{ checks: unknown[] }>(`/api/user/domains/${name}/reputation`, {
      user: OWNER,
    })
    expect(history.body.checks).toHaveLength(5)
  })
})
