// A redirect whose CDN answer is lost: kept when the CDN made it, its placeholder removed when not;
// a removal the CDN fails halfway is finished by a retry, leaving nothing behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dnsListResponse } from '@contract/dns'
import { redirectListResponse } from '@contract/redirects'
import { ProviderError, type Cdn } from '../../../../server/providers/types'
import { freeName } from '../../../helpers/sandbox-names'
import { createTestApp, type TestApp } from '../../../helpers/test-app'
import { dbKinds } from '../../../helpers/test-db'

const OWNER = 7501

describe.each(dbKinds)('a lost redirect answer on %s', (kind) => {
  let t: TestApp
  let name: string
  /** What the next createRedirect does: `made` writes, then loses the answer; `failed` does not write. */
  let fault: 'none' | 'made' | 'failed' = 'none'
  let failNextDelete = false
  beforeAll(async () => {
    const wrap = (cdn: Cdn): Cdn => ({
      ...cdn,
      name: cdn.name,
      async createRedirect(zoneId, redirect) {
        const mode = fault
        fault = 'none'
        if (mode === 'failed') throw new ProviderError('connection reset', true, 'cdn_down')
        const made = await cdn.createRedirect?.(zoneId, redirect)
        if (mode === 'made') throw new ProviderError('answer lost', true, 'cdn_down')
        if (!made) throw new Error('the sandbox CDN has redirects')
        return made
      },
      async deleteRedirect(zoneId, id) {
        if (failNextDelete) {
          failNextDelete = false
          throw new ProviderError('connection reset', true, 'cdn_down')
        }
        await cdn.deleteRedirect?.(zoneId, id)
      },
    })
    t = await createTestApp(kind, { sandbox: { wrapCdn: wrap } })
    await t.fund(100_00, OWNER)
    name = freeName('lostredir')
    await t.own(OWNER, [name])
  })
  afterAll(() => t.close())

  const add = (source: string) =>
    t.post(
      `/api/user/domains/${name}/redirects`,
      { source, target: 'https://example.org' },
      { user: { id: OWNER } },
    )
  const state = async () => ({
    redirects: redirectListResponse
      .parse((await t.get(`/api/user/domains/${name}/redirects`, { user: { id: OWNER } })).body)
      .redirects.map((r) => r.source),
    records: dnsListResponse
      .parse((await t.get(`/api/user/domains/${name}/dns`, { user: { id: OWNER } })).body)
      .dns_records.map((r) => r.name),
  })

  it('answers with the redirect the CDN made although its answer was lost', async () => {
    fault = 'made'
    const answer = await add('kept')
    expect(answer.status).toBe(200)
    expect(await state()).toEqual({ redirects: [`kept.${name}`], records: [`kept.${name}`] })
  })

  it('takes the placeholder back when the CDN made nothing, and says it is unavailable', async () => {
    fault = 'failed'
    const answer = await add('lost')
    expect(answer).toMatchObject({ status: 503, body: { error: 'cdn_unavailable' } })
    expect(await state()).toEqual({ redirects: [`kept.${name}`], records: [`kept.${name}`] })
  })

  it('finishes a removal the CDN failed halfway when it is asked again', async () => {
    const list = await t.get<{ redirects: { id: string }[] }>(
      `/api/user/domains/${name}/redirects`,
      { user: { id: OWNER } },
    )
    const id = list.body.redirects[0]?.id ?? ''
    const remove = () =>
      t.request(`/api/user/domains/${name}/redirects/${id}`, {
        method: 'DELETE',
        user: { id: OWNER },
      })
    failNextDelete = true
    expect((await remove()).status).toBe(503)
    expect(await state()).toEqual({ redirects: [`kept.${name}`], records: [] })
    expect((await remove()).status).toBe(200)
    expect(await state()).toEqual({ redirects: [], records: [] })
  })
})
