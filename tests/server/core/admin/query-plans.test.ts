// Every admin list and report, run against a generated database: EXPLAIN ANALYZE of each statement
// it sends must not read a large table beyond a bounded number of rows, by a sequential scan or by
// walking a whole index. A scan that stops after the capped count's rows (a LIMIT over a cheap
// filter) is bounded work; one that reads the table is not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count } from 'drizzle-orm'
import { TOTAL_CAP } from '@contract/admin'
import { ledgerEntries } from '../../../../server/db/schema'
import { searchUsers, getUserDetail } from '../../../../server/core/admin/users'
import { listDomains, listEntries } from '../../../../server/core/admin/records'
import { dailyFigures, listBans, visitCounts } from '../../../../server/core/admin/reports'
import { listAudit } from '../../../../server/core/admin/audit'
import { planNodes, recordingDatabase } from '../../../helpers/query-plan'
import { balanceMismatches, fillScale } from '../../../helpers/scale-data'
import { dbKinds, type TestDatabase } from '../../../helpers/test-db'

const LARGE = ['users', 'ledger_entries', 'domains', 'visits', 'audit_log']
const SIZE = { users: 30_000, entries: 100_000, domains: 30_000, visits: 60_000, audit: 25_000 }
/** A scan may read this many rows of a large table; each large table holds more. */
const BOUNDED = 2 * TOTAL_CAP

describe.each(dbKinds)('admin query plans on %s', (kind) => {
  let t: TestDatabase
  let sentBy: Awaited<ReturnType<typeof recordingDatabase>>['sentBy']
  beforeAll(async () => {
    ;({ t, sentBy } = await recordingDatabase(kind))
    await fillScale(t, SIZE)
  }, 600_000)
  afterAll(() => t?.destroy())

  /** Runs `call`, EXPLAINs what it sent, and returns the large-table scans that read too much. */
  async function unboundedScans(call: () => Promise<unknown>) {
    const sent = await sentBy(call)
    expect(sent.length).toBeGreaterThan(0)
    const bad: string[] = []
    for (const { query, params } of sent) {
      for (const n of await planNodes(t, query, params)) {
        if (!LARGE.includes(n['Relation Name'] ?? '')) continue
        const read =
          ((n['Actual Rows'] ?? 0) +
            (n['Rows Removed by Filter'] ?? 0) +
            (n['Rows Removed by Index Recheck'] ?? 0)) *
          (n['Actual Loops'] ?? 1)
        if (read > BOUNDED)
          bad.push(`${n['Node Type']} on ${n['Relation Name']} (${read} rows): ${query}`)
      }
    }
    return bad
  }

  it('generated consistent data, and the check catches a read of a whole table', async () => {
    expect(await balanceMismatches(t)).toBe(0)
    const whole = await unboundedScans(() => t.db.select({ n: count() }).from(ledgerEntries))
    expect(whole).toHaveLength(1)
  })

  it('lists users, searches them and pages on, through indexes', async () => {
    const first = await searchUsers(t.db, { limit: 50 })
    expect(first.capped).toBe(true)
    for (const f of [
      { limit: 50 },
      { limit: 50, cursor: first.next ?? undefined },
      { limit: 50, q: 'user_1234' },
      { limit: 50, q: 'Vera Family12' },
      { limit: 50, q: String(1_000_000_042) },
    ])
      expect(await unboundedScans(() => searchUsers(t.db, f)), JSON.stringify(f)).toEqual([])
    expect(await unboundedScans(() => getUserDetail(t.db, 1_000_000_042))).toEqual([])
    expect(await unboundedScans(() => listBans(t.db))).toEqual([])
  })

  it('lists domains by status and name, and pages on', async () => {
    const first = await listDomains(t.db, { limit: 50 })
    for (const f of [
      { limit: 50 },
      { limit: 50, cursor: first.next ?? undefined },
      { limit: 50, status: 'failed' as const },
      { limit: 50, q: 'site1234' },
      { limit: 50, q: 'user_777' },
    ])
      expect(await unboundedScans(() => listDomains(t.db, f)), JSON.stringify(f)).toEqual([])
  })

  it('lists transactions by type, status, user and date, and pages on', async () => {
    const first = await listEntries(t.db, { limit: 50 })
    const month = new Date(Date.now() - 30 * 86_400_000)
    for (const f of [
      { limit: 50 },
      { limit: 50, cursor: first.next ?? undefined },
      { limit: 50, type: 'refund' as const },
      { limit: 50, status: 'pending' as const },
      { limit: 50, userId: 1_000_000_042 },
      { limit: 50, from: month, until: new Date() },
    ])
      expect(await unboundedScans(() => listEntries(t.db, f)), JSON.stringify(f)).toEqual([])
  })

  it('lists the audit log by action and actor', async () => {
    for (const f of [
      { limit: 50 },
      { limit: 50, action: 'user.ban' },
      { limit: 50, actor: 'tg:3' },
    ])
      expect(await unboundedScans(() => listAudit(t.db, f)), JSON.stringify(f)).toEqual([])
  })

  it('reads a year of stats and visits from the rollups', async () => {
    const to = new Date().toISOString().slice(0, 10)
    const from = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10)
    expect(await unboundedScans(() => dailyFigures(t.db, { from, to }))).toEqual([])
    expect(await unboundedScans(() => visitCounts(t.db, { from, to }))).toEqual([])
    const visits = await visitCounts(t.db, { from, to })
    expect(visits.reduce((s, r) => s + r.count, 0)).toBeGreaterThan(SIZE.visits * 0.85)
  })
})
