// The DNS change planner on its own: what a template replaces (mail servers, SPF, root addresses),
// what it leaves alone, and how single edits read as updates.
import { describe, expect, it } from 'vitest'
import { basisOf, MissingRecordError, planChange } from '../../../../server/core/dns/dns-plan'
import type { DnsRecord } from '../../../../server/providers/types'

const zone = 'shop.example'
let n = 0
const rec = (type: string, name: string, content: string, proxied = false): DnsRecord => ({
  id: `r${++n}`,
  type,
  name: name === '@' ? zone : `${name}.${zone}`,
  content,
  proxied,
  ttl: 1,
})

describe('planChange', () => {
  it('Microsoft 365 replaces the MX set and the SPF policy, keeps other TXT and the website', () => {
    const current = [
      rec('MX', '@', '10 mx1.old.example'),
      rec('MX', '@', '20 mx2.old.example'),
      rec('TXT', '@', 'v=spf1 include:old.example ~all'),
      rec('TXT', '@', 'google-site-verification=abc'),
      rec('A', '@', '192.0.2.1'),
    ]
    const plan = planChange(zone, current, { source: 'template', template: 'microsoft-365' })
    expect(plan.conflicts.map((c) => [c.reason, c.records.map((r) => r.content)])).toEqual([
      ['mail', ['10 mx1.old.example', '20 mx2.old.example']],
      ['spf', ['v=spf1 include:old.example ~all']],
    ])
    expect(plan.operations.map((o) => [o.action, o.before?.content, o.after?.content])).toEqual([
      ['remove', '20 mx2.old.example', undefined],
      ['update', '10 mx1.old.example', '0 shop-example.mail.protection.outlook.com'],
      [
        'update',
        'v=spf1 include:old.example ~all',
        'v=spf1 include:spf.protection.outlook.com -all',
      ],
      ['add', undefined, 'autodiscover.outlook.com'],
    ])
  })

  it('a template whose records are all there already changes nothing', () => {
    const current = [rec('A', '@', '76.76.21.21'), rec('CNAME', 'www', 'CNAME.vercel-dns-0.com.')]
    expect(planChange(zone, current, { source: 'template', template: 'vercel' })).toEqual({
      operations: [],
      conflicts: [],
    })
  })

  it('an edit that only turns the proxy on is an update; one to a duplicate changes nothing', () => {
    const a = rec('A', 'www', '192.0.2.5')
    const b = rec('A', 'www', '192.0.2.6')
    const proxied = { type: 'A', name: 'www', content: '192.0.2.5', proxied: true }
    const on = planChange(zone, [a, b], {
      source: 'record',
      edit: { action: 'update', id: a.id, record: proxied },
    })
    expect(on.operations).toMatchObject([
      {
        action: 'update',
        before: { proxy_status: 'DNS_ONLY' },
        after: { proxy_status: 'PROXIED' },
      },
    ])
    const dup = planChange(zone, [a, b], {
      source: 'record',
      edit: {
        action: 'update',
        id: a.id,
        record: { ...proxied, content: '192.0.2.6', proxied: false },
      },
    })
    expect(dup).toMatchObject({ operations: [], conflicts: [{ reason: 'duplicate' }] })
    expect(() =>
      planChange(zone, [a], { source: 'record', edit: { action: 'remove', id: 'nope' } }),
    ).toThrow(MissingRecordError)
  })

  it('the basis follows the record set, not its order', () => {
    const a = rec('A', '@', '192.0.2.1')
    const b = rec('TXT', '@', 'x')
    expect(basisOf([a, b])).toBe(basisOf([b, a]))
    expect(basisOf([a, b])).not.toBe(basisOf([a, { ...b, content: 'y' }]))
  })
})
