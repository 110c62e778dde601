import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { syncExpiry } from '../../../../server/core/domains/order-notices'
import { registrarJobs } from '../../../../server/core/registrar/registrar-jobs'
import { isTakenAtRegistry } from '../../../../server/providers/registrar/sandbox-catalog'
import { domains, sandboxRegistrations } from '../../../../server/db/schema'
import { createLogger } from '../../../../server/logger'
import { dbKinds } from '../../../helpers/test-db'
import { freeName } from '../../../helpers/sandbox-names'
import type { TestApp } from '../../../helpers/test-app'
import { withLifecycleWorkers, type LifecycleWorkers } from '../../../helpers/test-lifecycle'

describe.each(dbKinds)('order notices and expiry sync on %s', (kind) => {
  let t: TestApp
  let life: LifecycleWorkers
  withLifecycleWorkers(
    kind,
    (app, workers) => {
      t = app
      life = workers
    },
    {
      sandbox: {
        faults: [{ kind: 'permanent', operations: ['register'], domain: /^noticebad/ }],
        transferMs: 0,
      },
      extraJobs: (deps) => registrarJobs({ ...deps, pollMs: 1 }),
    },
  )

  it('tells the owner once about a purchase with a refunded name', async () => {
    const userId = 5301
    const [ok, bad] = [freeName('noticeok'), freeName('noticebad')]
    await t.fund(10_000, userId)
    // The registrar refuses one name for good: provisioning refunds it.
    await t.own(userId, [ok, bad])
    expect((await life.row(bad))?.status).toBe('failed')
    await life.tickBoth()
    await life.tickBoth()
    const mine = life.sent.filter((m) => m.chatId === userId)
    expect(mine.map((m) => m.text)).toHaveLength(1)
    expect(mine[0]?.text).toContain(ok)
    expect(mine[0]?.text).toMatch(
      new RegExp(`Не удалось зарегистрировать: ${bad}\\. \\$\\d+\\.\\d{2} возвращено`),
    )
  })

  it('words a refunded transfer in as a transfer, naming the domain', async () => {
    const userId = 5303
    let name = ''
    for (let i = 0; !name; i += 1)
      if (isTakenAtRegistry(`noticexfer${i}`, `noticexfer${i}.com`)) name = `noticexfer${i}.com`
    await t.fund(10_000, userId)
    const res = await t.post(
      '/api/transfers',
      { domain: name, auth_code: 'FAIL-ON-PURPOSE' },
      { user: { id: userId }, headers: { 'Idempotency-Key': 'notice-xfer' } },
    )
    expect(res.body).toMatchObject({ success: true })
    await t.settleAll()
    await life.tickBoth()
    await life.tickBoth()
    const mine = life.sent.filter((m) => m.chatId === userId)
    expect(mine.map((m) => m.text)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Перенос ${name.replace('.', '\\.')} не состоялся\\. \\$\\d+\\.\\d{2} возвращено`,
        ),
      ),
    ])
  })

  it('takes the registrar’s expiry after a renewal when ours drifted', async () => {
    const userId = 5302
    const name = freeName('drift')
    await t.fund(10_000, userId)
    await t.own(userId, [name])
    const [reg] = await t.db
      .select()
      .from(sandboxRegistrations)
      .where(eq(sandboxRegistrations.domain, name))
    await t.db
      .update(domains)
      .set({ expiresAt: new Date(Date.UTC(2020, 0, 1)) })
      .where(eq(domains.domain, name))
    const row = await life.row(name)
    const result = await syncExpiry(
      t.db,
      t.providers.registrar,
      row?.id ?? 0,
      createLogger('silent'),
    )
    expect(result).toBe('fixed')
    expect((await life.row(name))?.expiresAt?.toISOString()).toBe(reg?.expiresAt.toISOString())
    expect(
      await syncExpiry(t.db, t.providers.registrar, row?.id ?? 0, createLogger('silent')),
    ).toBe('same')
  })
})
