// The sandbox registry's clock for trying the expiry lifecycle by hand and in e2e: an admin moves a
// name's expiry at the sandbox registry and on our row alike. Only the sandbox is ours to move.
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { domains, sandboxRegistrations } from '../../db/schema'

/** Sets the name's expiry to now + `days` (fractions allowed); null when the sandbox lacks it. */
export async function moveSandboxExpiry(
  db: Db,
  domain: string,
  days: number,
): Promise<Date | null> {
  const at = sql`now() + make_interval(secs => ${days * 86_400}::float8)`
  const [held] = await db
    .update(sandboxRegistrations)
    .set({ expiresAt: at })
    .where(eq(sandboxRegistrations.domain, domain))
    .returning({ expiresAt: sandboxRegistrations.expiresAt })
  if (!held) return null
  await db
    .update(domains)
    .set({ expiresAt: held.expiresAt, updatedAt: new Date() })
    .where(sql`${domains.domain} = ${domain} and ${domains.status} not in ('failed', 'released')`)
  return held.expiresAt
}
