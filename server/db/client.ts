// One database interface over two drivers: embedded PGlite (files under DATA_DIR) or a PostgreSQL server.
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

// No schema handed to drizzle: nothing uses its relational queries (`db.query.*`), and with one every
// transaction built a query builder per table before its first statement.
export type Db = PgDatabase<PgQueryResultHKT>
/** A transaction's handle, as `db.transaction` passes it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
/** Where a statement may run: the database, or inside a transaction. */
export type Executor = Db | Tx

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** One statement with $1… parameters on the driver itself (EXPLAIN of a logged query). */
  query(text: string, params: unknown[]): Promise<Record<string, unknown>[]>
  migrate(): Promise<void>
  close(): Promise<void>
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

export interface DatabaseOptions {
  databaseUrl?: string
  /** Directory for PGlite files; `memory://` for an in-memory database (tests). */
  dataDir: string
  poolSize?: number
  /** Sees every statement Drizzle sends, with its parameters (tests that EXPLAIN them). */
  logQuery?: (query: string, params: unknown[]) => void
}

export async function createDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    // Typed bigint columns are read as numbers by Drizzle; raw aggregates (count, sum) come back as
    // strings on both drivers, so callers wrap them in Number().
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      // A server that accepts but never answers must not hold requests forever: they get a 503.
      connectionTimeoutMillis: 5_000,
    })
    // A client dropped by the server (restart, failover, a cut network) emits 'error': on the pool
    // while idle, on the client itself while a request holds it (pg-pool only listens to idle ones).
    // Unhandled, either kills the process; the failed query rejects on its own, and the pool
    // replaces the client on the next one.
    const lost = (err: Error) => console.error(`PostgreSQL connection lost: ${err.message}`)
    pool.on('error', lost)
    pool.on('connect', (client) => client.on('error', lost))
    const db = drizzleNodePg(pool, { logger: logger(opts) }) as unknown as Db
    return {
      db,
      kind: 'postgres',
      query: async (text, params) => (await pool.query<Record<string, unknown>>(text, params)).rows,
      migrate: () => migrateNodePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    }
  }
  const dir = opts.dataDir === 'memory://' ? undefined : `${opts.dataDir.replace(/\/$/, '')}/pglite`
  if (dir) mkdirSync(dir, { recursive: true })
  // pg_trgm backs the admin search's trigram indexes, as on PostgreSQL.
  const client = await PGlite.create({ ...(dir ? { dataDir: dir } : {}), extensions: { pg_trgm } })
  const db = drizzlePglite(client, { logger: logger(opts) }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    query: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  }
}

const logger = (opts: DatabaseOptions) => (opts.logQuery ? { logQuery: opts.logQuery } : undefined)
