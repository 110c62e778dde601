// Single Redirects through the Cloudflare adapter (official SDK) against the local fake of API v4:
// the rule it writes, the entry point made once, rules it did not write, Cloudflare's refusals.
import { describe, expect, it } from 'vitest'
import { ProviderError, ProviderRejection } from '../../../../server/providers/types'
import { rulesetsOf } from '../../../fixtures/cloudflare-fake/rulesets'
import { useCloudflareOnFake } from '../../../fixtures/cloudflare-fake/adapter'

const ENTRY = 'rulesets/phases/http_request_dynamic_redirect/entrypoint'

describe('Cloudflare Single Redirects', () => {
  const env = useCloudflareOnFake()

  const zoneOf = (id: string) => {
    const zone = env.fake.account.zones.get(id)
    if (!zone) throw new Error('zone missing in the fake')
    return zone
  }

  it('writes one redirect rule per host into the phase entry point, made once by POST', async () => {
    const zone = await env.cdn.createZone('forward-me.com')
    expect(await env.cdn.listRedirects(zone.id)).toEqual([])
    const kept = await env.cdn.createRedirect(zone.id, {
      source: 'go.forward-me.com',
      target: 'https://example.org/base/',
      statusCode: 302,
      keepPath: true,
      placeholderRecordId: 'abc123',
    })
    const exact = await env.cdn.createRedirect(zone.id, {
      source: 'forward-me.com',
      target: 'https://example.org/page?x="1"',
      statusCode: 301,
      keepPath: false,
    })
    expect(kept).toMatchObject({
      source: 'go.forward-me.com',
      target: 'https://example.org/base/',
      keepPath: true,
      placeholderRecordId: 'abc123',
    })
    expect(await env.cdn.listRedirects(zone.id)).toEqual([kept, exact])

    const [set] = rulesetsOf(zoneOf(zone.id))
    expect(set).toMatchObject({ kind: 'zone', phase: 'http_request_dynamic_redirect' })
    expect(set?.rules[0]).toMatchObject({
      action: 'redirect',
      expression: '(http.host eq "go.forward-me.com")',
      action_parameters: {
        from_value: {
          target_url: { expression: 'concat("https://example.org/base", http.request.uri.path)' },
          status_code: 302,
          preserve_query_string: true,
        },
      },
    })
    expect(set?.rules[1]).toMatchObject({
      action_parameters: {
        from_value: {
          target_url: { value: 'https://example.org/page?x="1"' },
          preserve_query_string: false,
        },
      },
    })
    const created = env.fake.account.calls.filter(
      (c) => c.startsWith('POST') && c.includes('rulesets'),
    )
    expect(created).toEqual([
      `POST /zones/${zone.id}/rulesets`,
      `POST /zones/${zone.id}/rulesets/${set?.id}/rules`,
      `POST /zones/${zone.id}/rulesets/${set?.id}/rules`,
    ])
    expect(env.fake.account.calls).toContain(`GET /zones/${zone.id}/${ENTRY}`)

    await env.cdn.deleteRedirect(zone.id, kept.id)
    expect(await env.cdn.listRedirects(zone.id)).toEqual([exact])
  })

  it('neither lists nor deletes rules it did not write', async () => {
    const zone = await env.cdn.createZone('shared-rules.com')
    const own = await env.cdn.createRedirect(zone.id, {
      source: 'a.shared-rules.com',
      target: 'https://example.org',
      statusCode: 301,
      keepPath: false,
    })
    const [set] = rulesetsOf(zoneOf(zone.id))
    // A rule made in Cloudflare's dashboard: matches on a path, not on one host.
    const foreign = await fetch(`${env.fake.url}/zones/${zone.id}/rulesets/${set?.id}/rules`, {
      method: 'POST',
      headers: { authorization: `Bearer ${env.fake.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        action: 'redirect',
        expression: '(http.request.uri.path eq "/old")',
        action_parameters: { from_value: { target_url: { value: '/new' } } },
      }),
    })
    expect(foreign.status).toBe(200)
    const foreignId = set?.rules.at(-1)?.id ?? ''
    expect(await env.cdn.listRedirects(zone.id)).toEqual([own])
    await expect(env.cdn.deleteRedirect(zone.id, foreignId)).rejects.toMatchObject({
      code: 'redirect_not_found',
    })
    expect(set?.rules.map((r) => r.id)).toContain(foreignId)
    await expect(env.cdn.deleteRedirect(zone.id, 'f'.repeat(32))).rejects.toBeInstanceOf(
      ProviderError,
    )
  })

  it('hands on Cloudflare’s refusal of a malformed rule and of a second entry point', async () => {
    const zone = await env.cdn.createZone('refused-rules.com')
    const refusal = env.cdn.createRedirect(zone.id, {
      source: 'x.refused-rules.com',
      target: '',
      statusCode: 301,
      keepPath: false,
    })
    await expect(refusal).rejects.toBeInstanceOf(ProviderRejection)
    const [set] = rulesetsOf(zoneOf(zone.id))
    expect(set?.rules).toEqual([])

    const post = (body: unknown) =>
      fetch(`${env.fake.url}/zones/${zone.id}/rulesets`, {
        method: 'POST',
        headers: { authorization: `Bearer ${env.fake.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const second = await post({ name: 'x', kind: 'zone', phase: 'http_request_dynamic_redirect' })
    expect(second.status).toBe(400)
    const unbalanced = await fetch(`${env.fake.url}/zones/${zone.id}/rulesets/${set?.id}/rules`, {
      method: 'POST',
      headers: { authorization: `Bearer ${env.fake.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        action: 'redirect',
        expression: '(http.host eq "x.refused-rules.com"',
        action_parameters: { from_value: { target_url: { value: 'https://example.org' } } },
      }),
    })
    expect(unbalanced.status).toBe(400)
    const wrongAction = await fetch(`${env.fake.url}/zones/${zone.id}/rulesets/${set?.id}/rules`, {
      method: 'POST',
      headers: { authorization: `Bearer ${env.fake.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'block', expression: 'true' }),
    })
    expect(wrongAction.status).toBe(400)
  })

  it("names the missing permission when the token may not edit redirect rules (Cloudflare's 403)", async () => {
    const zone = await env.cdn.createZone('no-rules-permission.com')
    env.fake.account.knobs.forbidden = /\/rulesets/
    try {
      const refused = env.cdn.createRedirect(zone.id, {
        source: 'no-rules-permission.com',
        target: 'https://example.org/',
        statusCode: 301,
        keepPath: false,
      })
      await expect(refused).rejects.toMatchObject({ code: 'cdn_auth' })
      await expect(refused).rejects.toThrow(
        'give CF_API_TOKEN the permission Zone → Single Redirect → Edit',
      )
    } finally {
      env.fake.account.knobs.forbidden = undefined
    }
  })
})
