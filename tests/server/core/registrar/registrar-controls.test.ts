import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authCodeResponse, registrarControls } from '@contract/registrar'
import { sandboxRegistrations } from '../../../../server/db/schema'
import { freeName } from '../../../helpers/sandbox-names'
import { createTestApp, type TestApp } from '../../../helpers/test-app'
import { dbKinds } from '../../../helpers/test-db'

describe.each(dbKinds)('privacy, lock and auth code on %s (sandbox registrar)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, {
      sandbox: { faults: [{ kind: 'transient', operations: ['controls'], domain: /^offline/ }] },
    })
  })
  afterAll(() => t.close())

  const base = (domain: string) => `/api/user/domains/${domain}/registrar`
  const read = async (user: number, domain: string) => {
    const res = await t.request(base(domain), { user: { id: user } })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  }
  const endLock = (domain: string) =>
    t.db
      .update(sandboxRegistrations)
      .set({ transferLockExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxRegistrations.domain, domain))

  it('a new registration has privacy on and the lock on, under the registry lock for 60 days', async () => {
    const user = 9101
    const name = freeName('privb')
    await t.fund(50_00, user)
    await t.own(user, [name])
    const res = await read(user, name)
    expect(res.status).toBe(200)
    const view = registrarControls.parse(res.body)
    expect(view).toMatchObject({ privacy_enabled: true, locked: true, dnssec: 'off', ds: null })
    const until = new Date(view.transfer_lock_expires_at ?? 0).getTime()
    expect(until - Date.now()).toBeGreaterThan(59 * 86_400_000)
  })

  it('privacy turns off and on at the registrar', async () => {
    const user = 9102
    const name = freeName('privc')
    await t.fund(50_00, user)
    await t.own(user, [name])
    const off = await t.post(`${base(name)}/privacy`, { enabled: false }, { user: { id: user } })
    expect(off.status).toBe(200)
    expect(registrarControls.parse(off.body).privacy_enabled).toBe(false)
    const [reg] = await t.db
      .select()
      .from(sandboxRegistrations)
      .where(eq(sandboxRegistrations.domain, name))
    expect(reg?.privacyEnabled).toBe(false)
    const on = await t.post(`${base(name)}/privacy`, { enabled: true }, { user: { id: user } })
    expect(registrarControls.parse(on.body).privacy_enabled).toBe(true)
  })

  it('refuses an unlock during the registry lock with its date, then unlocks, shows the code, relocks', async () => {
    const user = 9103
    const name = freeName('lockd')
    await t.fund(50_00, user)
    await t.own(user, [name])
    const early = await t.post(`${base(name)}/lock`, { locked: false }, { user: { id: user } })
    expect(early.status).toBe(409)
    expect(early.body).toMatchObject({ error: 'transfer_locked' })
    expect(typeof early.body.until).toBe('string')

    const locked = await t.post(
      `${base(name)}/auth-code`,
      { confirm: true },
      { user: { id: user } },
    )
    expect(locked.status).toBe(409)
    expect(locked.body.error).toBe('domain_locked')

    await endLock(name)
    const unlocked = await t.post(`${base(name)}/lock`, { locked: false }, { user: { id: user } })
    expect(registrarControls.parse(unlocked.body)).toMatchObject({
      locked: false,
      transfer_lock_expires_at: null,
    })
    const code = await t.request(`${base(name)}/auth-code`, {
      method: 'POST',
      json: { confirm: true },
      user: { id: user },
      headers: { 'Idempotency-Key': 'auth-code-1' },
    })
    expect(code.status).toBe(200)
    expect(code.headers.get('cache-control')).toBe('no-store')
    expect(authCodeResponse.parse(await code.json()).auth_code).toMatch(/^[\w-]{16}$/)
    const relocked = await t.post(`${base(name)}/lock`, { locked: true }, { user: { id: user } })
    expect(registrarControls.parse(relocked.body).locked).toBe(true)
  })

  it('someone else’s domain is a 404; a missing confirmation is a 400; still registering is a 409', async () => {
    const name = freeName('prive')
    await t.fund(50_00, 9104)
    await t.own(9104, [name])
    expect((await read(9105, name)).status).toBe(404)
    const bad = await t.post(`${base(name)}/auth-code`, {}, { user: { id: 9104 } })
    expect(bad.status).toBe(400)
    const fresh = freeName('privf')
    await t.own(9104, [fresh], false)
    expect((await read(9104, fresh)).body.error).toBe('domain_not_registered')
  })

  it('while the registrar is unreachable it shows the last known values, and a change is a 503', async () => {
    const user = 9106
    const name = freeName('offline')
    await t.fund(50_00, user)
    await t.own(user, [name])
    const res = await read(user, name)
    expect(res.status).toBe(200)
    expect(registrarControls.parse(res.body)).toMatchObject({
      privacy_enabled: true,
      locked: true,
      registrar_unreachable: true,
    })
    const change = await t.post(`${base(name)}/privacy`, { enabled: false }, { user: { id: user } })
    expect(change.status).toBe(503)
    expect(change.body.error).toBe('registrar_unavailable')
  })
})
