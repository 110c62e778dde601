import { getTransactions, getUserDomains } from '@contract/domains.endpoints'
import type { OwnedDomain, Transaction } from '@contract/domains'
import { centsToUsd } from '@contract/money'
import type { Db } from '../../db/client'
import {
  listOwnedDomains,
  listTransactions,
  type OwnedDomainView,
} from '../../core/domains/owned-domains'
import { autoRenewSince } from '../../core/renewal/auto-renew-switch'
import type { SecretsKey } from '../../core/admin/secrets'
import { getSettings, type Settings } from '../../core/admin/settings'
import { isSetupStalled } from '../../core/domains/setup-stalled'
import { presentLifecycle } from '../lifecycle/lifecycle.presenter'
import type { Router } from '../route'

interface LifecycleContext {
  settings: Settings
  since: Date | null
  now: Date
}

function presentDomain({ row, credentials }: OwnedDomainView, l: LifecycleContext): OwnedDomain {
  const lifecycle = presentLifecycle(row, l.settings, l.since, l.now)
  return {
    domain: row.domain,
    purchased_at: row.purchasedAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    // Failed and released rows are filtered out before this point.
    status: row.status === 'failed' || row.status === 'released' ? 'registering' : row.status,
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
    ...(isSetupStalled(row) ? { setup_stalled: true } : {}),
    ...(lifecycle ? { lifecycle } : {}),
  }
}

export function mountDomainRoutes(
  router: Router,
  { db, secretsKey }: { db: Db; secretsKey: SecretsKey },
) {
  router
    .mount(getUserDomains, async ({ c }) => {
      const userId = c.get('user').tgId
      const owned = await listOwnedDomains(db, secretsKey, userId)
      const l = { settings: await getSettings(db), since: await autoRenewSince(db, userId) }
      return c.json({ domains: owned.map((d) => presentDomain(d, { ...l, now: new Date() })) })
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
