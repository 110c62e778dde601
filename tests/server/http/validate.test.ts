// Bad requests: every one is a 400 (413 when too big) naming the field; none is ever a 500.
import { serve } from '@hono/node-server'
import fc from 'fast-check'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../helpers/test-app'
import { dbKinds } from '../../helpers/test-db'

interface ErrorJson {
  error: string
  message: string
  field?: string
}

describe.each(dbKinds)('request validation on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  const postVisit = (body: string, contentType = 'application/json') =>
    t.request('/api/user/visit', { method: 'POST', body, headers: { 'Content-Type': contentType } })

  async function expect400(res: Response, field: string) {
    expect(res.status).toBe(400)
    const body = (await res.json()) as ErrorJson
    expect(body.error).toBe('bad_request')
    expect(body.field).toBe(field)
    expect(body.message.startsWith(`${field}:`)).toBe(true)
    return body
  }

  it.each([
    ['a missing field', {}, 'page_path', /required/],
    ['a number for a string', { page_path: 42 }, 'page_path', /string/i],
    ['null for a string', { page_path: null }, 'page_path', /string/i],
    ['an empty string', { page_path: '' }, 'page_path', /./],
    ['a path without a slash', { page_path: 'home' }, 'page_path', /must start with \//],
    ['a path too long', { page_path: `/${'a'.repeat(600)}` }, 'page_path', /./],
    ['a NUL character', { page_path: '/a\u0000b' }, 'page_path', /NUL/],
    [
      'a NUL character in an unknown field',
      { page_path: '/', note: { 'k\u0000': 1 } },
      'note.k\u0000',
      /NUL/,
    ],
    // Found by the OpenAPI sweep: an empty key named the field "".
    ['a NUL character under an empty key', { page_path: '/', '': '\u0000' }, 'body[""]', /NUL/],
  ])('names the field for %s', async (_name, body, field, message) => {
    const res = await postVisit(JSON.stringify(body))
    const err = await expect400(res, field)
    expect(err.message).toMatch(message)
  })

  it('answers invalid JSON with a 400 naming the body', async () => {
    const err = await expect400(await postVisit('{"page_path": "/"'), 'body')
    expect(err.message).toMatch(/JSON/)
  })

  it.each([
    ['an array', '[{"page_path": "/"}]'],
    ['a string', '"/home"'],
    ['a number', '7'],
    ['null', 'null'],
    ['true', 'true'],
  ])('answers a non-object body (%s) with a 400 naming the body', async (_name, body) => {
    await expect400(await postVisit(body), 'body')
  })

  it('answers a body over the limit with 413', async () => {
    const res = await postVisit(JSON.stringify({ page_path: `/${'x'.repeat(300 * 1024)}` }))
    expect(res.status).toBe(413)
    expect(((await res.json()) as ErrorJson).error).toBe('payload_too_large')
  })

  it('refuses a body over the limit before anything reads it, on user, admin and public calls', async () => {
    const huge = JSON.stringify({ domain: `${'x'.repeat(300 * 1024)}.com` })
    const post = (path: string) =>
      t.request(path, {
        method: 'POST',
        body: huge,
        headers: { 'Content-Type': 'application/json' },
        user: null,
      })
    for (const path of ['/api/cart/add', '/api/admin/promocodes', '/api/domain-prices']) {
      const res = await post(path)
      expect([path, res.status]).toEqual([path, 413])
      expect(((await res.json()) as ErrorJson).error).toBe('payload_too_large')
    }
  })

  it('refuses a body over the limit on every method a write uses', async () => {
    const huge = JSON.stringify({ value: 'x'.repeat(300 * 1024) })
    for (const [method, path] of [
      ['PUT', '/api/admin/settings'],
      ['PATCH', '/api/admin/aftermarket/1'],
      ['DELETE', '/api/admin/session'],
    ] as const) {
      const res = await t.request(path, {
        method,
        body: huge,
        headers: { 'Content-Type': 'application/json' },
        user: null,
      })
      expect([method, res.status]).toEqual([method, 413])
      expect(((await res.json()) as ErrorJson).error).toBe('payload_too_large')
    }
  })

  it('judges a body over a socket by its declared length, and counts one sent without it', async () => {
    // In process a Request carries no Content-Length; over a socket the server reads the declared
    // length from the headers (server/app.ts), and a chunked body goes through Hono's bodyLimit.
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
    })
    const { port } = server.address() as AddressInfo
    const send = (body: string, chunked: boolean) =>
      new Promise<{ status: number; json: ErrorJson }>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/user/visit',
            headers: {
              'Content-Type': 'application/json',
              Authorization: `tma ${t.initData()}`,
              ...(chunked ? {} : { 'Content-Length': Buffer.byteLength(body) }),
            },
          },
          (res) => {
            let text = ''
            res.on('data', (d: Buffer) => (text += d.toString()))
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) as ErrorJson }),
            )
          },
        )
        req.on('error', reject)
        // Two writes: without a Content-Length, Node sends them chunked.
        req.write(body.slice(0, 10))
        req.end(body.slice(10))
      })
    try {
      const big = JSON.stringify({ page_path: `/${'x'.repeat(300 * 1024)}` })
      for (const chunked of [false, true]) {
        const over = await send(big, chunked)
        expect([chunked, over.status, over.json.error]).toEqual([chunked, 413, 'payload_too_large'])
        const within = await send(JSON.stringify({ page_path: '/ok' }), chunked)
        expect([chunked, within.status]).toEqual([chunked, 200])
        const wrong = await send(JSON.stringify({ page_path: 7 }), chunked)
        expect([chunked, wrong.status, wrong.json.field]).toEqual([chunked, 400, 'page_path'])
      }
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('ignores unknown fields and reads a body sent as text/plain', async () => {
    const res = await postVisit(
      JSON.stringify({ page_path: '/ok', extra: { nested: [1, 2] } }),
      'text/plain',
    )
    expect(res.status).toBe(200)
  })

  it('rejects a malformed Idempotency-Key naming the header', async () => {
    const res = await t.request('/api/user/visit', {
      method: 'POST',
      json: { page_path: '/' },
      headers: { 'Idempotency-Key': 'spaces are not allowed' },
    })
    await expect400(res, 'Idempotency-Key')
  })

  it('never answers 500 to random JSON bodies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        const res = await postVisit(JSON.stringify(value))
        expect(res.status).toBeLessThan(500)
        expect([200, 400]).toContain(res.status)
      }),
      { numRuns: 60 },
    )
  })

  it('never answers 500 to random objects with odd page paths', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            page_path: fc.oneof(
              fc.string().map((s) => `/${s}`),
              fc.string({ unit: 'binary' }).map((s) => `/${s}`),
              fc.constantFrom('/\u0000', '/a\u0000b', '/\ud800', '/%00', '/\u202e'),
              fc.anything(),
            ),
          },
          { requiredKeys: [] },
        ),
        async (value) => {
          const res = await postVisit(JSON.stringify(value))
          expect([200, 400]).toContain(res.status)
        },
      ),
      { numRuns: 60 },
    )
  })

  it('never answers 500 to random raw bodies, content types and queries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 200 }),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', ''),
        fc.string({ maxLength: 60 }),
        async (body, contentType, query) => {
          const res = await t.request(
            `/api/user/visit?${encodeURIComponent(query)}=${encodeURIComponent(body)}`,
            {
              method: 'POST',
              body,
              headers: contentType ? { 'Content-Type': contentType } : {},
            },
          )
          expect(res.status).toBeLessThan(500)
          const settings = await t.app.request(`/api/settings?${encodeURIComponent(query)}=1`)
          expect(settings.status).toBeLessThan(500)
        },
      ),
      { numRuns: 60 },
    )
  })

  it('never answers 500 to random init data strings from any source', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), async (raw) => {
        const viaHeader = await t.app.request('/api/user/profile', {
          headers: { Authorization: `tma ${raw}` },
        })
        expect(viaHeader.status).toBe(401)
        const viaQuery = await t.app.request(
          `/api/user/profile?tg_init_data=${encodeURIComponent(raw)}`,
        )
        expect([401]).toContain(viaQuery.status)
        const viaBody = await t.app.request('/api/user/visit', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ tg_init_data: raw, page_path: '/' }),
        })
        expect(viaBody.status).toBe(401)
      }),
      { numRuns: 60 },
    )
  })
})
