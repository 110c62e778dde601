import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dnsListResponse } from '@contract/dns'
import { virusTotalResponse } from '@contract/malware-scan'
import { domains, sandboxZones } from '../../../../server/db/schema'
import { dbKinds } from '../../../helpers/test-db'
import { freeName } from '../../../helpers/sandbox-names'
import { createTestApp, type TestApp } from '../../../helpers/test-app'

const OWNER = 7001
const STRANGER = 7002

describe.each(dbKinds)('domain management on %s', (kind) => {
  let t: TestApp
  let name: string
  let pending: string
  beforeAll(async () => {
    t = await createTestApp(kind, { sandbox: {} })
    await t.fund(100_00, OWNER)
    await t.fund(100_00, STRANGER)
    name = freeName('manage')
    pending = freeName('manage', 'com', 1)
    await t.own(OWNER, [name])
    // Bought but no job has run: still registering, no CDN zone.
    await t.own(OWNER, [pending], false)
  })
  afterAll(() => t.close())

  const dns = (domain: string, user = OWNER, init: RequestInit & { json?: unknown } = {}) =>
    t.request(`/api/user/domains/${domain}/dns`, { user: { id: user }, ...init })

  it('adds, lists and deletes a record through the CDN', async () => {
    const add = await dns(name, OWNER, {
      method: 'POST',
      json: { type: 'a', name: 'www', content: ' 192.0.2.10 ', proxy_status: 'PROXIED' },
    })
    expect(add.status).toBe(200)
    const added = (await add.json()) as { record: { id: string } }
    const list = dnsListResponse.parse(await (await dns(name)).json())
    expect(list.total).toBe(1)
    expect(list.dns_records).toEqual([
      {
        id: added.record.id,
        type: 'A',
        name: `www.${name}`,
        content: '192.0.2.10',
        proxy_status: 'PROXIED',
      },
    ])

    const root = await dns(name, OWNER, {
      method: 'POST',
      json: { type: 'TXT', name: '@', content: 'v=spf1 -all', proxy_status: 'DNS_ONLY' },
    })
    expect(root.status).toBe(200)
    const afterRoot = dnsListResponse.parse(await (await dns(name)).json())
    expect(afterRoot.dns_records.map((r) => [r.type, r.name])).toEqual([
      ['A', `www.${name}`],
      ['TXT', name],
    ])

    const del = await t.request(`/api/user/domains/${name}/dns/${added.record.id}`, {
      method: 'DELETE',
      user: { id: OWNER },
    })
    expect(await del.json()).toMatchObject({ success: true, id: added.record.id })
    const after = dnsListResponse.parse(await (await dns(name)).json())
    expect(after.dns_records.map((r) => r.type)).toEqual(['TXT'])

    const again = await t.request(`/api/user/domains/${name}/dns/${added.record.id}`, {
      method: 'DELETE',
      user: { id: OWNER },
    })
    expect(again.status).toBe(404)
    expect(await again.json()).toMatchObject({ error: 'record_not_found' })
  })

  it('answers 404 for a domain the caller does not own, whatever the call', async () => {
    const calls: [string, string, unknown][] = [
      ['GET', `/api/user/domains/${name}/dns`, undefined],
      [
        'POST',
        `/api/user/domains/${name}/dns`,
        { type: 'A', name: 'x', content: '192.0.2.1', proxy_status: 'DNS_ONLY' },
      ],
      ['DELETE', `/api/user/domains/${name}/dns/abc`, undefined],
      ['POST', `/api/user/domains/${name}/cloudflare/ssl`, { ssl_mode: 'off' }],
      ['POST', `/api/user/domains/${name}/cloudflare/ddos`, { ddos_protection: 'high' }],
      ['POST', '/api/user/check-virus-total', { domain: name }],
      ['GET', '/api/user/domains/nobody-has-this.com/dns', undefined],
    ]
    for (const [method, path, json] of calls) {
      const res = await t.request(path, { method, json, user: { id: STRANGER } })
      expect(res.status, `${method} ${path}`).toBe(404)
      expect(await res.json()).toMatchObject({ error: 'domain_not_found', field: 'domain' })
    }
    const [row] = await t.db.select().from(domains).where(eq(domains.domain, name))
    expect([row?.sslMode, row?.ddosProtection]).toEqual(['full', 'medium'])
  })

  it('answers 409 while the domain has no CDN zone yet', async () => {
    const res = await dns(pending)
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ error: 'domain_not_ready' })
    const ssl = await t.post(
      `/api/user/domains/${pending}/cloudflare/ssl`,
      { ssl_mode: 'off' },
      { user: { id: OWNER } },
    )
    expect(ssl.status).toBe(409)
  })

  it('refuses bad records with a 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ type: 'BOGUS', name: 'a', content: 'x' }, 'type'],
      [{ name: 'a', content: '192.0.2.1' }, 'type'],
      [{ type: 'A', name: '', content: '192.0.2.1' }, 'name'],
      [{ type: 'A', name: 'bad name!', content: '192.0.2.1' }, 'name'],
      [{ type: 'A', name: 'www', content: '999.1.1.1' }, 'content'],
      [{ type: 'AAAA', name: 'www', content: '192.0.2.1' }, 'content'],
      [{ type: 'CNAME', name: 'www', content: 'not a host' }, 'content'],
      [{ type: 'MX', name: '@', content: '' }, 'content'],
      [{ type: 'A', name: 'www' }, 'content'],
      [
        { type: 'MX', name: '@', content: '10 mx.example.com', proxy_status: 'PROXIED' },
        'proxy_status',
      ],
      [{ type: 'A', name: 'www', content: '192.0.2.1', proxy_status: 'ON' }, 'proxy_status'],
      [{ type: 'DS', name: '@', content: '' }, 'content'],
    ]
    for (const [json, field] of cases) {
      const res = await dns(name, OWNER, { method: 'POST', json })
      expect(res.status, JSON.stringify(json)).toBe(400)
      const body = (await res.json()) as { field: string; message: string }
      expect(body.field, JSON.stringify(json)).toBe(field)
      expect(body.message.startsWith(`${field}:`)).toBe(true)
    }
  })

  it('stores SSL mode and DDoS level after the CDN took them', async () => {
    const ssl = await t.post(
      `/api/user/domains/${name}/cloudflare/ssl`,
      { ssl_mode: 'flexible' },
      { user: { id: OWNER } },
    )
    expect(ssl).toEqual({ status: 200, body: { success: true, ssl_mode: 'flexible' } })
    const ddos = await t.post(
      `/api/user/domains/${name.toUpperCase()}/cloudflare/ddos`,
      { ddos_protection: 'under_attack' },
      { user: { id: OWNER } },
    )
    expect(ddos).toEqual({ status: 200, body: { success: true, ddos_protection: 'under_attack' } })

    const [zone] = await t.db.select().from(sandboxZones).where(eq(sandboxZones.domain, name))
    expect([zone?.sslMode, zone?.securityLevel]).toEqual(['flexible', 'under_attack'])
    const owned = (await t.ownedDomains(OWNER)).find((d) => d.domain === name)
    expect([owned?.ssl_mode, owned?.ddos_protection]).toEqual(['flexible', 'under_attack'])

    const bad = await t.post(
      `/api/user/domains/${name}/cloudflare/ssl`,
      { ssl_mode: 'full_strict' },
      { user: { id: OWNER } },
    )
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ field: 'ssl_mode' })
    const missing = await t.post(
      `/api/user/domains/${name}/cloudflare/ddos`,
      {},
      { user: { id: OWNER } },
    )
    expect(missing.body).toMatchObject({ field: 'ddos_protection' })
  })

  it('gives a malware scan verdict with the public report link', async () => {
    const res = await t.post(
      '/api/user/check-virus-total',
      { domain: name },
      { user: { id: OWNER } },
    )
    expect(virusTotalResponse.parse(res.body)).toEqual({
      success: true,
      status: 'clean',
      link: `https://www.virustotal.com/gui/domain/${name}`,
    })
    const early = await t.post(
      '/api/user/check-virus-total',
      { domain: pending },
      { user: { id: OWNER } },
    )
    expect(early.body).toMatchObject({ status: 'unknown' })
    const bad = await t.post(
      '/api/user/check-virus-total',
      { domain: 'no dots' },
      { user: { id: OWNER } },
    )
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ field: 'domain' })
  })
})
