// Previewed DNS changes through the API, on the sandbox CDN and on the Cloudflare adapter against
// the local fake: a template over conflicting records, undo back to the exact records, a stale
// preview refused, an undo refused once the zone moved on.
import { describe, expect, it } from 'vitest'
import { dnsChangeList, dnsChangeResponse, type DnsChangeRequest } from '@contract/dns-changes'
import { dnsChangeCases, useDnsChangeApp } from '../../../helpers/dns-change-calls'

const OWNER = 7801

describe.each(dnsChangeCases)('DNS templates on %s with the %s CDN', (kind, cdnName) => {
  const { app, as, base, records, idOf, add, atCdn, preview, apply, undo, domain } =
    useDnsChangeApp(kind, cdnName, OWNER)

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
      plan.operations
        .filter((o) => o.action === 'remove')
        .map((o) => (o.kind === 'record' ? o.before?.content : o.kind)),
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
    const history = dnsChangeList.parse((await app().get(`${base(d)}/changes`, as)).body).changes
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
    await (await atCdn(d)).remove(mx)
    const res = await undo(d, saved.id)
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ error: 'zone_moved_on', records: [{ type: 'MX' }] })
    expect(JSON.stringify(res.body)).toContain('smtp.google.com')
    // Nothing was reverted: the SPF record the change made is still there.
    expect((await records(d)).map((r) => r.type)).toEqual(['TXT'])
  })

  it('lets only one of two changes applied at once on the same basis run', async () => {
    const d = await domain('race')
    const change = (content: string): DnsChangeRequest => ({
      source: 'record',
      edit: { action: 'add', record: { type: 'A', name: '@', content } },
    })
    const { basis } = await preview(d, change('192.0.2.10'))
    const answers = await Promise.all([
      apply(d, change('192.0.2.10'), basis),
      apply(d, change('192.0.2.11'), basis),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect(answers.find((a) => a.status === 409)?.body).toMatchObject({ error: 'stale_preview' })
    expect(await records(d)).toHaveLength(1)
    const history = dnsChangeList.parse((await app().get(`${base(d)}/changes`, as)).body).changes
    expect(history.map((h) => h.status)).toEqual(['applied'])
  })

  it('lets an undo and an apply racing it not both run', async () => {
    const d = await domain('undo-race')
    const change = (content: string): DnsChangeRequest => ({
      source: 'record',
      edit: { action: 'add', record: { type: 'A', name: '@', content } },
    })
    const first = await preview(d, change('192.0.2.20'))
    const { change: saved } = dnsChangeResponse.parse(
      (await apply(d, change('192.0.2.20'), first.basis)).body,
    )
    const { basis } = await preview(d, change('192.0.2.21'))
    const [undone, applied] = await Promise.all([
      undo(d, saved.id),
      apply(d, change('192.0.2.21'), basis),
    ])
    expect([undone.status, applied.status].sort()).toEqual([200, 409])
    // Whichever ran, the zone shows exactly its outcome.
    const contents = (await records(d)).map((r) => r.content).sort()
    expect(contents).toEqual(undone.status === 200 ? [] : ['192.0.2.20', '192.0.2.21'])
  })
})
