// The embedded RDAP service, answering from the name the way the sandbox registrar does: names it
// treats as taken (famous labels, short ones, a fifth by hash) and names bought here are found; the
// rest are free (404). A taken label that says where it stands shows that stage of the registry's
// lifecycle, so the watchlist's states can be seen in the demo: a taken "grace…" is in its auto-renew
// grace period, "redeem…" in redemption, "drop…" pending delete. Other taken names expire on a date the
// name's hash picks, 30 to 730 days from today (stable through the day).
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sandboxRegistrations } from '../../db/schema'
import { isTakenAtRegistry, parseSandboxDomain } from '../registrar/sandbox-catalog'
import type { Rdap, RdapLookup } from './rdap'

const DAY_MS = 86_400_000

const stages: [RegExp, string[], number][] = [
  [/^grace/, ['active', 'auto renew period'], -10],
  [/^redeem/, ['redemption period', 'pending delete'], -50],
  [/^drop/, ['pending delete'], -78],
]

/** What the sandbox registry says of a name it holds, by the label's stage word or its hash. */
export function sandboxRdapRecord(domain: string, today: number): RdapLookup {
  const label = domain.split('.')[0] ?? ''
  for (const [word, statuses, days] of stages)
    if (word.test(label))
      return { found: true, statuses, expiresAt: new Date(today + days * DAY_MS) }
  const hash = createHash('sha256').update(`rdap:${domain}`).digest().readUInt16BE(0)
  return {
    found: true,
    statuses: ['active'],
    expiresAt: new Date(today + (30 + (hash % 700)) * DAY_MS),
  }
}

export function createSandboxRdap(db: Db, opts: { now?: () => number } = {}): Rdap {
  const now = opts.now ?? Date.now
  return {
    name: 'sandbox',
    serves: (domain) => parseSandboxDomain(domain) !== undefined,
    async lookup(domain) {
      const parsed = parseSandboxDomain(domain)
      if (!parsed) return { found: false }
      const [ours] = await db
        .select({ expiresAt: sandboxRegistrations.expiresAt })
        .from(sandboxRegistrations)
        .where(eq(sandboxRegistrations.domain, domain))
      if (ours) return { found: true, statuses: ['active'], expiresAt: ours.expiresAt }
      if (!isTakenAtRegistry(parsed.label, domain)) return { found: false }
      const today = Math.floor(now() / DAY_MS) * DAY_MS
      return sandboxRdapRecord(domain, today)
    },
  }
}
