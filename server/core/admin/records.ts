// Read models of the admin console: domains with their owner, ledger entries with their user.
import { and, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { domains, ledgerEntries, users } from '../../db/schema'
import { newestById, type PageRequest } from './keyset'

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

/** Domains with their owner's name, as a query to narrow. */
const domainRows = (db: Db) =>
  db.select(domainColumns).from(domains).innerJoin(users, eq(users.tgId, domains.userId)).$dynamic()

export interface DomainFilter extends PageRequest {
  status?: (typeof domains.status.enumValues)[number]
  q?: string
  userId?: number
}

/** Newest first. q matches part of the name, or part of the owner's username (both pg_trgm). */
export async function listDomains(db: Db, f: DomainFilter) {
  const owners = f.q
    ? sql`array(select ${users.tgId} from ${users} where ${ilike(users.username, containing(f.q.replace(/^@/, '')))})`
    : undefined
  const where = and(
    f.status ? eq(domains.status, f.status) : undefined,
    f.userId !== undefined ? eq(domains.userId, f.userId) : undefined,
    // = any(array(...)) keeps both sides indexable (a bitmap OR), where IN (subquery) would not.
    f.q
      ? or(
          // The expression domains_name_trgm_lower_idx indexes (server/db/schema/catalog.ts).
          ilike(sql`lower(${domains.domain})`, containing(f.q)),
          sql`${domains.userId} = any(${owners})`,
        )
      : undefined,
  )
  return newestById(db, domainRows(db), domains, where, f)
}

export async function findDomain(db: Db, id: number) {
  const [row] = await domainRows(db).where(eq(domains.id, id))
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
  kind: ledgerEntries.kind,
  params: ledgerEntries.params,
  reference: ledgerEntries.reference,
  createdAt: ledgerEntries.createdAt,
}

/** Ledger entries with their user's name, as a query to narrow. */
const entryRows = (db: Db) =>
  db
    .select(entryColumns)
    .from(ledgerEntries)
    .innerJoin(users, eq(users.tgId, ledgerEntries.userId))
    .$dynamic()

export interface EntryFilter extends PageRequest {
  type?: (typeof ledgerEntries.type.enumValues)[number]
  status?: (typeof ledgerEntries.status.enumValues)[number]
  userId?: number
  /** Inclusive start and exclusive end. */
  from?: Date
  until?: Date
}

/** Newest first; each filter has an index in this order (ledger_type_id_idx and its siblings). */
export async function listEntries(db: Db, f: EntryFilter) {
  const conditions: (SQL | undefined)[] = [
    f.type ? eq(ledgerEntries.type, f.type) : undefined,
    f.status ? eq(ledgerEntries.status, f.status) : undefined,
    f.userId !== undefined ? eq(ledgerEntries.userId, f.userId) : undefined,
    f.from ? gte(ledgerEntries.createdAt, f.from) : undefined,
    f.until ? lt(ledgerEntries.createdAt, f.until) : undefined,
  ]
  return newestById(db, entryRows(db), ledgerEntries, and(...conditions), f)
}

export async function findEntry(db: Db, id: number) {
  const [row] = await entryRows(db).where(eq(ledgerEntries.id, id))
  return row
}

export type EntryRow = Awaited<ReturnType<typeof listEntries>>['rows'][number]
