// Reputation alerts: an owned domain checked daily and on demand against VirusTotal and Google Safe
// Browsing, the history of those checks, and the console's list of domains flagged now.
import { z } from 'zod/mini'
import { domainName } from './cart'

/**
 * One check. `virustotal.verdict`: `flagged` when engines call it malicious or suspicious
 * (`detections` of them), `unknown` without a report; `safe_browsing.threats`: the lists naming it
 * (MALWARE, SOCIAL_ENGINEERING, ...), null when Safe Browsing has never answered. Each source's
 * `state`: `checked` when it answered this time; otherwise (`budget_spent`: VirusTotal's public
 * budget, `unreachable`: down or refusing) its result is the last known one. `problems`: the same
 * in words, for the log and the console.
 */
export const reputationView = z.object({
  domain: z.string(),
  checked_at: z.string(),
  trigger: z.enum(['daily', 'manual']),
  virustotal: z.object({
    verdict: z.enum(['clean', 'flagged', 'unknown']),
    detections: z.nullable(z.number().check(z.int())),
    state: z.enum(['checked', 'budget_spent', 'unreachable']),
  }),
  safe_browsing: z.object({
    threats: z.nullable(z.array(z.string())),
    state: z.enum(['checked', 'unreachable']),
  }),
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
/** A flagged domain's latest check with its owner, as the console lists users. */
export const flaggedDomainView = z.extend(reputationView, {
  user_id: z.number(),
  username: z.nullable(z.string()),
  first_name: z.nullable(z.string()),
  last_name: z.nullable(z.string()),
})
export type FlaggedDomainView = z.infer<typeof flaggedDomainView>
export const flaggedDomainsResponse = z.object({ domains: z.array(flaggedDomainView) })
