// The frame around every request: each request's logger carries its id but is made only when the
// route logs; API calls leave one access line with the id, method, path, status and time; the steps'
// default headers land on every answer (success, error, 404, a page), served over HTTP as the
// product is and through app.request, and a header the route sets itself wins.
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { describe, expect, it, vi } from 'vitest'
import type { AppEnv } from '../../../server/http/env'
import { accessLog } from '../../../server/http/middleware/access-log'
import { requestFrame, type RequestStep } from '../../../server/http/middleware/request-frame'
import { requestIdHeader, requestIds } from '../../../server/http/middleware/request-id'
import { createLogger } from '../../../server/logger'

function capturedLogger(level = 'info') {
  const lines: Record<string, unknown>[] = []
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>)
      done()
    },
  })
  return { logger: createLogger(level, sink), lines }
}

function frameApp(steps: RequestStep[], onRoute = () => {}) {
  const app = new Hono<AppEnv>()
  app.use(requestIds())
  app.use(requestFrame([requestIdHeader, ...steps]))
  app.use(async (_c, next) => {
    onRoute()
    await next()
  })
  app.get('/api/quiet', (c) => c.json({ ok: true }))
  app.get('/api/noisy', (c) => {
    c.get('log').warn({ domain: 'example.com' }, 'registrar slow')
    return c.json({ ok: true })
  })
  app.get('/api/broken', () => {
    throw new Error('boom')
  })
  app.onError((_err, c) => c.json({ error: 'internal_error' }, 500))
  app.get('/page', (c) => c.html('<p>hi</p>'))
  return app
}

describe('the request frame', () => {
  it('binds the request id to what a route logs, and writes one access line per API call', async () => {
    const { logger, lines } = capturedLogger()
    const app = frameApp([accessLog(logger, 'info')])
    const res = await app.request('/api/noisy', { headers: { 'X-Request-Id': 'trace-1' } })
    expect(res.status).toBe(200)
    const id = res.headers.get('x-request-id')
    expect(id).toBe('trace-1')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatchObject({ level: 40, reqId: id, domain: 'example.com' })
    expect(lines[0]?.msg).toBe('registrar slow')
    expect(lines[1]).toMatchObject({
      level: 30,
      reqId: id,
      method: 'GET',
      path: '/api/noisy',
      status: 200,
      msg: 'request',
    })
    expect(lines[1]?.ms).toBeTypeOf('number')

    await app.request('/api/broken')
    expect(lines.at(-1)).toMatchObject({ path: '/api/broken', status: 500 })
    await app.request('/page')
    expect(lines.at(-1)).toMatchObject({ path: '/api/broken' })
  })

  it('makes no child logger for a request that logs nothing, and none at all below the level', async () => {
    const { logger, lines } = capturedLogger('warn')
    const child = vi.spyOn(logger, 'child')
    const app = frameApp([accessLog(logger, 'info')])
    expect((await app.request('/api/quiet')).status).toBe(200)
    expect(child).not.toHaveBeenCalled()
    expect(lines).toEqual([])
    await app.request('/api/noisy')
    expect(child).toHaveBeenCalledTimes(1)
    expect(lines).toEqual([expect.objectContaining({ msg: 'registrar slow', level: 40 })])
  })

  it('runs every step around the route, and its default headers land on every answer', async () => {
    const seen: string[] = []
    const step = (name: string): RequestStep => ({
      before: (c, info) => {
        seen.push(`${name} before ${info.path}`)
        c.set('httpsOnly', true)
      },
      defaults: (_c, _info, headers) => {
        seen.push(`${name} defaults`)
        headers.set(`X-${name}`, 'yes')
      },
      after: (c) => {
        seen.push(`${name} after ${c.res.status}`)
      },
    })
    const app = frameApp([step('a'), step('b')], () => seen.push('route'))
    await served(app, async (get) => {
      for (const path of ['/api/quiet', '/api/broken', '/api/missing', '/page']) {
        for (const via of ['app.request', 'http'] as const) {
          seen.length = 0
          const res = via === 'http' ? await get(path) : await app.request(path)
          expect([via, res.headers.get('x-a'), res.headers.get('x-b')]).toEqual([via, 'yes', 'yes'])
          // Served, the defaults are set before the route (on the ServerResponse); without a
          // server, on the answer after it.
          const defaults = ['a defaults', 'b defaults']
          const around = [`a before ${path}`, `b before ${path}`]
          const done = [`a after ${res.status}`, `b after ${res.status}`]
          const middle = via === 'http' ? [...defaults, 'route'] : ['route', ...defaults]
          expect(seen).toEqual([...around, ...middle, ...done])
        }
      }
    })
  })

  it("lets the route's own header win over a default, served or not", async () => {
    const app = new Hono<AppEnv>()
    app.use(
      requestFrame([{ defaults: (_c, _i, headers) => headers.set('Cache-Control', 'no-store') }]),
    )
    app.get('/own', (c) => {
      c.header('Cache-Control', 'public, max-age=60')
      return c.json({ ok: true })
    })
    app.get('/given', (c) => c.json({ ok: true }, 200, { 'Cache-Control': 'private' }))
    app.get('/raw', () => new Response('x', { headers: { 'cache-control': 'max-age=5' } }))
    app.get('/none', (c) => c.text('x'))
    await served(app, async (get) => {
      for (const read of [(p: string) => app.request(p), get]) {
        const policy = async (path: string) => (await read(path)).headers.get('cache-control')
        expect(await policy('/own')).toBe('public, max-age=60')
        expect(await policy('/given')).toBe('private')
        expect(await policy('/raw')).toBe('max-age=5')
        expect(await policy('/none')).toBe('no-store')
      }
    })
  })
})

/** Runs `body` with the app served over HTTP by @hono/node-server, as the product is. */
async function served(
  app: Hono<AppEnv>,
  body: (get: (path: string) => Promise<Response>) => Promise<void>,
) {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const { port } = server.address() as AddressInfo
  try {
    await body((path) => fetch(`http://127.0.0.1:${port}${path}`))
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
