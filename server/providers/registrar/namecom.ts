// Registrar adapter for Name.com's core API v4. Name.com takes no idempotency key, so register()
// makes itself idempotent: it looks the name up in our account before buying, and again after any
// failure of the purchase call, and returns the registration it finds instead of buying twice.
import type { Logger } from '../../logger'
import { ProviderError, type DomainAvailability, type Registrar, type Registration } from '../types'
import { createNameComHttp, type NameComRequest } from './namecom-http'
import { cents, namecomPriceList } from './namecom-prices'
import { renewalAlreadyApplied } from './renewal'
import { sandboxPrices } from './sandbox-catalog'
import { assertYears, normalizeNameServers } from './validate'

export interface NameComOptions {
  baseUrl: string
  username: string
  token: string
  logger: Logger
  /** Per-call timeout (default 15 s); purchases get `registerTimeoutMs` (default 60 s). */
  timeoutMs?: number
  registerTimeoutMs?: number
  /** TLDs whose prices priceList() reports (default: the 20 the product lists). */
  tlds?: string[]
  fetch?: typeof fetch
}

interface NameComDomain {
  domainName: string
  expireDate?: string
  nameservers?: string[]
}

interface Availability {
  domainName: string
  purchasable?: boolean
  purchasePrice?: number
  renewalPrice?: number
  premium?: boolean
}

const enc = (domain: string) => encodeURIComponent(domain)

function toRegistration(d: NameComDomain): Registration {
  const expiresAt = new Date(d.expireDate ?? '')
  if (Number.isNaN(expiresAt.getTime()))
    throw new ProviderError(`name.com: ${d.domainName} has no expiry date`, true, 'bad_response')
  return { domain: d.domainName.toLowerCase(), expiresAt, nameServers: d.nameservers ?? [] }
}

export function createNameComRegistrar(opts: NameComOptions): Registrar {
  const call: NameComRequest = createNameComHttp(opts)
  const registerTimeoutMs = opts.registerTimeoutMs ?? 60_000
  const tlds = opts.tlds ?? sandboxPrices.map((p) => p.tld)

  /** The domain as it stands in our account, or undefined when it is not ours. */
  const owned = async (domain: string): Promise<Registration | undefined> => {
    try {
      const res = (await call('GET', `/v4/domains/${enc(domain)}`)) as NameComDomain
      return toRegistration(res)
    } catch (err) {
      if (err instanceof ProviderError && err.code === 'not_found') return undefined
      throw err
    }
  }

  const check = async (input: string[]): Promise<DomainAvailability[]> => {
    if (input.length > 50)
      throw new ProviderError('check: at most 50 names per call', false, 'too_many_names')
    if (!input.length) return []
    const domains = input.map((d) => d.trim().toLowerCase())
    const res = (await call('POST', '/v4/domains:checkAvailability', { domainNames: domains })) as {
      results?: Availability[]
    }
    const byName = new Map((res.results ?? []).map((r) => [r.domainName.toLowerCase(), r]))
    return domains.map((domain) => {
      const r = byName.get(domain)
      if (!r) return { domain, available: false }
      const purchaseCents = cents(r.purchasePrice)
      const renewalCents = cents(r.renewalPrice)
      return {
        domain,
        available: r.purchasable === true,
        ...(purchaseCents !== undefined ? { purchaseCents } : {}),
        ...(renewalCents !== undefined ? { renewalCents } : {}),
        premium: r.premium === true,
      }
    })
  }

  return {
    name: 'namecom',
    check,

    priceList: () => namecomPriceList(call, tlds),

    async register({ domain: rawDomain, years, idempotencyKey, nameServers }) {
      const domain = rawDomain.trim().toLowerCase()
      assertYears(years)
      const ns = nameServers?.length ? normalizeNameServers(nameServers) : undefined
      const log = opts.logger.child({ domain, idempotencyKey })
      const mine = await owned(domain)
      if (mine) {
        log.info('already in our account; not buying again')
        return mine
      }
      const [quote] = await check([domain])
      if (!quote?.available || quote.purchaseCents === undefined) {
        throw new ProviderError(`${domain} is not available`, false, 'unavailable')
      }
      // Premium names cost many times the list price the customer was charged: never buy one.
      if (quote.premium) throw new ProviderError(`${domain} is a premium name`, false, 'premium')
      try {
        const res = (await call(
          'POST',
          '/v4/domains',
          {
            domain: { domainName: domain, ...(ns ? { nameservers: ns } : {}) },
            // The total for the whole term, as Name.com bills it.
            purchasePrice: (quote.purchaseCents * years) / 100,
            years,
          },
          { timeoutMs: registerTimeoutMs },
        )) as { domain: NameComDomain }
        return toRegistration(res.domain)
      } catch (err) {
        // The purchase may have gone through even though we got no answer (or a refusal because
        // the name is already ours): the account is the truth.
        const after = await owned(domain).catch(() => undefined)
        if (after) {
          log.warn(
            { err: err instanceof Error ? err.message : String(err) },
            'purchase call failed but the name is ours',
          )
          return after
        }
        throw err
      }
    },

    async renew({ domain: rawDomain, years, knownExpiresAt }) {
      const domain = rawDomain.trim().toLowerCase()
      assertYears(years)
      const before = await owned(domain)
      if (!before)
        throw new ProviderError(`${domain} is not in our Name.com account`, false, 'not_found')
      if (renewalAlreadyApplied(before.expiresAt, knownExpiresAt, years))
        return { expiresAt: before.expiresAt }
      try {
        const res = (await call(
          'POST',
          `/v4/domains/${enc(domain)}:renew`,
          { years },
          { timeoutMs: registerTimeoutMs },
        )) as {
          domain: NameComDomain
        }
        return { expiresAt: toRegistration(res.domain).expiresAt }
      } catch (err) {
        const after = await owned(domain).catch(() => undefined)
        if (after && renewalAlreadyApplied(after.expiresAt, before.expiresAt, years))
          return { expiresAt: after.expiresAt }
        throw err
      }
    },

    async setNameServers(rawDomain, nameServers) {
      const domain = rawDomain.trim().toLowerCase()
      await call('POST', `/v4/domains/${enc(domain)}:setNameservers`, {
        nameservers: normalizeNameServers(nameServers),
      })
    },
  }
}
