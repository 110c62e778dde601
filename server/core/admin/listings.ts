// After Market listings as admins manage them. A sold listing keeps its status: it belongs to a buyer.
import { and, desc, eq, notInArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { aftermarketListings, domains } from '../../db/schema'
import { recordAudit } from './audit'

export type ListingRow = typeof aftermarketListings.$inferSelect

export const listListings = (db: Db) =>
  db.select().from(aftermarketListings).orderBy(desc(aftermarketListings.id))

export type CreateListingResult =
  { ok: true; listing: ListingRow } | { ok: false; reason: 'listed' | 'owned' }

export async function createListing(
  db: Db,
  input: { domain: string; priceCents: number; description: string },
  actor: string,
): Promise<CreateListingResult> {
  return db.transaction(async (tx): Promise<CreateListingResult> => {
    // A name someone holds cannot change hands: a listing of it would stay on sale, unbuyable.
    const [held] = await tx
      .select({ id: domains.id })
      .from(domains)
      .where(
        and(eq(domains.domain, input.domain), notInArray(domains.status, ['failed', 'released'])),
      )
      .limit(1)
    if (held) return { ok: false, reason: 'owned' }
    const [row] = await tx
      .insert(aftermarketListings)
      .values(input)
      .onConflictDoNothing()
      .returning()
    if (!row) return { ok: false, reason: 'listed' }
    await recordAudit(tx, {
      actor,
      action: 'listing.create',
      target: `listing:${row.id}`,
      after: snapshot(row),
    })
    return { ok: true, listing: row }
  })
}

export type UpdateListingResult =
  { ok: true; listing: ListingRow } | { ok: false; reason: 'not_found' | 'sold' }

export async function updateListing(
  db: Db,
  id: number,
  change: { priceCents?: number; description?: string; status?: 'available' | 'delisted' },
  actor: string,
): Promise<UpdateListingResult> {
  return db.transaction(async (tx): Promise<UpdateListingResult> => {
    const [before] = await tx
      .select()
      .from(aftermarketListings)
      .where(eq(aftermarketListings.id, id))
      .for('update')
    if (!before) return { ok: false, reason: 'not_found' }
    if (change.status && before.status === 'sold') return { ok: false, reason: 'sold' }
    const [after] = await tx
      .update(aftermarketListings)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(aftermarketListings.id, id))
      .returning()
    if (!after) return { ok: false, reason: 'not_found' }
    await recordAudit(tx, {
      actor,
      action: 'listing.update',
      target: `listing:${id}`,
      before: snapshot(before),
      after: snapshot(after),
    })
    return { ok: true, listing: after }
  })
}

function snapshot(l: ListingRow) {
  return {
    domain: l.domain,
    price_cents: l.priceCents,
    description: l.description,
    status: l.status,
  }
}
