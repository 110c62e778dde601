// A fresh, migrated database per test file: in-memory PGlite, or (with TEST_DATABASE_URL) a new
// PostgreSQL database created for this file and dropped afterwards, so runs never see each other.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { createDatabase, type Database } from '../../server/db/client'
import { seed } from '../../server/db/seed'

export type DbKind = 'pglite' | 'postgres'

/** The database kinds this run tests on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const dbKinds: DbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

export interface TestDatabase extends Database {
  /** Connection string of the PostgreSQL database (for a second server process), if any. */
  url?: string
  destroy(): Promise<void>
}

export async function createTestDatabase(
  kind: DbKind,
  opts: { poolSize?: number; logQuery?: (query: string, params: unknown[]) => void } = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await createDatabase({ dataDir: 'memory://', logQuery: opts.logQuery })
    await database.migrate()
    await seed(database.db)
    return { ...database, destroy: () => database.close() }
  }
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await createDatabase({
    databaseUrl: url.toString(),
    dataDir: 'memory://',
    poolSize: opts.poolSize ?? 20,
    logQuery: opts.logQuery,
  })
  await database.migrate()
  await seed(database.db)
  return {
    ...database,
    url: url.toString(),
    destroy: async () => {
      await database.close()
      const drop = new pg.Client({ connectionString: adminUrl })
      await drop.connect()
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await drop.end()
    },
  }
}
