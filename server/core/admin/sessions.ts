// Admin console sessions. The secret lives only in the HttpOnly cookie; the table keeps its SHA-256.
// A session remembers a fingerprint of the ADMIN_TOKEN it was made with, so rotating the token signs
// every console out.
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, lte } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { adminSessions } from '../../db/schema'

export const SESSION_TTL_SECONDS = 12 * 60 * 60

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')

export const tokenFingerprint = (adminToken: string) =>
  `token:${sha256(`admin-token:${adminToken}`).slice(0, 16)}`

/** The audit actor of a session: stable for its lifetime, not enough to rebuild the cookie. */
export const sessionActor = (idHash: string) => `session:${idHash.slice(0, 12)}`

export interface AdminSession {
  actor: string
  expiresAt: Date
}

export async function createSession(
  db: Db,
  adminToken: string,
): Promise<{ secret: string } & AdminSession> {
  const secret = randomBytes(32).toString('base64url')
  const idHash = sha256(secret)
  const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000)
  await db.delete(adminSessions).where(lte(adminSessions.expiresAt, new Date()))
  await db.insert(adminSessions).values({ idHash, actor: tokenFingerprint(adminToken), expiresAt })
  return { secret, actor: sessionActor(idHash), expiresAt }
}

const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/

export async function findSession(
  db: Db,
  secret: string,
  adminToken: string | undefined,
): Promise<AdminSession | undefined> {
  if (!adminToken || !SECRET_SHAPE.test(secret)) return undefined
  const idHash = sha256(secret)
  const [row] = await db
    .select()
    .from(adminSessions)
    .where(and(eq(adminSessions.idHash, idHash), gt(adminSessions.expiresAt, new Date())))
  if (!row || row.actor !== tokenFingerprint(adminToken)) return undefined
  return { actor: sessionActor(idHash), expiresAt: row.expiresAt }
}

export async function deleteSession(db: Db, secret: string): Promise<boolean> {
  if (!SECRET_SHAPE.test(secret)) return false
  const rows = await db
    .delete(adminSessions)
    .where(eq(adminSessions.idHash, sha256(secret)))
    .returning({ id: adminSessions.idHash })
  return rows.length > 0
}
