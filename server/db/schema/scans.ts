// Malware scan answers from VirusTotal, shared by every server process so the public API budget
// (4 calls a minute, 500 a day) is spent once per domain and cache period, not once per process.
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const malwareScans = pgTable('malware_scans', {
  domain: text('domain').primaryKey(),
  verdict: text('verdict', { enum: ['clean', 'flagged', 'unknown'] }).notNull(),
  /** VirusTotal's last_analysis_stats as it sent them, for the operator's eyes. */
  stats: jsonb('stats'),
  /** When VirusTotal last analysed the domain; null when it has never seen it. */
  lastAnalysisAt: timestamp('last_analysis_at', { withTimezone: true }),
  /** When we last asked VirusTotal for a fresh analysis, so we ask at most once per stale period. */
  analysisRequestedAt: timestamp('analysis_requested_at', { withTimezone: true }),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
})
