// Redirects as previewed zone changes, on the sandbox CDN and on the Cloudflare adapter against the
// local fake: the placeholder named in the preview, the change kept in the history and undone in
// both directions, refusals named before anything is applied, a basis that covers redirects.
import { describe, expect, it } from 'vitest'
import { dnsChangeList, dnsChangeResponse, type DnsChangeRequest } from '@contract/dns-changes'
import { redirectListResponse } from '@contract/redirects'
import { dnsChangeCases, useDnsChangeApp } from '../../../helpers/dns-change-calls'

const OWNER = 7803

describe.each(dnsChangeCases)('redirect changes on %s with the %s CDN', (kind, cdnName) => {
  const { app, as, base, records, idOf, atCdn, preview, apply, undo, domain } = useDnsChangeApp(
    kind,
    cdnName,
    OWNER,
  )
  const redirects = async (d: string) =>
    redirectListResponse.parse((await app().get(`/api/user/domains/${d}/redirects`, as)).body)
      .redirects
  const adding = (source: string, target: string): DnsChangeRequest => ({
    source: 'redirect',
    edit: { action: 'add', redirect: { source, target, status_code: 302, keep_path: false } },
  })
  const history = async (d: string) =>
    dnsChangeList.parse((await app().get(`${base(d)}/changes`, as)).body).changes

  it('previews a redirect with its placeholder, applies it, and undo removes both', async () => {
    const d = await domain('rdadd')
    const change = adding('go', 'https://example.org/x')
    const plan = await preview(d, change)
    expect(await redirects(d)).toEqual([])
    expect(plan.conflicts).toEqual([])
    expect(plan.operations).toMatchObject([
      {
        kind: 'record',
        action: 'add',
        after: { type: 'AAAA', name: `go.${d}`, content: '100::', proxy_status: 'PROXIED' },
      },
      { kind: 'redirect', action: 'add', after: { source: `go.${d}`, placeholder: true } },
    ])
    const { change: saved } = dnsChangeResponse.parse((await apply(d, change, plan.basis)).body)
    expect(saved).toMatchObject({ source: 'redirect', can_undo: true })
    expect(await redirects(d)).toMatchObject([
      { source: `go.${d}`, target: 'https://example.org/x', status_code: 302, keep_path: false },
    ])
    expect((await records(d)).map((r) => `${r.type} ${r.content}`)).toEqual(['AAAA 100::'])
    expect((await undo(d, saved.id)).status).toBe(200)
    expect(await redirects(d)).toEqual([])
    expect(await records(d)).toEqual([])
    expect((await history(d))[0]).toMatchObject({ id: saved.id, status: 'undone' })
  })

  it('removes a redirect through the preview, and undo brings it back with its placeholder', async () => {
    const d = await domain('rdrm')
    let plan = await preview(d, adding('@', 'https://example.org'))
    expect((await apply(d, adding('@', 'https://example.org'), plan.basis)).status).toBe(200)
    const [made] = await redirects(d)
    const removing: DnsChangeRequest = {
      source: 'redirect',
      edit: { action: 'remove', id: made?.id ?? '' },
    }
    plan = await preview(d, removing)
    expect(plan.operations.map((o) => `${o.kind} ${o.action}`)).toEqual([
      'record remove',
      'redirect remove',
    ])
    const { change: saved } = dnsChangeResponse.parse((await apply(d, removing, plan.basis)).body)
    expect(await redirects(d)).toEqual([])
    expect(await records(d)).toEqual([])
    expect((await undo(d, saved.id)).status).toBe(200)
    const [back] = await redirects(d)
    expect(back).toMatchObject({ source: d, target: 'https://example.org', status_code: 302 })
    expect((await records(d)).map((r) => r.content)).toEqual(['100::'])
    // The restored redirect knows its placeholder again: removing it takes the record along.
    const gone = await app().request(`/api/user/domains/${d}/redirects/${back?.id}`, {
      method: 'DELETE',
      ...as,
    })
    expect(gone.status).toBe(200)
    expect(await records(d)).toEqual([])
    // The write without a preview is in the history too, and the newest one to undo.
    expect((await history(d)).map((h) => [h.source, h.can_undo])).toEqual([
      ['redirect', true],
      ['redirect', false],
      ['redirect', false],
    ])
  })

  it('names refusals in the preview, at the field, and applies nothing', async () => {
    const d = await domain('rdno')
    expect(
      (await app().post(base(d), { type: 'CNAME', name: 'blog', content: 'host.example.net' }, as))
        .status,
    ).toBe(200)
    const post = (change: DnsChangeRequest) => app().post(`${base(d)}/changes/preview`, change, as)
    expect(await post(adding('blog', 'https://example.org'))).toMatchObject({
      status: 409,
      body: {
        error: 'source_not_proxied',
        field: 'source',
        records: [{ type: 'CNAME', name: `blog.${d}`, content: 'host.example.net' }],
      },
    })
    expect(await post(adding('a', `https://a.${d}/`))).toMatchObject({
      status: 400,
      body: { error: 'redirect_loop', field: 'target' },
    })
    const plan = await preview(d, adding('a', 'https://example.org'))
    expect((await apply(d, adding('a', 'https://example.org'), plan.basis)).status).toBe(200)
    expect(await post(adding('a', 'https://example.net'))).toMatchObject({
      status: 409,
      body: { error: 'redirect_exists', field: 'source' },
    })
    expect((await redirects(d)).map((r) => r.source)).toEqual([`a.${d}`])
  })

  it('refuses a preview once the redirects moved, and an undo once the zone moved on', async () => {
    const d = await domain('rdstale')
    const change = adding('x', 'https://example.org')
    const plan = await preview(d, change)
    // Another redirect changes no record, yet the preview's basis no longer holds.
    const other = await app().post(
      `/api/user/domains/${d}/redirects`,
      { source: 'y', target: 'https://example.net' },
      as,
    )
    expect(other.status).toBe(200)
    expect(await apply(d, change, plan.basis)).toMatchObject({
      status: 409,
      body: { error: 'stale_preview' },
    })
    expect((await redirects(d)).map((r) => r.source)).toEqual([`y.${d}`])
    const [latest] = await history(d)
    // The owner deletes the placeholder on the DNS page: undo would not restore the zone exactly.
    const placeholder = (await records(d)).find((r) => r.content === '100::')
    expect(placeholder).toBeDefined()
    const dashboard = await atCdn(d)
    await dashboard.add('TXT', `y.${d}`, 'note')
    await dashboard.remove(await idOf(d, 'AAAA', `y.${d}`))
    const refused = await undo(d, latest?.id ?? 0)
    expect(refused).toMatchObject({
      status: 409,
      body: { error: 'zone_moved_on', records: [{ type: 'AAAA', content: '100::' }] },
    })
    expect((await redirects(d)).map((r) => r.source)).toEqual([`y.${d}`])
  })
})
