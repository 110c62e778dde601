import type { DnsRecordView } from '@contract/dns'
import {
  createDnsRecord,
  deleteDnsRecord,
  listDnsRecords,
  setDdosProtection,
  setSslMode,
} from '@contract/dns.endpoints'
import type { Context } from 'hono'
import type { Db } from '../../db/client'
import { changeSecurityLevel, changeSslMode, listRecords } from '../../core/dns/dns'
import { addRecord, removeRecord } from '../../core/dns/record-writes'
import type { Cdn, DnsRecord } from '../../providers/types'
import type { AppEnv } from '../env'
import type { Router } from '../route'
import { managingDomain } from '../cdn-errors'
import { changing, mountDnsChangeRoutes } from './dns-changes.index'

/** Path parameters of a mounted route are always there; untyped contexts only lack the proof. */
const param = (c: Context<AppEnv>, name: string) => c.req.param(name) ?? ''

const present = (r: DnsRecord): DnsRecordView => ({
  id: r.id,
  type: r.type,
  name: r.name,
  content: r.content,
  proxy_status: r.proxied ? 'PROXIED' : 'DNS_ONLY',
})

/** The owner's side of a domain's CDN zone: DNS records, SSL mode, security level. */
export function mountDnsRoutes(router: Router, { db, cdn }: { db: Db; cdn: Cdn }) {
  mountDnsChangeRoutes(router, { db, cdn })
  router
    .mount(listDnsRecords, ({ c }) =>
      managingDomain(async () => {
        const list = await listRecords(db, cdn, c.get('user').tgId, param(c, 'domain'))
        const stale = list.staleSince
          ? { cdn_unreachable: true, as_of: list.staleSince.toISOString() }
          : {}
        return c.json({
          dns_records: list.records.map(present),
          total: list.records.length,
          ...stale,
        })
      }),
    )
    .mount(createDnsRecord, ({ c, body }) =>
      changing(async () => {
        const made = await addRecord(db, cdn, c.get('user').tgId, param(c, 'domain'), {
          type: body.type,
          name: body.name,
          content: body.content.trim(),
          proxied: body.proxy_status === 'PROXIED',
        })
        const { id, type, name, content, proxy_status } = made.record
        const record = { id, type, name, content, proxy_status }
        return c.json({ success: true as const, record, change_id: made.change.id })
      }),
    )
    .mount(deleteDnsRecord, ({ c }) =>
      changing(async () => {
        const id = param(c, 'id')
        const change = await removeRecord(db, cdn, c.get('user').tgId, param(c, 'domain'), id)
        return c.json({ success: true as const, id, change_id: change.id })
      }, 'id'),
    )
    .mount(setSslMode, ({ c, body }) =>
      managingDomain(async () => {
        await changeSslMode(db, cdn, c.get('user').tgId, param(c, 'domain'), body.ssl_mode)
        return c.json({ success: true as const, ssl_mode: body.ssl_mode })
      }),
    )
    .mount(setDdosProtection, ({ c, body }) =>
      managingDomain(async () => {
        const level = body.ddos_protection
        await changeSecurityLevel(db, cdn, c.get('user').tgId, param(c, 'domain'), level)
        return c.json({ success: true as const, ddos_protection: level })
      }),
    )
}
