import { domainName } from '@contract/cart'
import type { ReputationView } from '@contract/reputation'
import {
  checkReputation as checkEndpoint,
  flaggedDomains as flaggedEndpoint,
  reputationHistory as historyEndpoint,
} from '@contract/reputation.endpoints'
import { z } from 'zod/mini'
import type { Db } from '../../db/client'
import { findOwnedDomain } from '../../core/dns/dns'
import {
  ReputationError,
  checkReputation,
  sourceStates,
  type ReputationCheck,
  type ReputationDeps,
} from '../../core/reputation/reputation'
import { flaggedDomains, reputationHistory } from '../../core/reputation/reputation-reads'
import { managingDomain } from '../cdn-errors'
import { HttpError } from '../errors'
import type { Router } from '../route'

const present = (r: ReputationCheck): ReputationView => {
  const states = sourceStates(r.problems)
  return {
    domain: r.domain,
    checked_at: r.checkedAt.toISOString(),
    trigger: r.trigger,
    virustotal: { verdict: r.vtVerdict, detections: r.vtDetections, state: states.virustotal },
    safe_browsing: { threats: r.sbThreats, state: states.safeBrowsing },
    problems: r.problems,
  }
}

/** Reputation checks: on demand and the history for the owner, the flagged list for the console. */
export function mountReputationRoutes(router: Router, deps: ReputationDeps & { db: Db }) {
  const { db } = deps
  router
    .mount(checkEndpoint, async ({ c, body }) => {
      try {
        const { check, deferred } = await checkReputation(
          deps,
          body.domain,
          'manual',
          c.get('user').tgId,
        )
        return c.json({ check: present(check), virustotal_pending: deferred })
      } catch (err) {
        if (err instanceof ReputationError)
          throw new HttpError(404, 'domain_not_found', err.message, 'domain')
        throw err
      }
    })
    .mount(historyEndpoint, ({ c }) =>
      managingDomain(async () => {
        const domain = z.parse(domainName, c.req.param('domain'))
        const row = await findOwnedDomain(db, c.get('user').tgId, domain)
        const checks = await reputationHistory(db, row.domain)
        return c.json({ checks: checks.map(present) })
      }),
    )
    .mount(flaggedEndpoint, async ({ c }) => {
      const rows = await flaggedDomains(db)
      return c.json({
        domains: rows.map((r) => ({
          ...present(r),
          user_id: r.userId,
          username: r.owner.username,
          first_name: r.owner.firstName,
          last_name: r.owner.lastName,
        })),
      })
    })
}
