// An apply and an undo of one domain in the orders a race can put them, made certain by holding the
// apply's read of the zone until the undo has run: the apply read a zone that was changing, so it
// must be refused, and an undo must never revert a change that a newer one has followed. And what a
// stopped process leaves (a claim never released) holds Undo back only while it may still be running.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dnsChangeList, dnsChangeResponse, type DnsChangeRequest } from '@contract/dns-changes'
import { claimUndo } from '../../../../server/core/dns/dns-change-claim'
import { dnsChanges, domains } from '../../../../server/db/schema'
import { dnsChangeCalls } from '../../../helpers/dns-change-calls'
import { zoneReadGate } from '../../../helpers/zone-read-gate'
import { createTestApp, type TestApp } from '../../../helpers/test-app'
import { dbKinds } from '../../../helpers/test-db'

const OWNER = 7811

describe.each(dbKinds)('an apply and an undo of one domain on %s', (kind) => {
  const gate = zoneReadGate()
  let built: TestApp | undefined
  beforeAll(async () => {
    built = await createTestApp(kind, { sandbox: { wrapCdn: gate.wrap } })
    await built.fund(200_00, OWNER)
  })
  afterAll(() => built?.close())
  const { as, base, records, preview, apply, undo, domain } = dnsChangeCalls(
    () => built as TestApp,
    OWNER,
  )
  const change = (content: string): DnsChangeRequest => ({
    source: 'record',
    edit: { action: 'add', record: { type: 'A', name: '@', content } },
  })
  const applied = async (d: string, content: string) => {
    const { basis } = await preview(d, change(content))
    const res = await apply(d, change(content), basis)
    expect(res.status).toBe(200)
    return dnsChangeResponse.parse(res.body).change
  }

  it('refuses an apply whose zone was read while an undo ran to its end', async () => {
    const d = await domain('read-undo')
    const first = await applied(d, '192.0.2.30')
    const { basis } = await preview(d, change('192.0.2.31'))
    const held = gate.arm()
    const late = apply(d, change('192.0.2.31'), basis)
    await held.begun
    // The zone the apply read matches its preview; the undo changes it before the apply claims.
    expect((await undo(d, first.id)).status).toBe(200)
    held.release()
    const res = await late
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ error: 'stale_preview' })
    expect(await records(d)).toEqual([])
  })

  it('refuses to undo a change that a newer one followed after the undo looked', async () => {
    const d = await domain('undo-late')
    const first = await applied(d, '192.0.2.40')
    // The undo found `first` the newest change; then a newer one landed before it claimed.
    await applied(d, '192.0.2.41')
    const t = built as TestApp
    const [row] = await t.db.select({ id: domains.id }).from(domains).where(eq(domains.domain, d))
    expect(await claimUndo(t.db, row?.id ?? 0, first.id)).toBeUndefined()
    const contents = (await records(d)).map((r) => r.content).sort()
    expect(contents).toEqual(['192.0.2.40', '192.0.2.41'])
  })

  const history = async (d: string) =>
    dnsChangeList.parse((await (built as TestApp).get(`${base(d)}/changes`, as)).body).changes
  const domainId = async (d: string) => {
    const t = built as TestApp
    const [row] = await t.db.select({ id: domains.id }).from(domains).where(eq(domains.domain, d))
    return row?.id ?? 0
  }

  it('passes over an apply a stopped process left half done once its claim is old', async () => {
    const d = await domain('stopped-apply')
    const first = await applied(d, '192.0.2.50')
    const t = built as TestApp
    // What a process that stopped in the middle of an apply leaves: its claim, with the planned
    // operation (one that never reached the zone).
    const [left] = await t.db
      .insert(dnsChanges)
      .values({
        domainId: await domainId(d),
        userId: OWNER,
        source: 'record',
        operations: [
          {
            kind: 'record',
            action: 'add',
            after: { type: 'TXT', name: d, content: 'half done', proxy_status: 'DNS_ONLY', ttl: 1 },
          },
        ],
        status: 'applying',
      })
      .returning()
    const leftId = left?.id ?? 0
    // While the claim is fresh the apply may still be running: nothing can be undone.
    expect((await history(d)).map((c) => [c.id, c.can_undo, c.interrupted])).toEqual([
      [leftId, false, undefined],
      [first.id, false, undefined],
    ])
    expect((await undo(d, first.id)).status).toBe(409)

    await t.db
      .update(dnsChanges)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(dnsChanges.id, leftId))
    expect((await history(d)).map((c) => [c.id, c.can_undo, c.interrupted])).toEqual([
      [leftId, false, true],
      [first.id, true, undefined],
    ])
    expect((await undo(d, leftId)).status).toBe(409)
    const undone = await undo(d, first.id)
    expect(undone.status).toBe(200)
    expect(await records(d)).toEqual([])
    // And the domain takes new changes, which are then the ones to undo.
    const next = await applied(d, '192.0.2.51')
    expect((await history(d)).map((c) => [c.id, c.can_undo])).toEqual([
      [next.id, true],
      [leftId, false],
      [first.id, false],
    ])
  })

  it('offers again the undo of a change a stopped process left being undone', async () => {
    const d = await domain('stopped-undo')
    const first = await applied(d, '192.0.2.60')
    const t = built as TestApp
    const left = eq(dnsChanges.id, first.id)
    await t.db
      .update(dnsChanges)
      .set({ status: 'undoing', undoneAt: sql`now()` })
      .where(left)
    expect((await history(d)).map((c) => [c.status, c.can_undo])).toEqual([['applied', false]])
    expect((await undo(d, first.id)).status).toBe(409)

    await t.db
      .update(dnsChanges)
      .set({ undoneAt: sql`now() - interval '11 minutes'` })
      .where(left)
    expect((await history(d)).map((c) => [c.status, c.can_undo])).toEqual([['applied', true]])
    expect((await undo(d, first.id)).status).toBe(200)
    expect(await records(d)).toEqual([])
    expect((await history(d)).map((c) => c.status)).toEqual(['undone'])
  })
})
