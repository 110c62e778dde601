// Reputation history: every check of an owned domain against VirusTotal and Google Safe Browsing,
// kept, so a change (a new detection, a new listing) is told once and the console lists what is
// flagged now.
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { serialId, tgId } from './columns'

export const reputationChecks = pgTable(
  'reputation_checks',
  {
    id: serialId(),
    domain: text('domain').notNull(),
    /** The owner when it was checked: who was told. */
    userId: tgId('user_id').notNull(),
    trigger: text('trigger', { enum: ['daily', 'manual'] }).notNull(),
    vtVerdict: text('vt_verdict', { enum: ['clean', 'flagged', 'unknown'] }).notNull(),
    /** Engines calling it malicious or suspicious; null when VirusTotal has no report. */
    vtDetections: integer('vt_detections'),
    /** Safe Browsing's threat lists naming it; null when Safe Browsing could not be asked. */
    sbThreats: jsonb('sb_threats').$type<string[]>(),
    /** What could not be asked and why (a provider down, VirusTotal's budget spent). */
    problems: jsonb('problems').$type<string[]>().notNull().default([]),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reputation_checks_domain_idx').on(t.domain, t.id)],
)
