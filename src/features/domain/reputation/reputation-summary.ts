// What the reputation card makes of a domain's checks (newest first, as the server sends them).
// A source that could not be asked in a check keeps its last known result there, so the newest
// check holds what is known; the date of that knowledge is the newest check the source answered.
import type { ReputationView } from '@contract/reputation'

/** How many checks the server keeps in the history it sends. */
export const HISTORY_LIMIT = 30
/** VirusTotal's part of a check whose budget was spent completes within minutes; not waited beyond. */
const PENDING_WINDOW_MS = 10 * 60_000

export type SourceKey = 'virustotal' | 'safe_browsing'

export interface SourceSummary {
  /** When this source last answered; undefined when no check in the history reached it. */
  answeredAt?: string
  /** Why the newest check has no fresh answer from it; undefined when it answered. */
  missed?: 'budget_spent' | 'unreachable'
}

export interface ReputationSummary {
  newest: ReputationView
  virustotal: SourceSummary & Pick<ReputationView['virustotal'], 'verdict' | 'detections'>
  safeBrowsing: SourceSummary & { threats: string[] | null }
  flagged: boolean
}

const missedOf = <S extends string>(state: S) =>
  state === 'checked' ? undefined : (state as Exclude<S, 'checked'>)

/** A check has a finding: engines flag it, or a Safe Browsing list names it. */
export const isFlagged = (check: ReputationView): boolean =>
  check.virustotal.verdict === 'flagged' || (check.safe_browsing.threats?.length ?? 0) > 0

/** A check in which some source gave no fresh answer. */
export const isPartial = (check: ReputationView): boolean =>
  check.virustotal.state !== 'checked' || check.safe_browsing.state !== 'checked'

/** Each source's last result with its date, or undefined before the first check. */
export function summarize(checks: readonly ReputationView[]): ReputationSummary | undefined {
  const [newest] = checks
  if (!newest) return undefined
  const vtAt = checks.find((c) => c.virustotal.state === 'checked')?.checked_at
  const sbAt = checks.find((c) => c.safe_browsing.state === 'checked')?.checked_at
  return {
    newest,
    virustotal: {
      verdict: newest.virustotal.verdict,
      detections: newest.virustotal.detections,
      answeredAt: vtAt,
      missed: missedOf(newest.virustotal.state),
    },
    safeBrowsing: {
      threats: newest.safe_browsing.threats,
      answeredAt: sbAt,
      missed: missedOf(newest.safe_browsing.state),
    },
    flagged: isFlagged(newest),
  }
}

/** The newest check waits for VirusTotal's budget, recently enough that a queued check will come. */
export function awaitsVirusTotal(checks: readonly ReputationView[], now: number): boolean {
  const newest = checks[0]
  if (newest?.virustotal.state !== 'budget_spent') return false
  return now - new Date(newest.checked_at).getTime() < PENDING_WINDOW_MS
}

/** The cached history with a new check on top (the server's order and length). */
export function withCheck(
  history: { checks: ReputationView[] } | undefined,
  check: ReputationView,
): { checks: ReputationView[] } {
  const rest = (history?.checks ?? []).filter((c) => c.checked_at !== check.checked_at)
  return { checks: [check, ...rest].slice(0, HISTORY_LIMIT) }
}

export type CheckBlocker = 'running' | 'offline' | 'inactive'

/** Why "check now" cannot be pressed, or null when it can. */
export function checkBlocker(s: {
  running: boolean
  online: boolean
  active: boolean
}): CheckBlocker | null {
  if (s.running) return 'running'
  if (!s.online) return 'offline'
  if (!s.active) return 'inactive'
  return null
}
