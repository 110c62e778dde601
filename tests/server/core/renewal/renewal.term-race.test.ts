// The registry's per-TLD term limit under a stream of renewals from two server processes, each with
// its own key: .us may be registered at most 5 years ahead, whatever order the renewals land in, and
// no year beyond it is charged. Found from outside: 300 renewals one every 6-8 ms reached now + 6.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { domains, users } from '../../../../server/db/schema'
import { ledgerSum } from '../../../../server/core/ledger/ledger'
import { addYears } from '../../../../server/providers/registrar/renewal'
import { createSecondInstance, createTestApp, type TestApp } from '../../../helpers/test-app'
import { dbKinds } from '../../../helpers/test-db'
import { freeName } from '../../../helpers/sandbox-names'

const RENEWALS = 120

describe.each(dbKinds)('renewals racing the per-TLD term limit on %s', (kind) => {
  let t: TestApp
  let second: Awaited<ReturnType<typeof createSecondInstance>>
  beforeAll(async () => {
    t = await createTestApp(kind, {
      sandbox: {
        // The registry's limit takes a moment to look up, as a real registrar's does: renewals that
        // landed meanwhile must still count.
        wrapRegistrar: (r) => ({
          ...r,
          maxRegistrationYears: async (tld) => {
            await new Promise((done) => setTimeout(done, 40))
            return (await r.maxRegistrationYears?.(tld)) ?? 10
          },
        }),
      },
    })
    second = await createSecondInstance(t, kind, 10)
  })
  afterAll(async () => {
    await second.close()
    await t.close()
  })

  it('never renews past now + 5 years for .us, and charges only the years it added', async () => {
    const user = 8_600
    const domain = freeName('termrace', 'us', 0)
    await t.fund(10_000_00, user)
    await t.own(user, [domain])
    const [before] = await t.db.select().from(domains).where(eq(domains.domain, domain))
    const price = before?.renewalCents ?? 0
    const [owner] = await t.db.select().from(users).where(eq(users.tgId, user))
    const funds = owner?.balanceCents ?? 0
    const apps = [t.app, second.app]
    const answers = await Promise.all(
      Array.from({ length: RENEWALS }, async (_, i) => {
        await new Promise((r) => setTimeout(r, i * 7))
        const res = await apps[i % 2]?.request('/api/renewal/renew', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'Idempotency-Key': `term-race-${i}`,
            Authorization: `tma ${t.initData({ id: user })}`,
          },
          body: JSON.stringify({ domain, duration: 1 }),
        })
        return (await res?.json()) as { success?: boolean; error?: string }
      }),
    )
    await t.settleAll()
    expect(answers.every((a) => a.success || a.error)).toBe(true)
    const [after] = await t.db.select().from(domains).where(eq(domains.domain, domain))
    const start = before?.expiresAt ?? new Date(0)
    const end = after?.expiresAt ?? new Date(0)
    expect(end.getTime()).toBeLessThanOrEqual(addYears(new Date(), 5).getTime())
    const added = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find(
      (n) => addYears(start, n).getTime() === end.getTime(),
    )
    expect(added).toBeGreaterThan(0)
    // Exactly the years added left the balance; every refused or failed renewal cost nothing.
    const [row] = await t.db.select().from(users).where(eq(users.tgId, user))
    expect(row?.balanceCents).toBe(funds - (added ?? 0) * price)
    expect(await ledgerSum(t.db, user)).toBe(row?.balanceCents)
  })
})
