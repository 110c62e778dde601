// The frame around every request: each request's logger carries its id but is made only when the
// route logs; API calls leave one access line with the id, method, path, status and time; the steps'
// headers land on the answer the route made, whatever it was (success, error, 404).
import { Hono } from 'hono'
import { requestId } from 'hono/request-id'
import { Writable } from 'node:stream'
import { describe, expect, it, vi } from 'vitest'
import type { AppEnv } from '../../../server/http/env'
import { accessLog } from '../../../server/http/middleware/access-log'
import { requestFrame, type RequestStep } from '../../../server/http/middleware/request-frame'
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

function frameApp(steps: RequestStep[]) {
  const app = new Hono<AppEnv>()
  app.use(requestId())
  app.use(requestFrame(steps))
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
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatchObject({ level: 40, reqId: 'trace-1', domain: 'example.com' })
    expect(lines[0]?.msg).toBe('registrar slow')
    expect(lines[1]).toMatchObject({
      level: 30,
      reqId: 'trace-1',
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

  it('runs every step around the route, the headers on the answer it made', async () => {
    const seen: string[] = []
    const step = (name: string): RequestStep => ({
      before: (c, info) => {
        seen.push(`${name} before ${info.path}`)
        c.set('httpsOnly', true)
      },
      after: (c, headers) => {
        seen.push(`${name} after ${c.res.status}`)
        headers.set(`X-${name}`, 'yes')
      },
    })
    const app = frameApp([step('a'), step('b')])
    for (const path of ['/api/quiet', '/api/broken', '/api/missing']) {
      seen.length = 0
      const res = await app.request(path)
      expect([res.headers.get('x-a'), res.headers.get('x-b')]).toEqual(['yes', 'yes'])
      expect(seen).toEqual([
        `a before ${path}`,
        `b before ${path}`,
        `a after ${res.status}`,
        `b after ${res.status}`,
      ])
    }
  })
})
