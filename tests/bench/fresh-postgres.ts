// A throwaway database on the local PostgreSQL server for one benchmark run, dropped afterwards;
// undefined when no server answers (the bench then runs on embedded PGlite).
import { randomBytes } from 'node:crypto'
import pg from 'pg'

export async function freshPostgres(
  admin: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 1500 })
  try {
    await client.connect()
  } catch {
    return undefined
  }
  const name = `${prefix}_${randomBytes(4).toString('hex')}`
  await client.query(`CREATE DATABASE ${name}`)
  await client.end()
  const url = new URL(admin)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await c.end()
    },
  }
}
