// The real server process: demo start-up and its launch link, bad configuration, and a SIGTERM that
// lets an in-flight request finish and closes the database cleanly.
import { and, eq } from 'drizzle-orm'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createDatabase } from '../../server/db/client'
import { visits } from '../../server/db/schema'
import { DEMO_USER, signInitData } from '../../server/demo'
import { TEST_BOT_TOKEN, TEST_SECRETS_KEY } from '../helpers/test-app'
import { createTestDatabase, dbKinds, type TestDatabase } from '../helpers/test-db'
import { listeningPort, spawnServer } from '../helpers/spawn-server'

const dirs: string[] = []
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'domains-proc-'))
  dirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/** Sends a request's head and half its body, leaving the rest for later. */
function startSlowRequest(port: number, initData: string, body: string) {
  const socket: Socket = connect(port, '127.0.0.1')
  let answer = ''
  const done = new Promise<string>((resolve, reject) => {
    socket.on('data', (d: Buffer) => (answer += d.toString()))
    socket.on('end', () => resolve(answer))
    socket.on('close', () => resolve(answer))
    socket.on('error', reject)
  })
  const half = Math.floor(body.length / 2)
  socket.write(
    [
      'POST /api/user/visit HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      'Content-Type: application/json',
      `Authorization: tma ${initData}`,
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      '',
      body.slice(0, half),
    ].join('\r\n'),
  )
  return { finish: () => socket.write(body.slice(half)), done }
}

describe('server process start-up', () => {
  it('in demo mode listens on 127.0.0.1 and prints a launch link that signs in the demo user', async () => {
    const dataDir = tempDir()
    const server = spawnServer({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info' })
    try {
      const port = await listeningPort(server)
      expect(server.stdout()).toMatch(/"hostname":"127\.0\.0\.1"[^\n]*"msg":"server listening"/)
      const [url] = await server.waitFor(/http:\/\/localhost:\d+\/#tgWebAppData=\S+/)
      const hash = new URLSearchParams(new URL(url).hash.slice(1))
      expect(hash.get('tgWebAppVersion')).toBeTruthy()
      expect(hash.get('tgWebAppPlatform')).toBeTruthy()
      const initData = hash.get('tgWebAppData') ?? ''
      const res = await fetch(`http://127.0.0.1:${port}/api/user/profile`, {
        headers: { Authorization: `tma ${initData}` },
      })
      expect(res.status).toBe(200)
      const body = (await res.json()) as { user: { tg_id: number; first_name: string } }
      expect(body.user.first_name).toBe('Demo')
      expect(body.user.tg_id).toBe(DEMO_USER.id)
      // The same launch hash opens the admin console: the demo user is an admin in demo mode.
      const [adminUrl] = await server.waitFor(/http:\/\/localhost:\d+\/admin#tgWebAppData=\S+/)
      expect(new URL(adminUrl).hash).toBe(new URL(url).hash)
      const me = await fetch(`http://127.0.0.1:${port}/api/admin/me`, {
        headers: { Authorization: `tma ${initData}` },
      })
      expect(me.status).toBe(200)
      expect(server.stdout()).toContain(`Data: ${resolve(dataDir)}`)
      // Request logs are at debug in demo mode: the block stays the last thing on screen.
      expect(server.stdout()).not.toMatch(/"msg":"request"/)
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200)
      server.child.kill('SIGTERM')
      expect(await server.exited).toBe(0)
    } finally {
      server.child.kill('SIGKILL')
    }
  })

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://root@localhost/app' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'https://domains.example.com' }],
    ['HOST', { HOST: '0.0.0.0' }],
  ])('stops with a message naming %s when it is wrong', async (name, env) => {
    const server = spawnServer({ DATA_DIR: tempDir(), ...env })
    expect(await server.exited).toBe(1)
    expect(server.stderr()).toContain(`${name}:`)
  })

  it('stops with a message naming PORT when the port is taken', async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const address = blocker.address()
    const port = typeof address === 'object' && address ? address.port : 0
    try {
      const server = spawnServer({ PORT: String(port), DATA_DIR: tempDir() })
      expect(await server.exited).toBe(1)
      expect(server.stderr()).toMatch(/PORT: .*in use/)
    } finally {
      blocker.close()
    }
  })
})

describe.each(dbKinds)('graceful shutdown on %s', (kind) => {
  it('finishes the request in flight, refuses new ones and closes the database', async () => {
    const dataDir = tempDir()
    let testDb: TestDatabase | undefined
    if (kind === 'postgres') testDb = await createTestDatabase('postgres')
    const server = spawnServer({
      PORT: '0',
      DATA_DIR: dataDir,
      BOT_TOKEN: TEST_BOT_TOKEN,
      BOT_MODE: 'off',
      SECRETS_KEY: TEST_SECRETS_KEY,
      LOG_LEVEL: 'info',
      SHUTDOWN_DRAIN_MS: '1500',
      ...(testDb?.url ? { DATABASE_URL: testDb.url } : {}),
    })
    try {
      const port = await listeningPort(server)
      const initData = signInitData({ id: 4242, first_name: 'Slow' }, TEST_BOT_TOKEN)
      const slow = startSlowRequest(port, initData, JSON.stringify({ page_path: '/history' }))
      // A full round trip on another connection: by then the server has read the slow request's head.
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200)

      server.child.kill('SIGTERM')
      // A rolling restart: first not ready (still answering, so the balancer sees it)...
      await server.waitFor(/"msg":"shutting down: not ready"/)
      const readyz = await fetch(`http://127.0.0.1:${port}/readyz`)
      expect(readyz.status).toBe(503)
      expect(await readyz.json()).toEqual({ ready: false, reason: 'shutting_down' })
      // ...then no new request lands.
      await server.waitFor(/"msg":"no longer accepting connections"/)
      await expect
        .poll(() =>
          fetch(`http://127.0.0.1:${port}/healthz`).then(
            () => 'answered',
            () => 'refused',
          ),
        )
        .toBe('refused')

      slow.finish()
      const answer = await slow.done
      expect(answer).toMatch(/^HTTP\/1\.1 200/)
      expect(answer).toContain('{"ok":true}')
      expect(await server.exited).toBe(0)
      expect(server.stdout()).toMatch(/"msg":"database closed"/)

      // The write survived: the embedded database was closed cleanly and opens again.
      const database = testDb ?? (await createDatabase({ dataDir }))
      const rows = await database.db
        .select()
        .from(visits)
        .where(and(eq(visits.userId, 4242), eq(visits.pagePath, '/history')))
      expect(rows).toHaveLength(1)
      if (!testDb) await database.close()
    } finally {
      server.child.kill('SIGKILL')
      await testDb?.destroy()
    }
  })
})
