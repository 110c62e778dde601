// The app with the real adapters on the fakes of both providers: the Name.com adapter on prism
// (Name.com's published OpenAPI document, every request checked against it) and the Cloudflare
// adapter on the local fake of API v4, with the registrar jobs (transfers, DNSSEC) in its worker.
import { afterAll, beforeAll } from 'vitest'
import { registrarJobs } from '../../server/core/registrar/registrar-jobs'
import { domains, users } from '../../server/db/schema'
import { cloudflareOn, noWait } from '../fixtures/cloudflare-fake/adapter'
import { startCloudflareFake, type CloudflareFake } from '../fixtures/cloudflare-fake/server'
import { useNameComPrism, type PrismSession, type Rule } from '../fixtures/namecom-prism'
import { createTestApp, type TestApp } from './test-app'
import type { DbKind } from './test-db'

export interface PrismApp {
  prism: PrismSession
  /** Set once the block's beforeAll ran. */
  readonly t: TestApp
  readonly cf: CloudflareFake
  /** The user's active domain `name`, as if bought earlier (no provider call). */
  ownActive(userId: number, name: string): Promise<void>
  /** The calls prism saw, with no query string. */
  calls(): string[]
  /** Both providers' calls in the order they were made ("METHOD /path", Name.com's with no query). */
  timeline(): string[]
}

/**
 * Starts prism, the Cloudflare fake and the app for the calling describe block. `pollMs` is the
 * transfer job's first wait: long, so that one `worker.drain()` makes one registrar call and
 * `settleAll()` (which makes waiting jobs due) the next, after a test changed prism's answers.
 */
export function usePrismApp(kind: DbKind, pollMs = 600_000): PrismApp {
  const prism = useNameComPrism()
  let t: TestApp | undefined
  let cf: CloudflareFake | undefined
  /** Each Name.com call, with how many calls Cloudflare's fake had seen when it was made. */
  const marks: { cf: number; call: string }[] = []
  beforeAll(async () => {
    cf = await startCloudflareFake()
    const cdn = cloudflareOn(cf, noWait)
    const fake = cf
    const registrar = prism.registrar({
      fetch: (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input))
        marks.push({
          cf: fake.account.calls.length,
          call: `${init?.method ?? 'GET'} ${url.pathname}`,
        })
        return prism.fetch(input, init)
      },
    })
    t = await createTestApp(kind, {
      sandbox: { wrapRegistrar: () => registrar, wrapCdn: () => cdn },
      extraJobs: (deps) => registrarJobs({ ...deps, pollMs }),
    })
  })
  afterAll(async () => {
    await t?.close()
    await cf?.close()
  })
  const started = <T>(v: T | undefined): T => {
    if (!v) throw new Error('the app is not started yet (use it inside a test)')
    return v
  }
  return {
    prism,
    get t() {
      return started(t)
    },
    get cf() {
      return started(cf)
    },
    async ownActive(userId, domain) {
      const db = started(t).db
      await db.insert(users).values({ tgId: userId, firstName: 'Test' }).onConflictDoNothing()
      await db
        .insert(domains)
        .values({ userId, domain, status: 'active', priceCents: 999, renewalCents: 999 })
    },
    calls: () => prism.seen.map((s) => s.call.replace(/\?.*/, '')),
    timeline() {
      const cfCalls = started(cf).account.calls
      const out: string[] = []
      let next = 0
      for (const m of marks) {
        while (next < m.cf) out.push(cfCalls[next++] ?? '')
        out.push(m.call)
      }
      return [...out, ...cfCalls.slice(next)]
    },
  }
}

/**
 * Prism's answers for a name registered elsewhere whose transfer Name.com has not started yet;
 * `pricing` is laid over Get Pricing's answer (a regular name unless it says premium).
 */
export function transferableAt(
  name: string,
  pricing: Record<string, unknown> = { premium: false },
): Rule[] {
  return [
    { call: /:getPricing\?years=1$/, patch: (j) => ({ ...j, ...pricing }) },
    { call: /^GET \/core\/v1\/transfers\/eligibility\//, patch: (j) => ({ ...j, atName: false }) },
    {
      call: /checkAvailability/,
      patch: () => ({ results: [{ domainName: name, purchasable: false }] }),
    },
    { call: new RegExp(`^GET /core/v1/transfers/${name}$`), prefer: 'code=404' },
    {
      call: /^POST \/core\/v1\/transfers$/,
      patch: (j) => ({ ...j, transfer: { domainName: name, status: 'pending_transfer' } }),
    },
  ]
}

/** Name.com's transfer record of `name` says `status`. */
export const transferNow = (name: string, status: string): Rule[] => [
  {
    call: new RegExp(`^GET /core/v1/transfers/${name}$`),
    patch: (j) => ({ ...j, domainName: name, status }),
  },
]
