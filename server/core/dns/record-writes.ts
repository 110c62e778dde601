// A record added or deleted without a preview: the client's offline queue sends these, since a
// preview needs the zone. They are zone changes like any other, applied through dns-changes under
// the domain's claim and kept in the history, so the owner can undo them.
import type { Db } from '../../db/client'
import type { Cdn } from '../../providers/types'
import { applyChange } from './dns-changes'
import type { Wanted } from './dns-plan'

export async function addRecord(db: Db, cdn: Cdn, userId: number, domain: string, record: Wanted) {
  const edit = { action: 'add', record } as const
  const change = await applyChange(db, cdn, userId, domain, { source: 'record', edit }, undefined)
  for (const op of change.operations)
    if (op.kind === 'record' && op.action === 'add' && op.after?.id)
      return { change, record: { ...op.after, id: op.after.id } }
  throw new Error('A record change without its record')
}

export function removeRecord(db: Db, cdn: Cdn, userId: number, domain: string, id: string) {
  const edit = { action: 'remove', id } as const
  return applyChange(db, cdn, userId, domain, { source: 'record', edit }, undefined)
}
