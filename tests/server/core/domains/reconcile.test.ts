// The nightly reconciliation: active domains against the registrar, balances against the ledger;
// differences are stored for the admin statistics screen, and the job is scheduled once per day.
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminReconciliationResponse } from '@contract/admin-reports'
import { domains, jobs, users } from '../../../../server/db/schema'
import { createLogger } from '../../../../server/logger'
import {
  RECONCILE_JOB,
  reconcile,
  scheduleReconciliation,
} from '../../../../server/core/domains/reconcile'
import { createSandboxRegistrar } from '../../../../server/providers/registrar/sandbox'
import type { Registrar } from '../../../../server/providers/types'
import { dbKinds } from '../../../helpers/test-db'
import { createTestApp, type TestApp } from '../../../helpers/test-app'
import { json } from '../../../helpers/test-calls'
import { signUp } from '../../../helpers/test-data'

describe.each(dbKinds)('reconciliation on %s', (kind) => {
  let t: TestApp
  let registrar: Registrar
  beforeAll(async () => {
    t = await createTestApp(kind, { admin: true })
    registrar = createSandboxRegistrar(t.database.db)
  })
  afterAll(() => t.close())

  const addDomain = (domain: string, expiresAt: Date) =>
    t.database.db.insert(domains).values({
      userId: 6001,
      domain,
      status: 'active',
      priceCents: 1000,
      renewalCents: 1000,
      expiresAt,
    })

  it('reports nothing before the first run', async () => {
    const res = await t.admin('/api/admin/reconciliation')
    expect(res.status).toBe(200)
    expect(await json<AdminReconciliationResponse>(res)).toEqual({ report: null })
  })

  it('finds missing domains, other expiries and balances that differ from their entries', async () => {
    await signUp(t, 6001)
    await signUp(t, 6002)
    await t.admin('/api/admin/users/6001/balance', {
      method: 'POST',
      json: { amount: 20, reason: 'seed' },
    })
    const same = await registrar.register({
      domain: 'same-expiry.com',
      years: 1,
      idempotencyKey: 'r1',
    })
    const moved = await registrar.register({
      domain: 'moved-expiry.com',
      years: 1,
      idempotencyKey: 'r2',
    })
    await addDomain('same-expiry.com', same.expiresAt)
    await addDomain('moved-expiry.com', new Date(moved.expiresAt.getTime() - 40 * 86_400_000))
    await addDomain('never-registered.com', new Date('2030-01-01T00:00:00Z'))
    await t.database.db
      .update(users)
      .set({ balanceCents: sql`${users.balanceCents} + 5` })
      .where(eq(users.tgId, 6001))

    const report = await reconcile(t.database.db, registrar, createLogger('silent'))
    expect(report.domains_checked).toBe(3)
    expect(report.balances_checked).toBeGreaterThanOrEqual(2)
    expect(report.difference_count).toBe(3)
    expect(report.differences).toEqual(
      expect.arrayContaining([
        {
          kind: 'domain_missing',
          subject: 'never-registered.com',
          expected: '2030-01-01',
          actual: null,
        },
        {
          kind: 'expiry_mismatch',
          subject: 'moved-expiry.com',
          expected: new Date(moved.expiresAt.getTime() - 40 * 86_400_000)
            .toISOString()
            .slice(0, 10),
          actual: moved.expiresAt.toISOString().slice(0, 10),
        },
        { kind: 'balance_mismatch', subject: 'user 6001', expected: '20.00', actual: '20.05' },
      ]),
    )
    const stored = await json<AdminReconciliationResponse>(
      await t.admin('/api/admin/reconciliation'),
    )
    expect(stored.report).toEqual(report)
  })

  it('fixes a drifted expiry to the registrar’s date and reports it only once', async () => {
    const [fixed] = await t.database.db
      .select()
      .from(domains)
      .where(eq(domains.domain, 'moved-expiry.com'))
    const held = await registrar.info?.('moved-expiry.com')
    expect(fixed?.expiresAt?.toISOString().slice(0, 10)).toBe(
      held?.expiresAt.toISOString().slice(0, 10),
    )
    const again = await reconcile(t.database.db, registrar, createLogger('silent'))
    expect(again.differences.map((d) => d.subject)).not.toContain('moved-expiry.com')
  })

  it('says so when the registrar cannot report a domain', async () => {
    const blind: Registrar = { ...registrar, info: undefined }
    const report = await reconcile(t.database.db, blind, createLogger('silent'))
    expect(report.differences).toContainEqual(
      expect.objectContaining({ kind: 'registrar_unsupported', subject: 'sandbox' }),
    )
  })

  it('schedules one job a day at 03:00 UTC', async () => {
    await scheduleReconciliation(t.database.db, new Date('2026-05-01T10:00:00Z'))
    await scheduleReconciliation(t.database.db, new Date('2026-05-01T11:00:00Z'))
    const rows = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, RECONCILE_JOB), eq(jobs.dedupeKey, '2026-05-02')))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.runAt.toISOString()).toBe('2026-05-02T03:00:00.000Z')
  })
})
