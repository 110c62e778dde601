// DNSSEC on and off through the job, with the real adapters against the fakes of both providers:
// the Name.com Core API fake (DS records) and the Cloudflare API v4 fake (zone signing, via the
// SDK). One log of both adapters' calls shows the order: signing before the DS goes to the
// registrar, and the DS removed at the registrar before the zone stops signing; the fakes' own
// logs show the HTTP calls each made.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registrarControls } from '@contract/registrar'
import { registrarJobs } from '../../../../server/core/registrar/registrar-jobs'
import { createLogger } from '../../../../server/logger'
import { cloudflareOn, noWait } from '../../../fixtures/cloudflare-fake/adapter'
import { createNameComRegistrar } from '../../../../server/providers/registrar/namecom'
import { publishDs } from '../../../fixtures/cloudflare-fake/dnssec'
import { startCloudflareFake, type CloudflareFake } from '../../../fixtures/cloudflare-fake/server'
import { startNameComFake, type NameComFake } from '../../../fixtures/namecom-fake/server'
import { freeName } from '../../../helpers/sandbox-names'
import { createTestApp, type TestApp } from '../../../helpers/test-app'
import { dbKinds } from '../../../helpers/test-db'

/** Logs each adapter method call as "registrar.addDs" or "cdn.disableDnssec", in call order. */
function logged<T extends object>(name: string, target: T, log: string[]): T {
  return new Proxy(target, {
    get(obj, prop, receiver) {
      const value = Reflect.get(obj, prop, receiver) as unknown
      if (typeof value !== 'function') return value
      const fn = value as (this: T, ...a: unknown[]) => unknown
      return (...args: unknown[]) => {
        log.push(`${name}.${String(prop)}`)
        return fn.apply(obj, args)
      }
    },
  })
}

describe.each(dbKinds)('DNSSEC on %s against the Name.com and Cloudflare fakes', (kind) => {
  let nc: NameComFake
  let cf: CloudflareFake
  let t: TestApp
  const log: string[] = []
  /** The DNSSEC writes, in call order (the status reads in between left out). */
  const dnssecLog = () => log.filter((c) => /Dnssec|Ds$/.test(c) && c !== 'cdn.getDnssec')
  beforeAll(async () => {
    nc = await startNameComFake({ token: 'secret-token-123' })
    cf = await startCloudflareFake()
    cf.account.knobs.activateOnCheck = 1
    const registrar = createNameComRegistrar({
      baseUrl: nc.url,
      username: 'reseller',
      token: 'secret-token-123',
      logger: createLogger('silent'),
    })
    const cdn = cloudflareOn(cf, noWait)
    t = await createTestApp(kind, {
      sandbox: {
        wrapRegistrar: () => logged('registrar', registrar, log),
        wrapCdn: () => logged('cdn', cdn, log),
      },
      extraJobs: (deps) => registrarJobs({ ...deps, pollMs: 1 }),
    })
  })
  afterAll(async () => {
    await t.close()
    await nc.close()
    await cf.close()
  })

  it('on: zone signed, then its DS at Name.com, active once published; off: Name.com first', async () => {
    const user = 6201
    const name = freeName('fakesig')
    await t.fund(100_00, user)
    await t.own(user, [name])
    const zone = cf.account.byName(name)
    if (!zone) throw new Error('no Cloudflare zone')
    /** The DNSSEC writes each fake saw since `from`: Cloudflare's, then Name.com's (the order
     * between the two is the adapters' log above). */
    const mark = () => ({ nc: nc.account.calls.length, cf: cf.account.calls.length })
    const calls = (from: { nc: number; cf: number }) =>
      [
        ...cf.account.calls.slice(from.cf).filter((c) => c.includes('dnssec')),
        ...nc.account.calls.slice(from.nc).filter((c) => c.includes('dnssec')),
      ].filter((c) => !c.startsWith('GET'))
    const path = `/api/user/domains/${name}/registrar/dnssec`
    const read = async () =>
      registrarControls.parse(
        await (
          await t.request(`/api/user/domains/${name}/registrar`, { user: { id: user } })
        ).json(),
      )

    let from = mark()
    log.length = 0
    await t.post(path, { enabled: true }, { user: { id: user } })
    await t.worker.drain()
    expect((await read()).dnssec).toBe('pending')
    const ds = nc.account.domains.get(name)?.ds ?? []
    expect(ds).toHaveLength(1)
    expect(ds[0]?.digest).toMatch(/^[0-9A-F]{64}$/)
    expect(dnssecLog()).toEqual(['cdn.enableDnssec', 'registrar.addDs'])
    expect(calls(from)).toEqual([
      `PATCH /zones/${zone.id}/dnssec`,
      `POST /core/v1/domains/${name}/dnssec`,
    ])
    publishDs(zone)
    await t.settleAll()
    expect((await read()).dnssec).toBe('active')

    from = mark()
    log.length = 0
    await t.post(path, { enabled: false }, { user: { id: user } })
    await t.settleAll()
    expect((await read()).dnssec).toBe('off')
    expect(nc.account.domains.get(name)?.ds ?? []).toEqual([])
    expect(dnssecLog()).toEqual(['registrar.listDs', 'registrar.removeDs', 'cdn.disableDnssec'])
    expect(calls(from)).toEqual([
      `PATCH /zones/${zone.id}/dnssec`,
      `DELETE /core/v1/domains/${name}/dnssec/${ds[0]?.digest}`,
    ])
  })
})
