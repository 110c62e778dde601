// The After Market tests' app: the ops app (admin token for listings and maintenance), TLD prices
// loaded from the sandbox registrar, and helpers to list a domain, fund a user and call the market.
import { eq } from 'drizzle-orm'
import { adminListingResponse } from '@contract/admin-catalog'
import { users } from '../../server/db/schema'
import { credit } from '../../server/core/ledger'
import { refreshTldPrices } from '../../server/core/pricing'
import { createSandboxRegistrar } from '../../server/providers/registrar/sandbox'
import type { DbKind } from './test-db'
import { createOpsApp } from './ops-app'

export async function createMarketApp(kind: DbKind) {
  const t = await createOpsApp(kind)
  const db = t.database.db
  await refreshTldPrices(db, createSandboxRegistrar(db))

  const post = async (path: string, json: unknown, userId: number, key?: string) => {
    const headers = new Headers(key ? { 'Idempotency-Key': key } : {})
    const res = await t.request(path, { method: 'POST', json, headers, user: { id: userId } })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  }
  const get = async (path: string, userId: number) => {
    const res = await t.request(path, { user: { id: userId } })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  }

  return {
    ...t,
    db,
    post,
    get,
    /** Lists a domain through the admin API and returns its listing id. */
    async list(domain: string, price: number, description = '') {
      const res = await t.admin('/api/admin/aftermarket', {
        method: 'POST',
        json: { domain, price, description },
      })
      if (res.status !== 200) throw new Error(`listing ${domain}: ${res.status}`)
      return adminListingResponse.parse(await res.json()).listing.id
    },
    delist: (id: number) =>
      t.admin(`/api/admin/aftermarket/${id}`, { method: 'PATCH', json: { status: 'delisted' } }),
    async fund(userId: number, amountCents: number) {
      await db.insert(users).values({ tgId: userId, firstName: 'Buyer' }).onConflictDoNothing()
      await credit(db, 'deposit', { userId, amountCents, description: 'Test deposit' })
    },
    async balance(userId: number) {
      const [row] = await db
        .select({ b: users.balanceCents })
        .from(users)
        .where(eq(users.tgId, userId))
      return row?.b ?? 0
    },
  }
}

export type MarketApp = Awaited<ReturnType<typeof createMarketApp>>
