// Reputation checks against fakes that keep the providers' contracts and quotas: VirusTotal's
// public API (4 calls a minute, 500 a day, 429 beyond) and Safe Browsing's Lookup API v4. Daily
// checks wait in the queue for VirusTotal's budget instead of calling past it; a new finding tells
// the owner once, in their language; a provider down is recorded, never a 500.
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  REPUTATION_CHECK_JOB,
  scheduleReputationTick,
} from '../../../../server/core/reputation/reputation'
import { domains, jobs, rateLimits, reputationChecks, users } from '../../../../server/db/schema'
import { type Worker } from '../../../../server/jobs/worker'
import { type SafeBrowsingFake } from '../../../fixtures/safe-browsing-fake/server'
import { type TelegramBotApiFake } from '../../../fixtures/telegram-bot-api-fake'
import { type VirusTotalFake } from '../../../fixtures/virustotal-fake/server'
import { type TestApp } from '../../../helpers/test-app'
import { dbKinds } from '../../../helpers/test-db'
import { startReputationRig, type ReputationRig } from '../../../helpers/reputation-rig'

const OWNER = { id: 7201, language_code: 'ru' }
const recent = () => Math.floor(Date.now() / 1000) - 3600

describe.each(dbKinds)('reputation checks on %s', (kind) => {
  let t: TestApp
  let vt: VirusTotalFake
  let sb: SafeBrowsingFake
  let bot: TelegramBotApiFake
  let worker: Worker
  let rig: ReputationRig

  beforeAll(async () => {
    rig = await startReputationRig(kind, { admin: true, reputationJobs: true })
    ;({ t, vt, sb, bot, worker } = rig)
    vt.quota = { perMinute: 4, perDay: 500, clockOffsetMs: 0, refused: 0 }
    await t.post('/api/user/language', { language: 'ru' }, { user: OWNER })
  })
  afterAll(() => rig.close())

  const activate = async (names: string[]) => {
    for (const domain of names)
      await t.db.insert(domains).values({
        userId: OWNER.id,
        domain,
        status: 'active',
        priceCents: 1000,
        renewalCents: 1000,
      })
  }
  const checksOf = (names: string[]) =>
    t.db.select().from(reputationChecks).where(inArray(reputationChecks.domain, names))
  /** The next minute, for our counters and the fake's: nobody sleeps. */
  const nextMinute = async () => {
    await t.db
      .update(rateLimits)
      .set({ windowStart: sql`now() - interval '61 seconds'` })
      .where(eq(rateLimits.key, 'virustotal:minute'))
    if (vt.quota) vt.quota.clockOffsetMs += 61_000
    await t.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.kind, REPUTATION_CHECK_JOB))
  }

  it('spends at most 4 VirusTotal calls a minute; the rest wait in the queue', async () => {
    const names = [1, 2, 3, 4, 5, 6].map((i) => `daily${i}-rep.com`)
    for (const n of names)
      vt.reports.set(n, {
        lastAnalysisDate: recent(),
        stats: { harmless: 60, malicious: 0, suspicious: 0, undetected: 10 },
      })
    await activate(names)
    await scheduleReputationTick(t.db)
    await worker.drain()
    expect(vt.quota?.refused).toBe(0)
    expect(vt.calls.filter((c) => names.some((n) => c.includes(n)))).toHaveLength(4)
    expect(await checksOf(names)).toHaveLength(4)
    const waiting = await t.db
      .select()
      .from(jobs)
      .where(sql`${jobs.kind} = ${REPUTATION_CHECK_JOB} and ${jobs.status} = 'queued'`)
    expect(waiting).toHaveLength(2)
    for (const j of waiting) expect(j.runAt.getTime()).toBeGreaterThan(Date.now())

    await nextMinute()
    await worker.drain()
    expect(vt.quota?.refused).toBe(0)
    expect(await checksOf(names)).toHaveLength(6)
    expect((await checksOf(names)).every((c) => c.vtVerdict === 'clean')).toBe(true)
    // The tick enqueued tomorrow's run once.
    const ticks = await t.db.select().from(jobs).where(eq(jobs.kind, 'reputation-tick'))
    expect(ticks.filter((j) => j.status === 'queued')).toHaveLength(1)
  })

  it('tells the owner once of a new detection and listing, in their language', async () => {
    const name = 'phishy-rep.com'
    await activate([name])
    vt.reports.set(name, {
      lastAnalysisDate: recent(),
      stats: { harmless: 50, malicious: 3, suspicious: 1, undetected: 10 },
    })
    sb.listed.set(name, ['SOCIAL_ENGINEERING'])
    await nextMinute()
    const first = await t.post('/api/user/reputation/check', { domain: name }, { user: OWNER })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({
      check: {
        virustotal: { verdict: 'flagged', detections: 4 },
        safe_browsing: { threats: ['SOCIAL_ENGINEERING'] },
      },
    })
    await worker.drain()
    const told = () =>
      bot.calls.filter((c) => c.method === 'sendMessage' && String(c.params.text).includes(name))
    expect(told()).toHaveLength(1)
    expect(String(told()[0]?.params.text)).toMatch(/фишинг/)
    expect(String(told()[0]?.params.text)).toMatch(/подозрительным: 4/)

    await nextMinute()
    expect(
      (await t.post('/api/user/reputation/check', { domain: name }, { user: OWNER })).status,
    ).toBe(200)
    await worker.drain()
    expect(told()).toHaveLength(1)

    const history = await t.get<{ checks: unknown[] }>(`/api/user/domains/${name}/reputation`, {
      user: OWNER,
    })
    expect(history.body.checks).toHaveLength(2)
    const flagged = await t.get<{ domains: { domain: string }[] }>('/api/admin/reputation', {
      admin: true,
    })
    expect(flagged.body.domains.map((d) => d.domain)).toContain(name)
    expect(flagged.body.domains.map((d) => d.domain)).not.toContain('daily1-rep.com')
    // Safe Browsing got requests it accepts: the fake refuses any that break the contract.
    expect(sb.calls.length).toBeGreaterThan(0)
  })

  it('records a provider that is down and answers what it knows', async () => {
    const name = 'down-rep.com'
    await activate([name])
    await nextMinute()
    sb.knobs.failNext = 1
    const res = await t.post<{ check: { problems: string[] } }>(
      '/api/user/reputation/check',
      { domain: name },
      { user: OWNER },
    )
    expect(res.status).toBe(200)
    expect(res.body.check.problems.join(' ')).toMatch(
      /safe browsing: Safe Browsing refused the call: HTTP 503/,
    )
    const other = await t.post(
      '/api/user/reputation/check',
      { domain: name },
      { user: { id: 7299 } },
    )
    expect(other.status).toBe(404)
  })

  it('lists a flagged domain in the console with its owner, until it is no longer theirs and active', async () => {
    type Row = {
      domain: string
      user_id: number
      username: string | null
      first_name: string | null
    }
    const flagged = async () =>
      (await t.get<{ domains: Row[] }>('/api/admin/reputation', { admin: true })).body.domains
    const row = (await flagged()).find((d) => d.domain === 'phishy-rep.com')
    expect(row?.user_id).toBe(OWNER.id)
    const [owner] = await t.db.select().from(users).where(eq(users.tgId, OWNER.id))
    expect([row?.username, row?.first_name]).toEqual([owner?.username, owner?.firstName])
    await t.db
      .update(domains)
      .set({ status: 'released' })
      .where(eq(domains.domain, 'phishy-rep.com'))
    expect((await flagged()).map((d) => d.domain)).not.toContain('phishy-rep.com')
  })
})
