// The user row: written from what Telegram sends at every call, the language the user picks in the
// app, and the visits the app reports. The balance column belongs to the ledger alone.
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { preparedPer } from '../../db/prepared'
import { idempotencyKeys, users, visits } from '../../db/schema'
import type { KeyRow } from '../ledger/idempotency'

export type UserRow = typeof users.$inferSelect

/** The user fields of Telegram init data (and of a bot update's `from`). */
export interface TelegramUser {
  id: number
  first_name: string
  last_name?: string
  username?: string
  photo_url?: string
  language_code?: string
}

const userById = preparedPer((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.tgId, sql.placeholder('id')))
    .prepare('user_by_id'),
)

/** The same row with what one Idempotency-Key of the user has stored, in one round trip. */
const userWithKey = preparedPer((db) =>
  db
    .select({ user: users, key: idempotencyKeys })
    .from(users)
    .leftJoin(
      idempotencyKeys,
      and(
        eq(idempotencyKeys.scope, sql.placeholder('scope')),
        eq(idempotencyKeys.key, sql.placeholder('key')),
      ),
    )
    .where(eq(users.tgId, sql.placeholder('id')))
    .prepare('user_with_idempotency_key'),
)

/** An Idempotency-Key to read with the user: the write's own. */
export interface KeyLookup {
  scope: string
  key: string
}

export interface SignedIn {
  user: UserRow
  /**
   * The asked key's row as stored (null: it has none), not yet judged by its lifetime; absent when
   * no key was asked for or the user is new (then nothing was read for it).
   */
  key?: KeyRow | null
}

async function readUser(db: Db, id: number, withKey?: KeyLookup): Promise<SignedIn | undefined> {
  if (!withKey) {
    const [user] = await userById(db).execute({ id })
    return user && { user }
  }
  const [row] = await userWithKey(db).execute({ id, ...withKey })
  return row && { user: row.user, key: row.key }
}

/**
 * Creates the user or refreshes the fields Telegram sent. Every user call passes here, so the row is
 * only written when something changed: a write per request would queue behind the row lock a
 * checkout holds on the same user. preferred_language is the user's own choice in the app, so it
 * is never part of the update: a login with another Telegram language must not undo it. A write's
 * Idempotency-Key (`withKey`) is read in the same statement as the user, where the key's own
 * middleware would spend a round trip of its own on it.
 */
export async function upsertUser(db: Db, tg: TelegramUser, withKey?: KeyLookup): Promise<SignedIn> {
  const values = {
    tgId: tg.id,
    username: tg.username ?? null,
    firstName: tg.first_name ?? '',
    lastName: tg.last_name ?? null,
    photoUrl: tg.photo_url ?? null,
    languageCode: tg.language_code ?? 'en',
  }
  const read = await readUser(db, tg.id, withKey)
  const existing = read?.user
  if (
    existing &&
    existing.username === values.username &&
    existing.firstName === values.firstName &&
    existing.lastName === values.lastName &&
    existing.photoUrl === values.photoUrl &&
    existing.languageCode === values.languageCode
  ) {
    return read
  }
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoUpdate({
      target: users.tgId,
      set: {
        username: values.username,
        firstName: values.firstName,
        lastName: values.lastName,
        photoUrl: values.photoUrl,
        languageCode: values.languageCode,
        updatedAt: new Date(),
      },
    })
    .returning()
  if (!row) throw new Error('user upsert returned no row')
  return read ? { ...read, user: row } : { user: row }
}

/** Only this column: the user's Telegram fields and balance belong to other writers. */
export async function setPreferredLanguage(db: Db, userId: number, language: string) {
  await db
    .update(users)
    .set({ preferredLanguage: language, updatedAt: new Date() })
    .where(eq(users.tgId, userId))
}

/** Where a visit came from; null where unknown. */
export interface VisitOrigin {
  ipAddress: string | null
  /** ISO 3166-1 alpha-2, upper case. */
  country: string | null
  city: string | null
}

export async function recordVisit(
  db: Db,
  userId: number,
  pagePath: string,
  origin: VisitOrigin = { ipAddress: null, country: null, city: null },
) {
  await db.insert(visits).values({ userId, pagePath, ...origin })
}

/** The language the user picked in the app, null when none (or no such user). */
export async function preferredLanguage(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ preferred: users.preferredLanguage })
    .from(users)
    .where(eq(users.tgId, userId))
  return row?.preferred ?? null
}

/** A payer who paid before opening the app still gets a row, so their money lands somewhere. */
export async function ensureUser(
  db: Db,
  user: { tgId: number; firstName: string; username: string | null },
) {
  await db.insert(users).values(user).onConflictDoNothing()
}
