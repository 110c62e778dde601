import { getTransactions, getUserDomains } from '@contract/domains.endpoints'
import type { OwnedDomain, Transaction } from '@contract/domains'
import { centsToUsd } from '@contract/money'
import type { Db } from '../../db/client'
import { listOwnedDomains, listTransactions, type OwnedDomainView } from '../../core/owned-domains'
import type { SecretsKey } from '../../core/secrets'
import type { Router } from '../route'

function presentDomain({ row, credentials }: OwnedDomainView): OwnedDomain {
  return {
    domain: row.domain,
    purchased_at: row.purchasedAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    // Failed rows are filtered out before this point.
    status: row.status === 'failed' ? 'registering' : row.status,
    ns1: row.ns1,
    ns2: row.ns2,
    renewal_price: centsToUsd(row.renewalCents),
    ssl_mode: row.sslMode,
    ddos_protection: row.ddosProtection,
    ...(credentials
      ? {
          cf_email: credentials.email,
          ...(credentials.password !== undefined ? { cf_password: credentials.password } : {}),
          ...(credentials.twoFactor !== undefined ? { cf_2fa: credentials.twoFactor } : {}),
        }
      : {}),
  }
}

export function mountDomainRoutes(
  router: Router,
  { db, secretsKey }: { db: Db; secretsKey: SecretsKey },
) {
  router
    .mount(getUserDomains, async ({ c }) => {
      const owned = await listOwnedDomains(db, secretsKey, c.get('user').tgId)
      return c.json({ domains: owned.map(presentDomain) })
    })
    .mount(getTransactions, async ({ c }) => {
      const rows = await listTransactions(db, c.get('user').tgId)
      const transactions: Transaction[] = rows.map((r) => ({
        id: r.id,
        type: r.type,
        status: r.status,
        amount: centsToUsd(r.amountCents),
        description: r.description,
        kind: r.kind ?? null,
        params: r.params ?? null,
        created_at: r.createdAt.toISOString(),
        transaction_id: r.reference,
      }))
      return c.json({ transactions })
    })
}
