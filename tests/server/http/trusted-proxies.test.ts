// Whose address a failed admin sign-in locks: the TCP peer, unless TRUST_PROXY names it as our
// reverse proxy; then the client X-Forwarded-For reports. A private peer is not trusted for being
// private, so nobody on a shared network can pick a fresh address for every guess.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dbKinds } from '../../helpers/test-db'
import { ADMIN_TOKEN, createTestApp, type TestApp } from '../../helpers/test-app'

const fromPeer = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } })

describe.each(dbKinds)('TRUST_PROXY and the admin sign-in limit on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { admin: true, env: { TRUST_PROXY: '10.0.0.0/8, 2001:db8::1' } })
  })
  afterAll(() => t.close())

  const signIn = (token: string, peer: string, forwardedFor?: string) =>
    t.app.request(
      '/api/admin/session',
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
        },
        body: JSON.stringify({ token }),
      },
      fromPeer(peer),
    )

  it('ignores X-Forwarded-For from a private peer that is not a named proxy', async () => {
    for (let i = 0; i < 5; i++)
      expect((await signIn(`wrong-${i}`, '192.168.1.5', `203.0.113.${i}`)).status).toBe(401)
    expect((await signIn(ADMIN_TOKEN, '192.168.1.5', '203.0.113.99')).status).toBe(429)
    expect((await signIn(ADMIN_TOKEN, '::ffff:127.0.0.1', '192.168.1.5')).status).toBe(200)
  })

  it('locks the client behind a named proxy, never the admin signing in through it', async () => {
    for (let i = 0; i < 5; i++)
      expect((await signIn(`wrong-${i}`, '10.1.2.3', '198.51.100.20')).status).toBe(401)
    expect((await signIn(ADMIN_TOKEN, '10.1.2.3', '198.51.100.20')).status).toBe(429)
    expect((await signIn(ADMIN_TOKEN, '10.9.9.9', '198.51.100.21')).status).toBe(200)
    expect((await signIn(ADMIN_TOKEN, '2001:db8::1', '198.51.100.22')).status).toBe(200)
  })

  it('reads the chain from the right: what the client wrote itself cannot pick its address', async () => {
    for (let i = 0; i < 5; i++) {
      const chain = `192.0.2.${i}, 198.51.100.30, 10.0.0.7`
      expect((await signIn(`wrong-${i}`, '10.1.2.3', chain)).status).toBe(401)
    }
    expect((await signIn(ADMIN_TOKEN, '10.1.2.3', '192.0.2.77, 198.51.100.30')).status).toBe(429)
  })
})
