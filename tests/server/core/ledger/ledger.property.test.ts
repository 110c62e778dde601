// Random sequences of deposits, cart edits, checkouts and provisioning (some names fail for good at
// the registrar and are refunded): after every step the cached balance equals the ledger, is never
// negative, and no money appears or vanishes.
import { and, eq, ne, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { domains, ledgerEntries, users } from '../../../../server/db/schema'
import { credit, ledgerSum } from '../../../../server/core/ledger/ledger'
import { dbKinds } from '../../../helpers/test-db'
import { freeName } from '../../../helpers/sandbox-names'
import { createTestApp, type TestApp } from '../../../helpers/test-app'

type Action =
  | { kind: 'deposit'; cents: number }
  | { kind: 'add' | 'remove'; name: number }
  | { kind: 'checkout' }
  | { kind: 'provision' }

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), cents: fc.integer({ min: 1, max: 3000 }) }),
  fc.record({ kind: fc.constant('add' as const), name: fc.integer({ min: 0, max: 4 }) }),
  fc.record({ kind: fc.constant('remove' as const), name: fc.integer({ min: 0, max: 4 }) }),
  fc.constant({ kind: 'checkout' as const }),
  fc.constant({ kind: 'provision' as const }),
)

async function assertMoneyKept(t: TestApp, userId: number) {
  const [user] = await t.db
    .select({ b: users.balanceCents })
    .from(users)
    .where(eq(users.tgId, userId))
  const balance = user?.b ?? 0
  const [deposits] = await t.db
    .select({ s: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.type, 'deposit')))
  const [held] = await t.db
    .select({ s: sql<string>`coalesce(sum(${domains.priceCents}), 0)` })
    .from(domains)
    .where(and(eq(domains.userId, userId), ne(domains.status, 'failed')))
  expect(balance).toBeGreaterThanOrEqual(0)
  expect(await ledgerSum(t.db, userId)).toBe(balance)
  expect(Number(deposits?.s)).toBe(balance + Number(held?.s))
}

describe.each(dbKinds)('ledger invariant under random buying on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, {
      sandbox: {
        faults: [{ kind: 'permanent', operations: ['register'], domain: /^doomed/ }],
      },
    })
  })
  afterAll(() => t.close())

  it('holds after every step', async () => {
    let run = 0
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 14 }), async (actions) => {
        run += 1
        const userId = 700_000 + run
        const user = { user: { id: userId } }
        // Names unique to this run: three that register, two that the registrar refuses for good.
        const names = [
          freeName(`p${run}a`),
          freeName(`p${run}b`, 'net'),
          freeName(`doomed${run}x`),
          freeName(`p${run}c`, 'io'),
          freeName(`doomed${run}y`, 'org'),
        ]
        await t.fund(0, userId)
        for (const a of actions) {
          if (a.kind === 'deposit') {
            await credit(t.db, 'deposit', {
              userId,
              amountCents: a.cents,
              description: 'property deposit',
            })
          } else if (a.kind === 'add' || a.kind === 'remove') {
            const res = await t.post(`/api/cart/${a.kind}`, { domain: names[a.name] }, user)
            expect([200, 409]).toContain(res.status)
          } else if (a.kind === 'checkout') {
            const res = await t.post('/api/cart/checkout', {}, user)
            expect(res.status).toBe(200)
          } else {
            await t.settle()
          }
          await assertMoneyKept(t, userId)
        }
        await t.settle()
        await assertMoneyKept(t, userId)
      }),
      {
        numRuns: 25,
        // Always also walk the paths that matter most: a purchase, a refund, a removal.
        examples: [
          [
            [
              { kind: 'deposit', cents: 3000 },
              { kind: 'add', name: 0 },
              { kind: 'add', name: 2 },
              { kind: 'add', name: 3 },
              { kind: 'remove', name: 3 },
              { kind: 'checkout' },
              { kind: 'provision' },
            ],
          ],
        ],
      },
    )
    // The runs did reach the interesting paths: money was spent and refunds were booked.
    const booked = await t.db
      .select({ type: ledgerEntries.type, n: sql<string>`count(*)` })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.type)
    const n = (type: string) => Number(booked.find((b) => b.type === type)?.n ?? 0)
    expect(n('purchase')).toBeGreaterThan(0)
    expect(n('refund')).toBeGreaterThan(0)
  })
})
