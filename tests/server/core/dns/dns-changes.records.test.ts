// Single-record changes through the preview, on the sandbox CDN and on the Cloudflare adapter
// against the local fake: add, duplicate, CNAME conflict, update, remove, undo order, bad input.
import { describe, expect, it } from 'vitest'
import { dnsChangeList, dnsChangeResponse, type DnsChangeRequest } from '@contract/dns-changes'
import { dnsChangeCases, useDnsChangeApp } from '../../../helpers/dns-change-calls'

const OWNER = 7802

describe.each(dnsChangeCases)('DNS record changes on %s with the %s CDN', (kind, cdnName) => {
  const { app, as, base, records, idOf, preview, apply, undo, domain } = useDnsChangeApp(
    kind,
    cdnName,
    OWNER,
  )

  it('previews single-record edits: add, update, remove, a CNAME conflict and a duplicate', async () => {
    const d = await domain('single')
    const record = (type: string, name: string, content: string) => ({ type, name, content })
    const addWww: DnsChangeRequest = {
      source: 'record',
      edit: { action: 'add', record: record('A', 'www', '192.0.2.7') },
    }
    let plan = await preview(d, addWww)
    expect(plan.operations).toMatchObject([{ action: 'add', after: { name: `www.${d}` } }])
    expect((await apply(d, addWww, plan.basis)).status).toBe(200)
    plan = await preview(d, addWww)
    expect(plan).toMatchObject({ operations: [], conflicts: [{ reason: 'duplicate' }] })
    expect((await apply(d, addWww, plan.basis)).body).toMatchObject({ error: 'no_changes' })

    const cname: DnsChangeRequest = {
      source: 'record',
      edit: { action: 'add', record: record('CNAME', 'www', 'example.net') },
    }
    plan = await preview(d, cname)
    expect(plan.conflicts).toMatchObject([{ reason: 'cname', records: [{ content: '192.0.2.7' }] }])
    const before = await records(d)
    const made = dnsChangeResponse.parse((await apply(d, cname, plan.basis)).body).change
    expect((await records(d)).map((r) => r.type)).toEqual(['CNAME'])
    expect((await undo(d, made.id)).status).toBe(200)
    expect(await records(d)).toEqual(before)

    const id = await idOf(d, 'A', `www.${d}`)
    const edit: DnsChangeRequest = {
      source: 'record',
      edit: { action: 'update', id, record: record('A', 'www', '192.0.2.8') },
    }
    plan = await preview(d, edit)
    expect(plan.operations).toMatchObject([
      { action: 'update', before: { content: '192.0.2.7' }, after: { content: '192.0.2.8' } },
    ])
    expect((await apply(d, edit, plan.basis)).status).toBe(200)
    const newId = await idOf(d, 'A', `www.${d}`)
    const remove: DnsChangeRequest = { source: 'record', edit: { action: 'remove', id: newId } }
    plan = await preview(d, remove)
    expect((await apply(d, remove, plan.basis)).status).toBe(200)
    expect(await records(d)).toEqual([])
    // Only the newest change can be undone; the update before it waits its turn.
    const history = dnsChangeList.parse((await app().get(`${base(d)}/changes`, as)).body).changes
    expect(history.map((h) => h.can_undo)).toEqual([true, false, false, false])
    expect((await undo(d, history[1]?.id ?? 0)).body).toMatchObject({ error: 'not_last' })
  })

  it('answers 400 for a bad template or record, 404 for a stranger or a missing record', async () => {
    const d = await domain('bad')
    const post = (body: unknown, user = OWNER) =>
      app().post(`${base(d)}/changes/preview`, body, { user: { id: user } })
    expect(await post({ source: 'template', template: 'netlify' })).toMatchObject({
      status: 400,
      body: { field: 'target' },
    })
    expect((await post({ source: 'template', template: 'nope' })).status).toBe(400)
    const bad = {
      source: 'record',
      edit: { action: 'add', record: { type: 'A', name: 'x', content: 'no' } },
    }
    expect((await post(bad)).status).toBe(400)
    const gone = { source: 'record', edit: { action: 'remove', id: 'missing' } }
    expect((await post(gone)).status).toBe(404)
    expect((await post({ source: 'template', template: 'vercel' }, OWNER + 1)).status).toBe(404)
    expect((await app().post(`${base(d)}/changes/abc/undo`, {}, as)).status).toBe(400)
  })
})
