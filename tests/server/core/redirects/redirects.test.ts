// Redirects end to end through the API, once on the sandbox CDN and once on the Cloudflare adapter
// (official SDK) against the local fake of API v4: the placeholder record, refusals, idempotency.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dnsListResponse } from '@contract/dns'
import { redirectListResponse, type RedirectView } from '@contract/redirects'
import { createCloudflareCdn } from '../../../../server/providers/cdn/cloudflare'
import type { Cdn } from '../../../../server/providers/types'
import { startCloudflareFake, type CloudflareFake } from '../../../fixtures/cloudflare-fake/server'
import { freeName } from '../../../helpers/sandbox-names'
import { createTestApp, type TestApp } from '../../../helpers/test-app'
import { dbKinds } from '../../../helpers/test-db'

const OWNER = 7401
const STRANGER = 7402
const cdns = ['sandbox', 'cloudflare'] as const
const cases = dbKinds.flatMap((kind) => cdns.map((cdn) => [kind, cdn] as const))

describe.each(cases)('redirects on %s with the %s CDN', (kind, cdnKind) => {
  let t: TestApp
  let fake: CloudflareFake | undefined
  let name: string
  beforeAll(async () => {
    let cdn: Cdn | undefined
    if (cdnKind === 'cloudflare') {
      fake = await startCloudflareFake()
      cdn = createCloudflareCdn({
        apiToken: fake.token,
        accountId: fake.account.accountId,
        baseUrl: fake.url,
        sleep: () => Promise.resolve(),
      })
    }
    t = await createTestApp(kind, { sandbox: cdn ? { wrapCdn: () => cdn } : {} })
    await t.fund(100_00, OWNER)
    name = freeName('redir')
    await t.own(OWNER, [name])
  })
  afterAll(async () => {
    await t.close()
    await fake?.close()
  })

  const path = (domain = name) => `/api/user/domains/${domain}/redirects`
  const add = (body: unknown, key?: string, user = OWNER) =>
    t.post<{ redirect: RedirectView; field?: string; error?: string }>(path(), body, {
      user: { id: user },
      key,
    })
  const list = async () =>
    redirectListResponse.parse((await t.get(path(), { user: { id: OWNER } })).body).redirects
  const records = async () =>
    dnsListResponse.parse(
      (await t.get(`/api/user/domains/${name}/dns`, { user: { id: OWNER } })).body,
    ).dns_records
  const remove = (id: string) =>
    t.request(`${path()}/${id}`, { method: 'DELETE', user: { id: OWNER } })

  it('forwards a bare subdomain through a proxied placeholder, removed with the redirect', async () => {
    const made = await add({
      source: 'go',
      target: 'https://example.org/landing/',
      status_code: 302,
      keep_path: true,
    })
    expect(made.status).toBe(200)
    const view = {
      id: made.body.redirect.id,
      source: `go.${name}`,
      target: 'https://example.org/landing/',
      status_code: 302,
      keep_path: true,
    }
    expect(made.body.redirect).toEqual(view)
    expect(await list()).toEqual([view])
    expect(await records()).toMatchObject([
      { type: 'AAAA', name: `go.${name}`, content: '100::', proxy_status: 'PROXIED' },
    ])

    const gone = await remove(view.id)
    expect(await gone.json()).toEqual({ success: true, id: view.id })
    expect(await list()).toEqual([])
    expect(await records()).toEqual([])
    const again = await remove(view.id)
    expect(again.status).toBe(404)
    expect(await again.json()).toMatchObject({ error: 'redirect_not_found', field: 'id' })
  })

  it('uses a proxied record already at the name and leaves it when the redirect goes', async () => {
    const a = await t.post(
      `/api/user/domains/${name}/dns`,
      { type: 'A', name: '@', content: '192.0.2.7', proxy_status: 'PROXIED' },
      { user: { id: OWNER } },
    )
    expect(a.status).toBe(200)
    const made = await add({ source: '@', target: 'https://example.org', keep_path: false })
    expect(made.body.redirect).toMatchObject({ source: name, status_code: 301, keep_path: false })
    expect((await records()).map((r) => r.type)).toEqual(['A'])
    expect((await remove(made.body.redirect.id)).status).toBe(200)
    expect((await records()).map((r) => [r.type, r.content])).toEqual([['A', '192.0.2.7']])
  })

  it('refuses a name that points elsewhere without the proxy, and changes nothing', async () => {
    await t.post(
      `/api/user/domains/${name}/dns`,
      { type: 'CNAME', name: 'blog', content: 'host.example.net', proxy_status: 'DNS_ONLY' },
      { user: { id: OWNER } },
    )
    const before = await records()
    const refused = await add({ source: 'blog', target: 'https://example.org' })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ error: 'source_not_proxied', field: 'source' })
    expect(await records()).toEqual(before)
    expect(await list()).toEqual([])
  })

  it('refuses loops, a second redirect of one name and malformed input, naming the field', async () => {
    const self = await add({ source: 'www', target: `https://www.${name}/home` })
    expect(self).toMatchObject({ status: 400, body: { error: 'redirect_loop', field: 'target' } })
    const first = await add({ source: 'a', target: `https://b.${name}/` })
    expect(first.status).toBe(200)
    const back = await add({ source: 'b', target: `http://a.${name}` })
    expect(back).toMatchObject({ status: 400, body: { field: 'target' } })
    const twice = await add({ source: `a.${name}`, target: 'https://example.org' })
    expect(twice).toMatchObject({ status: 409, body: { error: 'redirect_exists' } })

    const bad: [unknown, string][] = [
      [{ source: 'x', target: 'https://example.org', status_code: 307 }, 'status_code'],
      [{ source: 'x', target: 'ftp://example.org' }, 'target'],
      [{ source: 'x', target: '/relative' }, 'target'],
      [{ source: 'x', target: 'https://example.org/?a=1', keep_path: true }, 'target'],
      [{ source: 'two words', target: 'https://example.org' }, 'source'],
      [{ source: '*', target: 'https://example.org' }, 'source'],
      [{ source: 'x', target: 'https://example.org', keep_path: 'yes' }, 'keep_path'],
    ]
    for (const [body, field] of bad) {
      const answer = await add(body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.field, JSON.stringify(body)).toBe(field)
    }
    expect((await list()).map((r) => r.source)).toEqual([`a.${name}`])
    expect((await remove(first.body.redirect.id)).status).toBe(200)
  })

  it('replays a write sent twice with one Idempotency-Key', async () => {
    const body = { source: 'once', target: 'https://example.org' }
    const first = await add(body, 'redirect-key-1')
    const second = await add(body, 'redirect-key-1')
    expect(second).toEqual(first)
    expect((await list()).filter((r) => r.source === `once.${name}`)).toHaveLength(1)
    expect((await remove(first.body.redirect.id)).status).toBe(200)
  })

  it('is the owner’s alone, and waits for the domain to be active', async () => {
    const stranger = await add({ source: 'x', target: 'https://example.org' }, undefined, STRANGER)
    expect(stranger.status).toBe(404)
    const read = await t.get(path(), { user: { id: STRANGER } })
    expect(read.status).toBe(404)
    const pending = freeName('redir', 'com', 1)
    await t.own(OWNER, [pending], false)
    const early = await t.get(path(pending), { user: { id: OWNER } })
    expect(early).toMatchObject({ status: 409, body: { error: 'domain_not_ready' } })
  })
})
