import type { z } from 'zod/mini'
import type { DnsChangeView, dnsChangeRequest } from '@contract/dns-changes'
import {
  applyDnsChange,
  listDnsChanges,
  previewDnsChange,
  undoDnsChange,
} from '@contract/dns-changes.endpoints'
import type { Context } from 'hono'
import type { Db } from '../../db/client'
import {
  applyChange,
  DnsChangeConflict,
  listChanges,
  previewChange,
  undoChange,
  type ChangeInput,
  type ChangeRow,
} from '../../core/dns/dns-changes'
import { MissingRecordError } from '../../core/dns/dns-plan'
import type { Cdn } from '../../providers/types'
import type { AppEnv } from '../env'
import { HttpError } from '../errors'
import type { Router } from '../route'
import { managingRedirects } from '../redirects/redirect-errors'

const param = (c: Context<AppEnv>, name: string) => c.req.param(name) ?? ''

type Request = z.output<typeof dnsChangeRequest>

function planInput(body: Request): ChangeInput {
  if (body.source === 'template') return body
  if (body.source === 'redirect') {
    const { edit } = body
    if (edit.action === 'remove') return { source: 'redirect', edit }
    const { source, target, status_code, keep_path } = edit.redirect
    const redirect = { source, target, statusCode: status_code, keepPath: keep_path }
    return { source: 'redirect', edit: { action: 'add', redirect } }
  }
  const { edit } = body
  if (edit.action === 'remove') return { source: 'record', edit }
  const record = {
    type: edit.record.type,
    name: edit.record.name,
    content: edit.record.content.trim(),
    proxied: edit.record.proxy_status === 'PROXIED',
  }
  return edit.action === 'add'
    ? { source: 'record', edit: { action: 'add', record } }
    : { source: 'record', edit: { action: 'update', id: edit.id, record } }
}

/** A change as the history shows it; `undoable` is the id Undo would revert. */
export const presentChange = (
  r: ChangeRow & { interrupted?: boolean; abandonedUndo?: boolean },
  undoable: number | undefined,
): DnsChangeView => ({
  id: r.id,
  source: r.source,
  ...(r.template ? { template: r.template as DnsChangeView['template'] } : {}),
  operations: r.operations,
  status: r.status === 'undone' ? 'undone' : 'applied',
  partial: r.partial,
  ...(r.interrupted ? { interrupted: true } : {}),
  created_at: r.createdAt.toISOString(),
  ...(r.status === 'undone' && r.undoneAt ? { undone_at: r.undoneAt.toISOString() } : {}),
  // An undo a stopped process left can be run again; an apply or undo running now cannot.
  can_undo: r.id === undoable && (r.status === 'applied' || !!r.abandonedUndo),
})

/**
 * 409 for a stale preview or a zone that moved on, 404 for a record that is not there (`field`
 * names where the request named it), and the refusals of a redirect (a loop, a name not proxied, a
 * second redirect of one name).
 */
export async function changing<T>(fn: () => Promise<T>, field = 'edit.id'): Promise<T> {
  try {
    return await managingRedirects(fn)
  } catch (err) {
    if (err instanceof DnsChangeConflict) {
      const { records, redirects } = err
      throw new HttpError(409, err.code, err.message, undefined, { records, redirects })
    }
    if (err instanceof MissingRecordError)
      throw new HttpError(404, 'record_not_found', err.message, field)
    throw err
  }
}

/** Previewed DNS changes with their history and undo. */
export function mountDnsChangeRoutes(router: Router, { db, cdn }: { db: Db; cdn: Cdn }) {
  const user = (c: Context<AppEnv>) => c.get('user').tgId
  router
    .mount(previewDnsChange, ({ c, body }) =>
      changing(async () =>
        c.json(await previewChange(db, cdn, user(c), param(c, 'domain'), planInput(body))),
      ),
    )
    .mount(applyDnsChange, ({ c, body }) =>
      changing(async () => {
        const input = planInput(body.change)
        const row = await applyChange(db, cdn, user(c), param(c, 'domain'), input, body.basis)
        return c.json({ success: true as const, change: presentChange(row, row.id) })
      }),
    )
    .mount(listDnsChanges, ({ c }) =>
      changing(async () => {
        const { rows, undoable } = await listChanges(db, user(c), param(c, 'domain'))
        return c.json({ changes: rows.map((r) => presentChange(r, undoable)) })
      }),
    )
    .mount(undoDnsChange, ({ c }) =>
      changing(async () => {
        const id = Number(param(c, 'id'))
        const row = await undoChange(db, cdn, user(c), param(c, 'domain'), id)
        return c.json({ success: true as const, change: presentChange(row, undefined) })
      }),
    )
}
