// The server as compose.yaml deploys it: behind a reverse proxy that appends the client's address to
// X-Forwarded-For, as Caddy does, with TRUST_PROXY naming that proxy. Real sockets on loopback: each
// client connects from an address of its own (127.0.0.2, 127.0.0.3), the proxy from 127.0.0.1.
import { serve, type ServerType } from '@hono/node-server'
import { readFileSync } from 'node:fs'
import { request, createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_TOKEN, createTestApp, type TestApp } from '../../helpers/test-app'

const PROXY_ADDRESS = '127.0.0.1'

interface Reply {
  status: number
  body: string
}

/** One HTTP exchange from `localAddress` to `port`. */
function send(
  port: number,
  opts: { localAddress: string; method: string; path: string; headers?: Record<string, string> },
  body?: string,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, ...opts }, (res: IncomingMessage) => {
      let text = ''
      res.on('data', (d: Buffer) => (text += d.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

/** A reverse proxy that forwards like Caddy: X-Forwarded-For gets the peer's address appended. */
function startProxy(upstream: number): Promise<Server> {
  const proxy = createServer((req, res) => {
    let body = ''
    req.on('data', (d: Buffer) => (body += d.toString()))
    req.on('end', () => {
      const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '')
      const prior = req.headers['x-forwarded-for']
      const headers = {
        ...(req.headers as Record<string, string>),
        'x-forwarded-for': prior ? `${String(prior)}, ${peer}` : peer,
      }
      send(
        upstream,
        { localAddress: PROXY_ADDRESS, method: req.method ?? 'GET', path: req.url ?? '/', headers },
        body,
      )
        .then((r) => res.writeHead(r.status).end(r.body))
        .catch(() => res.writeHead(502).end())
    })
  })
  return new Promise((resolve) => proxy.listen(0, PROXY_ADDRESS, () => resolve(proxy)))
}

describe('behind the reverse proxy, as compose.yaml deploys it', () => {
  let t: TestApp
  let app: ServerType
  let proxy: Server
  let port = 0

  beforeAll(async () => {
    t = await createTestApp('pglite', {
      admin: true,
      prices: true,
      env: { TRUST_PROXY: PROXY_ADDRESS, RATE_SEARCH_PER_MIN: '3', RATE_ADDRESS_MULTIPLIER: '1' },
    })
    app = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
    })
    proxy = await startProxy((app.address() as AddressInfo).port)
    port = (proxy.address() as AddressInfo).port
  })
  afterAll(async () => {
    proxy.close()
    app.close()
    await t.close()
  })

  const search = (client: string, query: string) =>
    send(
      port,
      {
        localAddress: client,
        method: 'POST',
        path: '/api/search',
        headers: { 'content-type': 'application/json' },
      },
      JSON.stringify({ query }),
    )
  const adminMe = (client: string, token: string) =>
    send(port, {
      localAddress: client,
      method: 'GET',
      path: '/api/admin/me',
      headers: { authorization: `Bearer ${token}` },
    })

  it("limits anonymous searches per real client: one client's burst leaves another's first search", async () => {
    for (let i = 0; i < 3; i++)
      expect((await search('127.0.0.2', `proxyword${i}`)).status).toBe(200)
    expect((await search('127.0.0.2', 'proxyword9')).status).toBe(429)
    expect((await search('127.0.0.3', 'proxyword0')).status).toBe(200)
  })

  it("locks only the guessing client's address out of the admin console", async () => {
    for (let i = 0; i < 5; i++)
      expect((await adminMe('127.0.0.4', `wrong-token-${i}`)).status).toBe(401)
    expect((await adminMe('127.0.0.4', ADMIN_TOKEN)).status).toBe(429)
    expect((await adminMe('127.0.0.5', ADMIN_TOKEN)).status).toBe(200)
  })

  it("compose.yaml trusts exactly its load balancer's fixed address", () => {
    const compose = readFileSync(new URL('../../../compose.yaml', import.meta.url), 'utf8')
    const trusted = /^\s*TRUST_PROXY:\s*(\S+)\s*$/m.exec(compose)?.[1]
    const lb = /^\s*lb:\n(?:\s{4}.*\n)*?\s*ipv4_address:\s*(\S+)\s*$/m.exec(compose)?.[1]
    expect(trusted).toBeDefined()
    expect(trusted).toBe(lb)
  })
})
