// Reputation alerts: an owned domain checked daily and on demand against VirusTotal and Google Safe
// Browsing, the history of those checks, and the console's list of domains flagged now.
import { z } from 'zod/mini'
import { domainName } from './cart'

/**
 * One check. `virustotal.verdict`: `flagged` when engines call it malicious or suspicious
 * (`detections` of them), `unknown` without a report; `safe_browsing.threats`: the lists naming it
 * (MALWARE, SOCIAL_ENGINEERING, ...), null when Safe Browsing could not be asked. `problems`: what
 * could not be asked this time and why.
 */
export const reputationView = z.object({
  domain: z.string(),
  checked_at: z.string(),
  trigger: z.enum(['daily', 'manual']),
  virustotal: z.object({
    verdict: z.enum(['clean', 'flagged', 'unknown']),
    detections: z.nullable(z.number().check(z.int())),
  }),
  safe_browsing: z.object({ threats: z.nullable(z.array(z.string())) }),
  problems: z.array(z.string()),
})
export type ReputationView = z.infer<typeof reputationView>

export const reputationCheckRequest = z.object({ domain: domainName })
export const reputationCheckResponse = z.object({
  check: reputationView,
  /** VirusTotal's budget was spent: a queued check completes its part shortly. */
  virustotal_pending: z.boolean(),
})
export const reputationHistoryResponse = z.object({ checks: z.array(reputationView) })
export const flaggedDomainsResponse = z.object({
  domains: z.array(z.extend(reputationView, { user_id: z.number() })),
})
