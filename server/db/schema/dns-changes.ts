// The DNS change history of each domain: what a previewed change did (its operations with the
// records before and after, CDN ids included) so the newest one can be reverted exactly.
import { bigint, boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import type { ChangeOperation } from '@contract/dns-changes'
import { createdAt, serialId, status } from './columns'
import { domains } from './catalog'
import { userRef } from './users'

export const dnsChanges = pgTable(
  'dns_changes',
  {
    id: serialId(),
    domainId: bigint('domain_id', { mode: 'number' })
      .notNull()
      .references(() => domains.id),
    userId: userRef('user_id'),
    source: text('source', { enum: ['record', 'template', 'redirect', 'email'] }).notNull(),
    template: text('template'),
    operations: jsonb('operations').$type<ChangeOperation[]>().notNull(),
    // `applying` claims the domain while the change runs, so a second apply on the same basis is
    // refused; `undoing` holds the row while its inverse runs, so two undos cannot both run it.
    status: status(['applying', 'applied', 'undoing', 'undone'], 'applied'),
    partial: boolean('partial').notNull().default(false),
    createdAt: createdAt(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('dns_changes_domain_idx').on(t.domainId, t.id)],
)
