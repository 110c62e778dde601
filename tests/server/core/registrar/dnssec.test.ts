import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registrarControls } from '@contract/registrar'
import { registrarJobs } from '../../../../server/core/registrar/registrar-jobs'
import { sandboxRegistrations, sandboxZones } from '../../../../server/db/schema'
import { ProviderError } from '../../../../server/providers/types'
import { freeName } from '../../../helpers/sandbox-names'
import { createTestApp, type TestApp } from '../../../helpers/test-app'
import { dbKinds } from '../../../helpers/test-db'

/** Methods the providers refuse for good while named here (a registry saying no, say). */
const refusing = new Set<string>()

/**
 * Records every provider method call, in order, as "registrar.addDs" or "cdn.disableDnssec", and
 * refuses the ones named in `refusing`.
 */
function recording<T extends object>(name: string, target: T, calls: string[]): T {
  return new Proxy(target, {
    get(t, prop, receiver) {
      const value = Reflect.get(t, prop, receiver) as unknown
      if (typeof value !== 'function') return value
      return async (...args: unknown[]) => {
        calls.push(`${name}.${String(prop)}`)
        if (refusing.has(String(prop)))
          throw new ProviderError(`${String(prop)} refused by the provider`, false, 'rejected')
        const fn = value as (this: T, ...a: unknown[]) => Promise<unknown>
        return await fn.apply(t, args)
      }
    },
  })
}

describe.each(dbKinds)('DNSSEC on %s (sandbox registrar and CDN)', (kind) => {
  let t: TestApp
  const calls: string[] = []
  /** Runs the DNSSEC jobs (and any other) until none is left, later checks made due at once. */
  const runJobs = () => t.settleAll(500)
  beforeAll(async () => {
    t = await createTestApp(kind, {
      sandbox: {
        wrapRegistrar: (r) => recording('registrar', r, calls),
        wrapCdn: (c) => recording('cdn', c, calls),
      },
      extraJobs: (deps) => registrarJobs({ ...deps, pollMs: 1 }),
    })
  })
  afterAll(() => t.close())

  it('on: the CDN signs, its DS goes to the registrar, pending → active; off: registrar first', async () => {
    const user = 6101
    const name = freeName('signed')
    await t.fund(50_00, user)
    await t.own(user, [name])
    const path = `/api/user/domains/${name}/registrar/dnssec`
    const on = await t.post(path, { enabled: true }, { user: { id: user } })
    expect(on.status).toBe(200)
    expect(registrarControls.parse(on.body).dnssec).toBe('enabling')
    calls.length = 0
    await runJobs()
    expect(calls.filter((c) => /Dnssec|Ds$/.test(c))).toEqual([
      'cdn.enableDnssec',
      'registrar.addDs',
      'cdn.getDnssec',
    ])
    const read = await t.request(`/api/user/domains/${name}/registrar`, { user: { id: user } })
    const view = registrarControls.parse(await read.json())
    expect(view.dnssec).toBe('active')
    expect(view.ds).toMatchObject({ algorithm: 13, digest_type: 2 })
    const [reg] = await t.db
      .select()
      .from(sandboxRegistrations)
      .where(eq(sandboxRegistrations.domain, name))
    expect(reg?.ds.map((d) => d.digest)).toEqual([view.ds?.digest])

    const off = await t.post(path, { enabled: false }, { user: { id: user } })
    expect(registrarControls.parse(off.body).dnssec).toBe('disabling')
    calls.length = 0
    await runJobs()
    // The DS leaves the registry before the zone stops signing: resolution never breaks.
    expect(calls.filter((c) => /Dnssec|Ds$/.test(c))).toEqual([
      'registrar.listDs',
      'registrar.removeDs',
      'cdn.disableDnssec',
    ])
    const [zone] = await t.db.select().from(sandboxZones).where(eq(sandboxZones.domain, name))
    expect(zone?.dnssec).toBe('off')
    const [after] = await t.db
      .select()
      .from(sandboxRegistrations)
      .where(eq(sandboxRegistrations.domain, name))
    expect(after?.ds).toEqual([])
    // Asking for the state it already has changes nothing and starts no job.
    const again = await t.post(path, { enabled: false }, { user: { id: user } })
    expect(registrarControls.parse(again.body).dnssec).toBe('off')
  })

  it('a change that fails for good ends failed with its reason, and asking again retries it', async () => {
    const user = 6102
    const name = freeName('dsfail')
    await t.fund(50_00, user)
    await t.own(user, [name])
    const path = `/api/user/domains/${name}/registrar/dnssec`
    const read = async () =>
      registrarControls.parse(
        await (
          await t.request(`/api/user/domains/${name}/registrar`, { user: { id: user } })
        ).json(),
      )
    refusing.add('addDs')
    await t.post(path, { enabled: true }, { user: { id: user } })
    await runJobs()
    expect(await read()).toMatchObject({
      dnssec: 'enable_failed',
      dnssec_error: expect.stringContaining('addDs refused') as unknown,
    })
    refusing.clear()
    const retry = await t.post(path, { enabled: true }, { user: { id: user } })
    expect(registrarControls.parse(retry.body)).toMatchObject({
      dnssec: 'enabling',
      dnssec_error: null,
    })
    await runJobs()
    expect((await read()).dnssec).toBe('active')

    refusing.add('disableDnssec')
    await t.post(path, { enabled: false }, { user: { id: user } })
    await runJobs()
    expect(await read()).toMatchObject({
      dnssec: 'disable_failed',
      dnssec_error: expect.stringContaining('disableDnssec refused') as unknown,
    })
    refusing.clear()
    await t.post(path, { enabled: false }, { user: { id: user } })
    await runJobs()
    expect(await read()).toMatchObject({ dnssec: 'off', dnssec_error: null })
  })
})
