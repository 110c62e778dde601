// Cloudflare Email Routing through the official SDK: destination addresses in the shop's account
// (Cloudflare mails each a link to verify it), and per zone the routing settings, the DNS records
// routing needs (`GET /zones/:id/email/routing/dns`), one `literal` rule per forwarded address and
// the catch-all rule. Routing's records are added by the app as a DNS change before routing is
// turned on, so the owner previews them and can undo them like any other change.
import type Cloudflare from 'cloudflare'
import type { EmailRoutingRule } from 'cloudflare/resources/email-routing/rules/rules'
import { ProviderError, type DnsRecord } from '../types'
import type { CdnEmailRouting, EmailDestination, EmailRoutingStatus } from './email-routing'

type Call = <T>(what: string, fn: () => Promise<T>) => Promise<T>

const PAGE_SIZE = 50

const toStatus = (s: { enabled: boolean; status?: string }): EmailRoutingStatus =>
  !s.enabled ? 'disabled' : s.status === 'ready' ? 'ready' : 'misconfigured'

function toDestination(a: { id?: string; email?: string; verified?: string }): EmailDestination {
  if (!a.id || !a.email)
    throw new ProviderError('Cloudflare listed an address without its id', true)
  return {
    id: a.id,
    email: a.email.toLowerCase(),
    verifiedAt: a.verified ? new Date(a.verified) : null,
  }
}

/** A forwarding rule this app can show: one `literal` matcher on `to`, one `forward` action. */
function toRule(r: EmailRoutingRule) {
  const [matcher] = r.matchers ?? []
  const [action] = r.actions ?? []
  const destination = action?.type === 'forward' ? action.value?.[0] : undefined
  if (!r.id || matcher?.type !== 'literal' || !matcher.value || !destination) return undefined
  return { id: r.id, address: matcher.value.toLowerCase(), destination: destination.toLowerCase() }
}

export function createCloudflareEmailRouting(
  client: Cloudflare,
  accountId: string,
  zoneCall: Call,
): CdnEmailRouting {
  const account_id = accountId
  return {
    async routingStatus(zone_id) {
      return toStatus(
        await zoneCall('read email routing', () => client.emailRouting.get({ zone_id })),
      )
    },
    async requiredRecords(zone_id) {
      const listed = await zoneCall('read email routing records', () =>
        client.emailRouting.dns.get({ zone_id }),
      )
      return listed.flatMap((r): Omit<DnsRecord, 'id'>[] => {
        if (!r.type || !r.name || !r.content) return []
        // Cloudflare gives an MX's priority apart; the app writes it in the content, as the form does.
        const content = r.type === 'MX' ? `${r.priority ?? 0} ${r.content}` : r.content
        return [{ type: r.type, name: r.name, content, proxied: false, ttl: r.ttl ?? 1 }]
      })
    },
    async enableRouting(zone_id) {
      return toStatus(
        await zoneCall('enable email routing', () => client.emailRouting.enable({ zone_id })),
      )
    },
    async listDestinations() {
      return zoneCall('list email addresses', async () => {
        const all: EmailDestination[] = []
        for await (const a of client.emailRouting.addresses.list({
          account_id,
          per_page: PAGE_SIZE,
        }))
          all.push(toDestination(a))
        return all
      })
    },
    async createDestination(email) {
      return toDestination(
        await zoneCall('create email address', () =>
          client.emailRouting.addresses.create({ account_id, email }),
        ),
      )
    },
    async deleteDestination(id) {
      await zoneCall('delete email address', () =>
        client.emailRouting.addresses.delete(id, { account_id }),
      )
    },
    async listRules(zone_id) {
      return zoneCall('list email rules', async () => {
        const rules = []
        for await (const r of client.emailRouting.rules.list({ zone_id, per_page: PAGE_SIZE })) {
          const rule = toRule(r)
          if (rule) rules.push(rule)
        }
        return rules
      })
    },
    async createRule(zone_id, address, destination) {
      const made = await zoneCall('create email rule', () =>
        client.emailRouting.rules.create({
          zone_id,
          name: `Forward ${address}`,
          enabled: true,
          matchers: [{ type: 'literal', field: 'to', value: address }],
          actions: [{ type: 'forward', value: [destination] }],
        }),
      )
      const rule = toRule(made)
      if (!rule) throw new ProviderError('Cloudflare answered the new rule without it', true)
      return rule
    },
    async deleteRule(zone_id, id) {
      await zoneCall('delete email rule', () => client.emailRouting.rules.delete(id, { zone_id }))
    },
    async getCatchAll(zone_id) {
      const rule = await zoneCall('read email catch-all', () =>
        client.emailRouting.rules.catchAlls.get({ zone_id }),
      )
      const [action] = rule.actions ?? []
      return rule.enabled && action?.type === 'forward' ? (action.value?.[0] ?? null) : null
    },
    async setCatchAll(zone_id, destination) {
      await zoneCall('set email catch-all', () =>
        client.emailRouting.rules.catchAlls.update({
          zone_id,
          enabled: destination !== null,
          matchers: [{ type: 'all' }],
          actions: destination ? [{ type: 'forward', value: [destination] }] : [{ type: 'drop' }],
        }),
      )
    },
  }
}
