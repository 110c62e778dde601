import type { DnsRecordView } from '@contract/domain-manage'
import {
  checkVirusTotal,
  createDnsRecord,
  deleteDnsRecord,
  listDnsRecords,
  setDdosProtection,
  setSslMode,
} from '@contract/domain-manage.endpoints'
import type { Context } from 'hono'
import type { Db } from '../../db/client'
import {
  addRecord,
  changeSecurityLevel,
  changeSslMode,
  findOwnedDomain,
  listRecords,
  removeRecord,
  virusTotalLink,
} from '../../core/dns'
import type { MalwareScanner } from '../../core/malware-scan'
import type { DnsRecord, Providers } from '../../providers/types'
import type { AppEnv } from '../env'
import type { Router } from '../route'
import { managingDomain } from './cdn-errors'
import { mountRenewalRoutes } from './renewal.index'

/** Path parameters of a mounted route are always there; untyped contexts only lack the proof. */
const param = (c: Context<AppEnv>, name: string) => c.req.param(name) ?? ''

const present = (r: DnsRecord): DnsRecordView => ({
  id: r.id,
  type: r.type,
  name: r.name,
  content: r.content,
  proxy_status: r.proxied ? 'PROXIED' : 'DNS_ONLY',
})

export function mountDomainManageRoutes(
  router: Router,
  { db, providers, scanner }: { db: Db; providers: Providers; scanner: MalwareScanner },
) {
  const { cdn } = providers
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
      managingDomain(async () => {
        const record = await addRecord(db, cdn, c.get('user').tgId, param(c, 'domain'), {
          type: body.type,
          name: body.name,
          content: body.content.trim(),
          proxied: body.proxy_status === 'PROXIED',
        })
        return c.json({ success: true as const, record: present(record) })
      }),
    )
    .mount(deleteDnsRecord, ({ c }) =>
      managingDomain(async () => {
        const id = param(c, 'id')
        await removeRecord(db, cdn, c.get('user').tgId, param(c, 'domain'), id)
        return c.json({ success: true as const, id })
      }),
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
    .mount(checkVirusTotal, ({ c, body }) =>
      managingDomain(async () => {
        const row = await findOwnedDomain(db, c.get('user').tgId, body.domain)
        // A zone that is not live cannot be fetched by scanners yet: no verdict, no call spent.
        const status = row.status === 'active' ? await scanner.verdict(row.domain) : 'unknown'
        return c.json({
          success: true,
          status,
          link: virusTotalLink(row.domain),
        })
      }),
    )
  mountRenewalRoutes(router, { db, providers })
}
