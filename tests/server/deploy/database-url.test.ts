// A wrong DATABASE_URL stops start-up at once with the cause an operator can act on and the variable
// to fix, instead of Drizzle's "Failed query: CREATE SCHEMA ..." with no cause.
import { describe, expect, it } from 'vitest'
import { spawnOnDatabase } from '../../helpers/spawn-server'

async function startWith(databaseUrl: string) {
  const server = spawnOnDatabase(databaseUrl)
  const code = await server.exited
  return { code, stderr: server.stderr() }
}

describe('start-up with a wrong DATABASE_URL', () => {
  it('names a refused connection and the variable', async () => {
    const { code, stderr } = await startWith('postgresql://postgres@127.0.0.1:1/shop')
    expect(code).toBe(1)
    expect(stderr).toContain('connection refused at 127.0.0.1:1')
    expect(stderr).toContain('Check DATABASE_URL.')
    expect(stderr).not.toContain('Failed query')
  })

  it('names an unknown database and an unknown user on a real server', async (ctx) => {
    const base = process.env.TEST_DATABASE_URL
    if (!base) return ctx.skip('TEST_DATABASE_URL is unset: this test needs a PostgreSQL server')
    const noDb = new URL(base)
    noDb.pathname = '/no_such_shop_db'
    const missing = await startWith(noDb.toString())
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('database "no_such_shop_db" does not exist')
    const noUser = new URL(base)
    noUser.username = 'no_such_shop_user'
    const stranger = await startWith(noUser.toString())
    expect(stranger.code).toBe(1)
    expect(stranger.stderr).toContain('authentication failed for user "no_such_shop_user"')
    expect(stranger.stderr).toContain('Check DATABASE_URL.')
  })
})
