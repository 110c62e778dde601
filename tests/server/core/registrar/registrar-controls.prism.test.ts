// Privacy, the lock and the auth code through the API with the real Name.com adapter on prism
// (Name.com's published OpenAPI document): the calls each owner action makes, none of them against
// the document, and what the owner is told.
import { describe, expect, it } from 'vitest'
import { authCodeResponse, registrarControls } from '@contract/registrar'
import { usePrismApp } from '../../../helpers/prism-app'
import { dbKinds } from '../../../helpers/test-db'

const NAME = 'parity-controls.com'
const OWNER = 9301
const as = { user: { id: OWNER } }
const base = `/api/user/domains/${NAME}/registrar`

/** Prism's example domain with these fields (no registry transfer lock unless given). */
const domainAs =
  (fields: { locked?: boolean; privacyEnabled?: boolean; transferLockExpiresAt?: string }) =>
  (json: Record<string, unknown>) => {
    const { transferLockExpiresAt: _, ...rest } = json
    return { ...rest, ...fields }
  }
const ofDomain = (verb = '') => new RegExp(`^(GET|POST) /core/v1/domains/${NAME}${verb}$`)

describe.each(dbKinds)('registrar controls on %s with the Name.com adapter on prism', (kind) => {
  const env = usePrismApp(kind)

  it('reads privacy and the lock, then turns privacy off and on', async () => {
    await env.ownActive(OWNER, NAME)
    const until = new Date(Date.now() + 30 * 86_400_000).toISOString()
    env.prism.rules = [
      {
        call: ofDomain(),
        patch: domainAs({ locked: true, privacyEnabled: true, transferLockExpiresAt: until }),
      },
      { call: ofDomain(':disableWhoisPrivacy'), patch: domainAs({ privacyEnabled: false }) },
      { call: ofDomain(':enableWhoisPrivacy'), patch: domainAs({ privacyEnabled: true }) },
    ]
    const read = await env.t.get(base, as)
    expect(registrarControls.parse(read.body)).toMatchObject({
      privacy_enabled: true,
      locked: true,
      transfer_lock_expires_at: until,
    })
    const off = await env.t.post(`${base}/privacy`, { enabled: false }, as)
    expect(registrarControls.parse(off.body).privacy_enabled).toBe(false)
    const on = await env.t.post(`${base}/privacy`, { enabled: true }, as)
    expect(registrarControls.parse(on.body).privacy_enabled).toBe(true)
    expect(env.calls()).toEqual([
      `GET /core/v1/domains/${NAME}`,
      `POST /core/v1/domains/${NAME}:disableWhoisPrivacy`,
      `POST /core/v1/domains/${NAME}:enableWhoisPrivacy`,
    ])
  })

  it('refuses an unlock under the registry lock without asking Name.com to unlock', async () => {
    const until = new Date(Date.now() + 30 * 86_400_000).toISOString()
    env.prism.rules = [
      { call: ofDomain(), patch: domainAs({ locked: true, transferLockExpiresAt: until }) },
    ]
    const early = await env.t.post(`${base}/lock`, { locked: false }, as)
    expect(early.status).toBe(409)
    expect(early.body).toMatchObject({ error: 'transfer_locked', until })
    const code = await env.t.post(`${base}/auth-code`, { confirm: true }, as)
    expect(code.status).toBe(409)
    expect(code.body).toMatchObject({ error: 'domain_locked' })
    expect(env.calls()).not.toContain(`POST /core/v1/domains/${NAME}:unlock`)
    expect(env.calls()).not.toContain(`GET /core/v1/domains/${NAME}:getAuthCode`)
  })

  it('unlocks, gives the auth code once asked with a confirmation, and relocks', async () => {
    env.prism.rules = [
      { call: ofDomain(':unlock'), patch: domainAs({ locked: false }) },
      { call: ofDomain(':lock'), patch: domainAs({ locked: true }) },
      { call: ofDomain(), patch: domainAs({ locked: false }) },
    ]
    const unlocked = await env.t.post(`${base}/lock`, { locked: false }, as)
    expect(registrarControls.parse(unlocked.body)).toMatchObject({
      locked: false,
      transfer_lock_expires_at: null,
    })
    const res = await env.t.request(`${base}/auth-code`, {
      method: 'POST',
      json: { confirm: true },
      headers: { 'Idempotency-Key': 'prism-auth-code-1' },
      ...as,
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(authCodeResponse.parse(await res.json()).auth_code.length).toBeGreaterThan(0)
    const relocked = await env.t.post(`${base}/lock`, { locked: true }, as)
    expect(registrarControls.parse(relocked.body).locked).toBe(true)
    expect(env.calls()).toEqual([
      `GET /core/v1/domains/${NAME}`,
      `POST /core/v1/domains/${NAME}:unlock`,
      `GET /core/v1/domains/${NAME}`,
      `GET /core/v1/domains/${NAME}:getAuthCode`,
      `POST /core/v1/domains/${NAME}:lock`,
    ])
  })
})
