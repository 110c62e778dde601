// DNSSEC on and off through the API and the job with Name.com on prism (its published OpenAPI
// document checks every DS call) and Cloudflare on the local fake: on, the zone signs before its DS
// goes to Name.com; off, Name.com drops the DS before the zone stops signing.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { registrarControls } from '@contract/registrar'
import { domains } from '../../../../server/db/schema'
import { publishDs } from '../../../fixtures/cloudflare-fake/dnssec'
import { usePrismApp } from '../../../helpers/prism-app'
import { dbKinds } from '../../../helpers/test-db'

const NAME = 'parity-signed.com'
const OWNER = 6301
const as = { user: { id: OWNER } }

describe.each(dbKinds)('DNSSEC on %s with Name.com on prism and Cloudflare fake', (kind) => {
  const env = usePrismApp(kind, 1)
  /** The DNSSEC writes both providers saw from here on, in the order they were made. */
  const track = () => {
    const from = env.timeline().length
    return () =>
      env
        .timeline()
        .slice(from)
        .filter((c) => c.includes('/dnssec') && !c.startsWith('GET'))
  }
  const read = async () =>
    registrarControls.parse((await env.t.get(`/api/user/domains/${NAME}/registrar`, as)).body)

  it('signs the zone, then hands its DS to Name.com; turned off, Name.com goes first', async () => {
    await env.ownActive(OWNER, NAME)
    const zone = await env.t.providers.cdn.createZone(NAME)
    await env.t.db.update(domains).set({ cdnZoneId: zone.id }).where(eq(domains.domain, NAME))
    const cfZone = env.cf.account.byName(NAME)
    if (!cfZone) throw new Error('no Cloudflare zone')
    const path = `/api/user/domains/${NAME}/registrar/dnssec`

    let since = track()
    expect((await env.t.post(path, { enabled: true }, as)).status).toBe(200)
    await env.t.worker.drain()
    expect((await read()).dnssec).toBe('pending')
    expect(since()).toEqual([
      `PATCH /zones/${zone.id}/dnssec`,
      `POST /core/v1/domains/${NAME}/dnssec`,
    ])
    const added = env.prism.seen.find((s) => s.call === `POST /core/v1/domains/${NAME}/dnssec`)
    const ds = added?.body as { digest: string; keyTag: number }
    expect(ds).toMatchObject({ algorithm: 13, digestType: 2 })
    expect(ds.digest).toMatch(/^[0-9A-F]{64}$/)
    publishDs(cfZone)
    await env.t.settleAll()
    expect((await read()).dnssec).toBe('active')

    // Name.com lists the DS it holds: the one handed over above.
    env.prism.rules = [
      {
        call: new RegExp(`^GET /core/v1/domains/${NAME}/dnssec$`),
        patch: () => ({ dnssec: [ds] }),
      },
    ]
    since = track()
    expect((await env.t.post(path, { enabled: false }, as)).status).toBe(200)
    await env.t.settleAll()
    expect((await read()).dnssec).toBe('off')
    expect(since()).toEqual([
      `DELETE /core/v1/domains/${NAME}/dnssec/${ds.digest}`,
      `PATCH /zones/${zone.id}/dnssec`,
    ])
  })
})
