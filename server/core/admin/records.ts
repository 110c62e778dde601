// Read models of the admin console: domains with their owner, ledger entries with their user.
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { domains, ledgerEntries, users } from '../../db/schema'

/** `%q%` for ILIKE with the wildcards of q taken literally. */
export const containing = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`

const domainColumns = {
  id: domains.id,
  domain: domains.domain,
  status: domains.status,
  userId: domains.userId,
  username: users.username,
  firstName: users.firstName,
  priceCents: domains.priceCents,
  renewalCents: domains.renewalCents,
  purchasedAt: domains.purchasedAt,
  expiresAt: domains.expiresAt,
  failureReason: domains.failureReason,
}

export interface DomainFilter {
  status?: (typeof domains.status.enumValues)[number]
  q?: string
  userId?: number
  limit: number
  offset: number
}

export async function listDomains(db: Db, f: DomainFilter) {
  const where = and(
    f.status ? eq(domains.status, f.status) : undefined,
    f.userId !== undefined ? eq(domains.userId, f.userId) : undefined,
    f.q
      ? or(
          ilike(domains.domain, containing(f.q)),
          ilike(users.username, containing(f.q.replace(/^@/, ''))),
        )
      : undefined,
  )
  const [rows, [total]] = await Promise.all([
    db
      .select(domainColumns)
      .from(domains)
      .innerJoin(users, eq(users.tgId, domains.userId))
      .where(where)
      .orderBy(desc(domains.id))
      .limit(f.limit)
      .offset(f.offset),
    db
      .select({ n: count() })
      .from(domains)
      .innerJoin(users, eq(users.tgId, domains.userId))
      .where(where),
  ])
  return { rows, total: Number(total?.n ?? 0) }
}

export async function findDomain(db: Db, id: number) {
  const [row] = await db
    .select(domainColumns)
    .from(domains)
    .innerJoin(users, eq(users.tgId, domains.userId))
    .where(eq(domains.id, id))
  return row
}

export type DomainRow = Awaited<ReturnType<typeof listDomains>>['rows'][number]

const entryColumns = {
  id: ledgerEntries.id,
  userId: ledgerEntries.userId,
  username: users.username,
  type: ledgerEntries.type,
  status: ledgerEntries.status,
  amountCents: ledgerEntries.amountCents,
  description: ledgerEntries.description,
  reference: ledgerEntries.reference,
  createdAt: ledgerEntries.createdAt,
}

export interface EntryFilter {
  type?: (typeof ledgerEntries.type.enumValues)[number]
  status?: (typeof ledgerEntries.status.enumValues)[number]
  userId?: number
  /** Inclusive start and exclusive end. */
  from?: Date
  until?: Date
  limit: number
  offset: number
}

export async function listEntries(db: Db, f: EntryFilter) {
  const conditions: (SQL | undefined)[] = [
    f.type ? eq(ledgerEntries.type, f.type) : undefined,
    f.status ? eq(ledgerEntries.status, f.status) : undefined,
    f.userId !== undefined ? eq(ledgerEntries.userId, f.userId) : undefined,
    f.from ? gte(ledgerEntries.createdAt, f.from) : undefined,
    f.until ? lt(ledgerEntries.createdAt, f.until) : undefined,
  ]
  const where = and(...conditions)
  const [rows, [total]] = await Promise.all([
    db
      .select(entryColumns)
      .from(ledgerEntries)
      .innerJoin(users, eq(users.tgId, ledgerEntries.userId))
      .where(where)
      .orderBy(desc(ledgerEntries.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(ledgerEntries).where(where),
  ])
  return { rows, total: Number(total?.n ?? 0) }
}

export async function findEntry(db: Db, id: number) {
  const [row] = await db
    .select(entryColumns)
    .from(ledgerEntries)
    .innerJoin(users, eq(users.tgId, ledgerEntries.userId))
    .where(eq(ledgerEntries.id, id))
  return row
}

export type EntryRow = Awaited<ReturnType<typeof listEntries>>['rows'][number]
