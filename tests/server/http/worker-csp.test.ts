// The fluid's worker script carries a policy of its own that lets regl compile its commands
// ('unsafe-eval'), and nothing else does: the document, the other scripts and the API keep the
// page's policy, which never allows it.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBuiltApp } from '../../helpers/built-app'

// Named as `vite build` names a `new Worker(new URL('./fluid.worker.ts', ...))` asset.
const WORKER = '/assets/fluid.worker-DQdSco5w.js'
const csp = (res: Response) => res.headers.get('content-security-policy') ?? ''
const scriptSrc = (policy: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src'))

describe('the worker script policy', () => {
  let built: Awaited<ReturnType<typeof createBuiltApp>>
  beforeAll(async () => {
    built = await createBuiltApp()
    writeFileSync(join(built.dir, WORKER), 'new Function("return 1")()\n')
  })
  afterAll(() => built.close())

  it('lets the worker compile code, from this origin only, and allows nothing else', async () => {
    for (const headers of [{}, { 'Accept-Encoding': 'br' }] as Record<string, string>[]) {
      const res = await built.get(WORKER, headers)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('javascript')
      expect(scriptSrc(csp(res))).toBe("script-src 'self' 'unsafe-eval'")
      expect(csp(res)).toContain("default-src 'none'")
    }
    const revalidated = await built.get(WORKER, {
      'If-None-Match': (await built.get(WORKER)).headers.get('etag') ?? '',
    })
    expect(revalidated.status).toBe(304)
    expect(csp(revalidated)).toContain("'unsafe-eval'")
  })

  it.each([
    '/',
    '/ether',
    '/index.html',
    '/assets/app-abc123.js',
    '/assets/style-abc123.css',
    '/sw.js',
    '/assets/fluid.worker-missing.js',
    '/assets/fluid.worker-DQdSco5w.js.map',
  ])('%s keeps the page policy, without unsafe-eval', async (path) => {
    const res = await built.get(path)
    expect(csp(res)).toContain("default-src 'self'")
    expect(csp(res)).toContain('frame-ancestors')
    expect(csp(res)).not.toContain('unsafe-eval')
  })

  it('gives the API the policy that allows nothing', async () => {
    expect(csp(await built.get('/api/tlds'))).toBe("default-src 'none'; frame-ancestors 'none'")
  })
})
