// The product answers the same headers served over HTTP by @hono/node-server, as it runs, as through
// app.request, as nearly every other test calls it: the frame's default headers take a different
// road there (set on Node's ServerResponse before the route, server/http/middleware/request-frame.ts),
// so this compares the two on pages, built files, the worker's script, API answers of every kind and
// errors, with and without an encoding accepted.
import { serve } from '@hono/node-server'
import { writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBuiltApp } from '../../helpers/built-app'

const WORKER = '/assets/fluid.worker-DQdSco5w.js'
/** What HTTP itself adds or varies per answer (framing, the date), and the id every answer carries
 * a new one of. */
const PER_ANSWER = new Set([
  'date',
  'connection',
  'keep-alive',
  'x-request-id',
  'transfer-encoding',
  'content-length',
])

const headerList = (res: Response) =>
  [...res.headers].filter(([name]) => !PER_ANSWER.has(name)).sort(([a], [b]) => a.localeCompare(b))

describe('headers served over HTTP', () => {
  let built: Awaited<ReturnType<typeof createBuiltApp>>
  let server: ReturnType<typeof serve>
  let origin = ''
  beforeAll(async () => {
    built = await createBuiltApp({ PUBLIC_URL: 'https://shop.example' })
    writeFileSync(join(built.dir, WORKER), 'new Function("return 1")()\n')
    server = serve({ fetch: built.app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise<void>((resolve) => server.once('listening', () => resolve()))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await built.close()
  })

  const calls: [string, RequestInit?][] = [
    ['/'],
    ['/ether'],
    ['/assets/app-abc123.js'],
    ['/assets/style-abc123.css'],
    ['/sw.js'],
    [WORKER],
    ['/assets/missing-abc.js'],
    ['/healthz'],
    ['/api/tlds'],
    ['/api/maintenance/status'],
    ['/api/openapi.json'],
    ['/api/user/domains'],
    ['/api/nothing-here'],
    [
      '/api/domain-prices',
      { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } },
    ],
    [
      '/api/domain-prices',
      { method: 'POST', body: '{', headers: { 'content-type': 'application/json' } },
    ],
    ['/metrics'],
  ]

  it.each(calls)('%s: the same status and headers both ways', async (path, init = {}) => {
    for (const encoding of ['identity', 'gzip, deflate, br']) {
      const headers = { ...(init.headers as Record<string, string>), 'accept-encoding': encoding }
      const direct = await built.app.request(path, { ...init, headers })
      const http = await fetch(`${origin}${path}`, { ...init, headers })
      expect([http.status, headerList(http)]).toEqual([direct.status, headerList(direct)])
      expect(http.headers.get('x-request-id')).toMatch(/^[\da-f-]{36}$/)
      expect(direct.headers.get('x-request-id')).toMatch(/^[\da-f-]{36}$/)
      expect(http.headers.get('x-content-type-options')).toBe('nosniff')
      expect(http.headers.get('strict-transport-security')).toContain('max-age=')
      await direct.arrayBuffer()
      await http.arrayBuffer()
    }
  })

  it("keeps the caller's request id when it is a plain token, and only then", async () => {
    const id = async (given: string) =>
      (await fetch(`${origin}/api/tlds`, { headers: { 'x-request-id': given } })).headers.get(
        'x-request-id',
      )
    expect(await id('lb-trace-42')).toBe('lb-trace-42')
    expect(await id('x'.repeat(255))).toBe('x'.repeat(255))
    const uuid = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/
    expect(await id('not a token')).toMatch(uuid)
    expect(await id('x'.repeat(256))).toMatch(uuid)
    expect(await id('')).toMatch(uuid)
  })
})
