// What the tests set up through the app or the ledger: users, money, owned domains, After Market
// listings and Stars refunds.
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { adminListingResponse } from '@contract/admin-listings'
import { userDomainsResponse } from '@contract/domains'
import type { Db } from '../../server/db/client'
import { users } from '../../server/db/schema'
import { credit } from '../../server/core/ledger/ledger'
import type { createApiCalls } from './test-calls'
import { defaultUser } from './test-env'

type Calls = ReturnType<typeof createApiCalls>

/** Makes a user exist (as their first call does) and returns their id. */
export async function signUp(
  t: Pick<Calls, 'request'>,
  id: number,
  extra: { first_name?: string; username?: string } = {},
) {
  const res = await t.request('/api/user/profile', {
    user: {
      id,
      first_name: extra.first_name ?? `User${id}`,
      username: extra.username ?? `user${id}`,
    },
  })
  if (res.status !== 200) throw new Error(`sign-up of ${id} answered ${res.status}`)
  return id
}

export function createTestData(t: Calls & { db: Db; settleAll: () => Promise<void> }) {
  const { db } = t
  return {
    /** Creates the user if needed and deposits money through the ledger. */
    async fund(amountCents: number, userId = defaultUser.id, reference?: string) {
      await db.insert(users).values({ tgId: userId, firstName: 'Test' }).onConflictDoNothing()
      if (amountCents > 0)
        await credit(db, 'deposit', { userId, amountCents, description: 'Test deposit', reference })
    },
    async balance(userId: number) {
      const [row] = await db
        .select({ b: users.balanceCents })
        .from(users)
        .where(eq(users.tgId, userId))
      return row?.b ?? 0
    },
    /** Buys the names for `userId` through the cart; `settle` waits until they are active. */
    async own(userId: number, names: string[], settle = true) {
      for (const domain of names) {
        const added = await t.post('/api/cart/add', { domain }, { user: { id: userId } })
        expect(added.status).toBe(200)
      }
      const res = await t.post<{ ok: boolean }>('/api/cart/checkout', {}, { user: { id: userId } })
      expect(res.body.ok).toBe(true)
      if (settle) await t.settleAll()
    },
    async ownedDomains(userId: number) {
      const res = await t.post('/api/user/domains', {}, { user: { id: userId } })
      return userDomainsResponse.parse(res.body).domains
    },
    /** Lists a domain on the After Market through the admin API and returns its listing id. */
    async listDomain(domain: string, price: number, description = '') {
      const res = await t.admin('/api/admin/aftermarket', {
        method: 'POST',
        json: { domain, price, description },
      })
      if (res.status !== 200) throw new Error(`listing ${domain}: ${res.status}`)
      return adminListingResponse.parse(await res.json()).listing.id
    },
    delist: (id: number) =>
      t.admin(`/api/admin/aftermarket/${id}`, { method: 'PATCH', json: { status: 'delisted' } }),
    /** An admin refunds a Stars payment. */
    refund: (chargeId: string, key?: string) =>
      t.admin(`/api/admin/star-payments/${encodeURIComponent(chargeId)}/refund`, {
        method: 'POST',
        key,
      }),
    starPayments: (userId: number) => t.admin(`/api/admin/star-payments?user_id=${userId}`),
  }
}
