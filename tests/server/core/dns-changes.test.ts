// Previewed DNS changes through the API, on the sandbox CDN and on the Cloudflare adapter against
// the local fake: a template over conflicting records, undo back to the exact records, a stale
// preview refused, an undo refused once the zone moved on, and single-record edits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dnsListResponse } from '@contract/dns'
import { dnsChangeList, dnsChangePreview, dnsChangeResponse } from '@contract/dns-changes'
import type { DnsChangeRequest } from '@contract/dns-changes'
import { createCloudflareCdn } from '../../../server/providers/cdn/cloudflare'
import { startCloudflareFake, type CloudflareFake } from '../../fixtures/cloudflare-fake/server'
import { freeName } from '../../helpers/sandbox-names'
import { createTestApp, type TestApp } from '../../helpers/test-app'
import { dbKinds } from '../../helpers/test-db'

const OWNER = 7801
const cdns = ['sandbox', 'cloudflare'] as const
const cases = dbKinds.flatMap((kind) => cdns.map((cdn) => [kind, cdn] as const))

describe.each(cases)('DNS changes on %s with the %s CDN', (kind, cdnName) => {
  let t: TestApp
  let fake: CloudflareFake | undefined
  beforeAll(async () => {
    if (cdnName === 'cloudflare') {
      const cf = await startCloudflareFake()
      fake = cf
      const cdn = createCloudflareCdn({
        apiToken: cf.token,
        accountId: cf.account.accountId,
        baseUrl: cf.url,
        sleep: () => Promise.resolve(),
      })
      t = await createTestApp(kind, { sandbox: { wrapCdn: () => cdn } })
    } else t = await createTestApp(kind, { sandbox: {} })
    await t.fund(200_00, OWNER)
  })
  afterAll(async () => {
    await t.close()
    await fake?.close()
  })

  const as = { user: { id: OWNER } }
  const base = (d: string) => `/api/user/domains/${d}/dns`
  /** The zone's records as a comparable set: everything but the CDN's ids. */
  const records = async (d: string) => {
    const list = dnsListResponse.parse((await t.get(base(d), as)).body).dns_records
    return list
      .map(({ id: _id, ...r }) => r)
      .sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1))
  }
  const idOf = async (d: string, type: string, name: string) => {
    const list = dnsListResponse.parse((await t.get(base(d), as)).body).dns_records
    return list.find((r) => r.type === type && r.name === name)?.id ?? ''
  }
  const add = (d: string, type: string, name: string, content: string) =>
    t.post(base(d), { type, name, content }, as)
  const preview = async (d: string, change: DnsChangeRequest) => {
    const res = await t.post(`${base(d)}/changes/preview`, change, as)
    expect(res.status).toBe(200)
    return dnsChangePreview.parse(res.body)
  }
  const apply = (d: string, change: DnsChangeRequest, basis: string) =>
    t.post(`${base(d)}/changes`, { change, basis }, as)
  const undo = (d: string, id: number) => t.post(`${base(d)}/changes/${id}/undo`, {}, as)

  const domain = async (word: string) => {
    const name = freeName(word)
    await t.own(OWNER, [name])
    return name
  }

  it('names the conflicts of a template, applies it, and undo leaves the records exactly as before', async () => {
    const d = await domain('tmpl')
    const seed: [string, string, string][] = [
      ['A', '@', '192.0.2.1'],
      ['AAAA', '@', '2001:db8::1'],
      ['A', 'www', '192.0.2.2'],
      ['TXT', '@', 'keep me'],
      ['MX', '@', '10 mx.old-mail.example'],
    ]
    for (const [type, name, content] of seed)
      expect((await add(d, type, name, content)).status).toBe(200)
    const before = await records(d)
    const change: DnsChangeRequest = {
      source: 'template',
      template: 'github-pages',
      target: 'octo',
    }
    const plan = await preview(d, change)
    // The preview changed nothing.
    expect(await records(d)).toEqual(before)
    expect(plan.conflicts.map((c) => [c.reason, c.name, c.records.map((r) => r.content)])).toEqual([
      ['address', d, ['192.0.2.1', '2001:db8::1']],
      ['cname', `www.${d}`, ['192.0.2.2']],
    ])
    expect(plan.operations.filter((o) => o.action === 'update')).toHaveLength(2)
    expect(
      plan.operations.filter((o) => o.action === 'remove').map((o) => o.before?.content),
    ).toEqual(['192.0.2.2'])
    expect(plan.operations.filter((o) => o.action === 'add')).toHaveLength(7)

    const applied = await apply(d, change, plan.basis)
    expect(applied.status).toBe(200)
    const { change: saved } = dnsChangeResponse.parse(applied.body)
    expect(saved).toMatchObject({ source: 'template', template: 'github-pages', can_undo: true })
    const after = await records(d)
    expect(
      after
        .filter((r) => r.name === d && r.type === 'A')
        .map((r) => r.content)
        .sort(),
    ).toEqual(['185.199.108.153', '185.199.109.153', '185.199.110.153', '185.199.111.153'])
    expect(after.filter((r) => r.name === `www.${d}`)).toEqual([
      { type: 'CNAME', name: `www.${d}`, content: 'octo.github.io', proxy_status: 'DNS_ONLY' },
    ])
    expect(after.filter((r) => r.type === 'TXT' || r.type === 'MX')).toHaveLength(2)

    expect((await undo(d, saved.id)).status).toBe(200)
    expect(await records(d)).toEqual(before)
    const history = dnsChangeList.parse((await t.get(`${base(d)}/changes`, as)).body).changes
    expect(history[0]).toMatchObject({ id: saved.id, status: 'undone', can_undo: false })
    // Undone once: a second undo of it is refused.
    expect((await undo(d, saved.id)).status).toBe(409)
  })

  it('replaces the mail servers and SPF for Microsoft 365, and undo brings the old ones back', async () => {
    const d = await domain('mail')
    for (const [type, content] of [
      ['MX', '10 mx1.old-mail.example'],
      ['MX', '20 mx2.old-mail.example'],
      ['TXT', 'v=spf1 include:old-mail.example ~all'],
    ] as const)
      expect((await add(d, type, '@', content)).status).toBe(200)
    const before = await records(d)
    const change: DnsChangeRequest = { source: 'template', template: 'microsoft-365' }
    const plan = await preview(d, change)
    expect(plan.conflicts.map((c) => c.reason)).toEqual(['mail', 'spf'])
    const { change: saved } = dnsChangeResponse.parse((await apply(d, change, plan.basis)).body)
    expect((await records(d)).map((r) => `${r.type} ${r.content}`)).toEqual([
      `CNAME autodiscover.outlook.com`,
      `MX 0 ${d.replaceAll('.', '-')}.mail.protection.outlook.com`,
      'TXT v=spf1 include:spf.protection.outlook.com -all',
    ])
    expect((await undo(d, saved.id)).status).toBe(200)
    expect(await records(d)).toEqual(before)
  })

  it('refuses a preview computed from records that changed since, and changes nothing', async () => {
    const d = await domain('stale')
    const change: DnsChangeRequest = { source: 'template', template: 'vercel' }
    const plan = await preview(d, change)
    expect(plan.conflicts).toEqual([])
    expect((await add(d, 'A', '@', '192.0.2.9')).status).toBe(200)
    const before = await records(d)
    const res = await apply(d, change, plan.basis)
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ error: 'stale_preview' })
    expect(await records(d)).toEqual(before)
    // The new preview names the record the template now replaces.
    const again = await preview(d, change)
    expect(again.conflicts).toMatchObject([{ reason: 'address', name: d }])
    expect((await apply(d, change, again.basis)).status).toBe(200)
  })

  it('refuses an undo once the zone moved on, naming the record', async () => {
    const d = await domain('moved')
    const change: DnsChangeRequest = { source: 'template', template: 'google-workspace' }
    const plan = await preview(d, change)
    const { change: saved } = dnsChangeResponse.parse((await apply(d, change, plan.basis)).body)
    const mx = await idOf(d, 'MX', d)
    await t.request(`${base(d)}/${mx}`, { method: 'DELETE', ...as })
    const res = await undo(d, saved.id)
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ error: 'zone_moved_on', records: [{ type: 'MX' }] })
    expect(JSON.stringify(res.body)).toContain('smtp.google.com')
    // Nothing was reverted: the SPF record the change made is still there.
    expect((await records(d)).map((r) => r.type)).toEqual(['TXT'])
  })

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
    const history = dnsChangeList.parse((await t.get(`${base(d)}/changes`, as)).body).changes
    expect(history.map((h) => h.can_undo)).toEqual([true, false, false, false])
    expect((await undo(d, history[1]?.id ?? 0)).body).toMatchObject({ error: 'not_last' })
  })

  it('answers 400 for a bad template or record, 404 for a stranger or a missing record', async () => {
    const d = await domain('bad')
    const post = (body: unknown, user = OWNER) =>
      t.post(`${base(d)}/changes/preview`, body, { user: { id: user } })
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
    expect((await t.post(`${base(d)}/changes/abc/undo`, {}, as)).status).toBe(400)
  })
})
