// What a user owns, as the panel and the domain pages read it, and their ledger history.
import { and, desc, eq, notInArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { domains, ledgerEntries } from '../../db/schema'
import { open, type SecretsKey } from '../admin/secrets'

export interface OwnedDomainView {
  row: typeof domains.$inferSelect
  /** CDN sign-in, decrypted; present once provisioning stored it. */
  credentials?: { email: string; password?: string; twoFactor?: string }
}

/** Live domains, newest first; failed (refunded) registrations and released names are not the user's. */
export async function listOwnedDomains(
  db: Db,
  key: SecretsKey,
  userId: number,
): Promise<OwnedDomainView[]> {
  const rows = await db
    .select()
    .from(domains)
    .where(and(eq(domains.userId, userId), notInArray(domains.status, ['failed', 'released'])))
    .orderBy(desc(domains.purchasedAt), desc(domains.id))
  return rows.map((row) => {
    if (!row.cfEmail || row.status === 'registering') return { row }
    return {
      row,
      credentials: {
        email: row.cfEmail,
        password: row.cfPasswordEnc
          ? open(key, row.cfPasswordEnc, row.id, 'cf_password')
          : undefined,
        twoFactor: row.cf2faEnc ? open(key, row.cf2faEnc, row.id, 'cf_2fa') : undefined,
      },
    }
  })
}

export const TRANSACTIONS_LIMIT = 200

export async function listTransactions(db: Db, userId: number) {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(TRANSACTIONS_LIMIT)
}
