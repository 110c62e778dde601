// A DNS record queued offline by the client (the payload its queue stores, contract/queued-payloads)
// and replayed with the Idempotency-Key made when the owner saved it: the server applies it as a
// change like a previewed one, so it lands in the history, Undo reverts it, and it never interleaves
// with an undo of the same domain (the zone's reads are held to put the race in each order).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dnsCreateResponse, dnsDeleteResponse } from '@contract/dns'
import { dnsChangeList } from '@contract/dns-changes'
import { dnsAddPayload, dnsDeletePayload } from '@contract/queued-payloads'
import { dnsChangeCalls } from '../../../helpers/dns-change-calls'
import { createTestApp, type TestApp } from '../../../helpers/test-app'
import { dbKinds } from '../../../helpers/test-db'
import { zoneReadGate } from '../../../helpers/zone-read-gate'

const OWNER = 7821

describe.each(dbKinds)('DNS writes replayed from the offline queue on %s', (kind) => {
  const gate = zoneReadGate()
  let built: TestApp | undefined
  beforeAll(async () => {
    built = await createTestApp(kind, { sandbox: { wrapCdn: gate.wrap } })
    await built.fund(200_00, OWNER)
  })
  afterAll(() => built?.close())
  const app = () => built as TestApp
  const { as, base, records, undo, domain } = dnsChangeCalls(app, OWNER)
  const history = async (d: string) =>
    dnsChangeList.parse((await app().get(`${base(d)}/changes`, as)).body).changes

  /** What the queue stores for a record saved offline, as restored from IndexedDB. */
  const storedAdd = (d: string, content: string, type = 'A', key = `add-${d}-${content}`) => ({
    ...dnsAddPayload.parse({ domain: d, type, name: 'www', content, proxy_status: 'DNS_ONLY' }),
    idempotencyKey: key,
  })
  /** The queue's replay of a stored add: the record as the body, the stored key as the header. */
  const replayAdd = ({ domain: d, idempotencyKey, ...body }: ReturnType<typeof storedAdd>) =>
    app().request(base(d), {
      method: 'POST',
      json: body,
      user: as.user,
      key: idempotencyKey,
    })
  const replayDelete = (stored: { domain: string; id: string }, key: string) => {
    const { domain: d, id } = dnsDeletePayload.parse(stored)
    return app().request(`${base(d)}/${id}`, {
      method: 'DELETE',
      user: as.user,
      key,
    })
  }

  it('keeps a replayed add in the history, replays it once, and undoes it', async () => {
    const d = await domain('offline-add')
    const stored = storedAdd(d, '192.0.2.70')
    const first = await replayAdd(stored)
    expect(first.status).toBe(200)
    const made = dnsCreateResponse.parse(await first.json())
    // The answer was lost and the queue sends the write again with its key: one record, one change.
    const again = await replayAdd(stored)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(dnsCreateResponse.parse(await again.json())).toEqual(made)
    expect((await records(d)).map((r) => r.content)).toEqual(['192.0.2.70'])
    const [change, ...older] = await history(d)
    expect(older).toEqual([])
    expect(change).toMatchObject({
      id: made.change_id,
      source: 'record',
      status: 'applied',
      can_undo: true,
      operations: [{ kind: 'record', action: 'add', after: { id: made.record.id } }],
    })

    expect((await undo(d, made.change_id)).status).toBe(200)
    expect(await records(d)).toEqual([])
    expect((await history(d)).map((c) => [c.status, c.can_undo])).toEqual([['undone', false]])
  })

  it('keeps a replayed delete in the history, and its undo brings the record back', async () => {
    const d = await domain('offline-delete')
    const added = dnsCreateResponse.parse(
      await (await replayAdd(storedAdd(d, '192.0.2.71'))).json(),
    )
    const before = await records(d)
    const res = await replayDelete({ domain: d, id: added.record.id }, `del-${d}`)
    const removed = dnsDeleteResponse.parse(await res.json())
    expect(removed.id).toBe(added.record.id)
    expect(await records(d)).toEqual([])
    expect((await history(d)).map((c) => [c.id, c.can_undo])).toEqual([
      [removed.change_id, true],
      [added.change_id, false],
    ])
    expect((await undo(d, removed.change_id)).status).toBe(200)
    expect(await records(d)).toEqual(before)
    // The undo made the record anew, with a new id: a delete queued with the old one finds nothing.
    const stale = await replayDelete({ domain: d, id: added.record.id }, `del2-${d}`)
    expect(stale.status).toBe(404)
    expect(await stale.json()).toMatchObject({ error: 'record_not_found', field: 'id' })
  })

  it('plans a replay again when an undo ran to its end while it read the zone', async () => {
    const d = await domain('offline-after-undo')
    const first = dnsCreateResponse.parse(
      await (await replayAdd(storedAdd(d, '192.0.2.72'))).json(),
    )
    const held = gate.arm()
    const late = replayAdd(storedAdd(d, '192.0.2.73'))
    await held.begun
    expect((await undo(d, first.change_id)).status).toBe(200)
    held.release()
    const res = await late
    expect(res.status).toBe(200)
    const made = dnsCreateResponse.parse(await res.json())
    expect((await records(d)).map((r) => r.content)).toEqual(['192.0.2.73'])
    expect((await history(d)).map((c) => [c.id, c.status, c.can_undo])).toEqual([
      [made.change_id, 'applied', true],
      [first.change_id, 'undone', false],
    ])
  })

  it('refuses a replay while an undo of the domain runs, and the undo finishes alone', async () => {
    const d = await domain('offline-during-undo')
    const first = dnsCreateResponse.parse(
      await (await replayAdd(storedAdd(d, '192.0.2.74'))).json(),
    )
    const held = gate.arm()
    // The undo has claimed the domain and is reading the zone when the replay comes in.
    const undoing = undo(d, first.change_id)
    await held.begun
    const res = await replayAdd(storedAdd(d, '192.0.2.75'))
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ error: 'busy' })
    held.release()
    expect((await undoing).status).toBe(200)
    expect(await records(d)).toEqual([])
    expect((await history(d)).map((c) => c.status)).toEqual(['undone'])
    // Sent again (the queue's retry after the refusal) it goes through.
    expect((await replayAdd(storedAdd(d, '192.0.2.75', 'A', `retry-${d}`))).status).toBe(200)
    expect((await records(d)).map((r) => r.content)).toEqual(['192.0.2.75'])
  })

  it('asks for a preview instead of removing records the owner did not name', async () => {
    const d = await domain('offline-cname')
    await replayAdd(storedAdd(d, '192.0.2.76'))
    const before = await records(d)
    const res = await replayAdd(storedAdd(d, 'example.net', 'CNAME'))
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({
      error: 'needs_preview',
      records: [{ type: 'A', content: '192.0.2.76' }],
    })
    const dup = await replayAdd(storedAdd(d, '192.0.2.76', 'A', `dup-${d}`))
    expect(await dup.json()).toMatchObject({ error: 'no_changes' })
    expect(await records(d)).toEqual(before)
    expect(await history(d)).toHaveLength(1)
  })
})
