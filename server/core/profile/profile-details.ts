// The account details screen's data: the user row, their newest visit and totals over the ledger.
import type { ProfileDetails, ProfileStats } from '@contract/profile'
import { centsToUsd } from '@contract/money'
import { and, desc, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { domains, ledgerEntries, visits } from '../../db/schema'
import type { UserRow } from '../user/users'

async function readStats(db: Db, userId: number): Promise<ProfileStats> {
  const deposit = sql`${ledgerEntries.type} = 'deposit' and ${ledgerEntries.status} = 'completed'`
  const purchase = sql`${ledgerEntries.type} = 'purchase' and ${ledgerEntries.status} = 'completed'`
  // Aggregates come back as strings on both drivers.
  const [ledger] = await db
    .select({
      total: sql<string>`count(*)`,
      deposits: sql<string>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${deposit}), 0)`,
      depositCount: sql<string>`count(*) filter (where ${deposit})`,
      purchases: sql<string>`coalesce(-sum(${ledgerEntries.amountCents}) filter (where ${purchase}), 0)`,
      purchaseCount: sql<string>`count(*) filter (where ${purchase})`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
  const [owned] = await db
    .select({ count: sql<string>`count(*)` })
    .from(domains)
    .where(and(eq(domains.userId, userId), ne(domains.status, 'failed')))
  return {
    total_transactions: Number(ledger?.total ?? 0),
    total_deposits: centsToUsd(Number(ledger?.deposits ?? 0)),
    total_purchases: centsToUsd(Number(ledger?.purchases ?? 0)),
    deposit_count: Number(ledger?.depositCount ?? 0),
    purchase_count: Number(ledger?.purchaseCount ?? 0),
    domain_count: Number(owned?.count ?? 0),
  }
}

export async function readProfileDetails(db: Db, user: UserRow): Promise<ProfileDetails> {
  const [stats, [visit]] = await Promise.all([
    readStats(db, user.tgId),
    db
      .select({
        createdAt: visits.createdAt,
        ipAddress: visits.ipAddress,
        country: visits.country,
        city: visits.city,
      })
      .from(visits)
      .where(eq(visits.userId, user.tgId))
      .orderBy(desc(visits.createdAt), desc(visits.id))
      .limit(1),
  ])
  return {
    user_id: user.tgId,
    first_name: user.firstName,
    last_name: user.lastName,
    username: user.username,
    photo_url: user.photoUrl,
    created_at: user.createdAt.toISOString(),
    language_code: user.languageCode,
    last_visit: visit
      ? {
          ip_address: visit.ipAddress,
          country: visit.country,
          city: visit.city,
          created_at: visit.createdAt.toISOString(),
        }
      : null,
    stats,
  }
}
