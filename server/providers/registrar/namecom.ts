// Registrar adapter for Name.com's Core API (`/core/v1`), following its purchase rules: discovery
// (Check Availability) before every create, `purchasePrice` only for registry-premium names (the
// Get Pricing total for the same `years`), and `X-Idempotency-Key` on the create, so a retried job
// can never buy twice. The account is still looked up before buying and after any failed purchase:
// Name.com keeps idempotency keys for a limited time, the account is the truth for ever.
import type { Logger } from '../../logger'
import { ProviderError, type DomainAvailability, type Registrar, type Registration } from '../types'
import { createNameComControls } from './namecom-controls'
import { createNameComHttp, type NameComRequest } from './namecom-http'
import { createNameComCheck } from './namecom-check'
import { namecomPriceList, namecomPricing } from './namecom-prices'
import { createNameComMaxYears } from './namecom-tld-years'
import { renewalAlreadyApplied } from './renewal'
import { sandboxPrices } from './sandbox-catalog'
import { assertYears, normalizeNameServers } from './validate'

export interface NameComOptions {
  baseUrl: string
  username: string
  token: string
  logger: Logger
  /** Per-call timeout (default 15 s); purchases and renewals get `registerTimeoutMs` (60 s). */
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

const enc = (domain: string) => encodeURIComponent(domain)
const clean = (domain: string) => domain.trim().toLowerCase()

function toRegistration(d: NameComDomain): Registration {
  const expiresAt = new Date(d.expireDate ?? '')
  if (Number.isNaN(expiresAt.getTime()))
    throw new ProviderError(`Name.com sent ${d.domainName} without an expiry`, true, 'bad_response')
  return { domain: d.domainName.toLowerCase(), expiresAt, nameServers: d.nameservers ?? [] }
}

export function createNameComRegistrar(opts: NameComOptions): Registrar {
  const call: NameComRequest = createNameComHttp(opts)
  const slow = { timeoutMs: opts.registerTimeoutMs ?? 60_000 }
  const tlds = opts.tlds ?? sandboxPrices.map((p) => p.tld)

  /** The domain as it stands in our account, or undefined when it is not ours. */
  const owned = async (domain: string): Promise<Registration | undefined> => {
    try {
      return toRegistration((await call('GET', `/core/v1/domains/${enc(domain)}`)) as NameComDomain)
    } catch (err) {
      if (err instanceof ProviderError && err.code === 'not_found') return undefined
      throw err
    }
  }

  const pricing = (domain: string, years: number) => namecomPricing(call, domain, years)

  const check = createNameComCheck(call)

  /** The body of Create Domain: `purchasePrice` only for a premium name, as Name.com asks. */
  const createBody = async (domain: string, years: number, quote: DomainAvailability) => {
    const body: Record<string, unknown> = {
      // The shop renews (and charges) itself: Name.com must never renew a name on its own.
      domain: { domainName: domain, privacyEnabled: true, autorenewEnabled: false },
      years,
      purchaseType: 'registration',
    }
    if (!quote.premium) return body
    const price = await pricing(domain, years)
    if (typeof price.purchasePrice !== 'number')
      throw new ProviderError(`Name.com quotes no price for ${domain}`, false, 'unavailable')
    return { ...body, purchasePrice: price.purchasePrice }
  }

  return {
    name: 'namecom',
    ...createNameComControls(call),
    check,

    priceList: () => namecomPriceList(call, tlds),

    // Update Domain: a name that came in by transfer keeps the losing registrar's auto-renew choice.
    async disableAutorenew(domain) {
      await call('PATCH', `/core/v1/domains/${enc(clean(domain))}`, { autorenewEnabled: false })
    },

    async register({ domain: rawDomain, years, idempotencyKey, nameServers }) {
      const domain = clean(rawDomain)
      assertYears(years)
      const ns = nameServers?.length ? normalizeNameServers(nameServers) : undefined
      const log = opts.logger.child({ domain, idempotencyKey })
      const mine = await owned(domain)
      if (mine) {
        log.info('already in our account; not buying again')
        return mine
      }
      const [quote] = await check([domain])
      if (!quote?.available)
        throw new ProviderError(`${domain} is not available`, false, 'unavailable')
      const body = await createBody(domain, years, quote)
      if (ns)
        body.domain = {
          domainName: domain,
          privacyEnabled: true,
          autorenewEnabled: false,
          nameservers: ns,
        }
      try {
        const res = (await call('POST', '/core/v1/domains', body, {
          ...slow,
          // Scoped by the name too: one Name.com account may serve several of our databases.
          headers: { 'X-Idempotency-Key': `${idempotencyKey}:${domain}` },
        })) as { domain: NameComDomain }
        return toRegistration(res.domain)
      } catch (err) {
        // The purchase may have gone through though no answer came back: the account is the truth.
        const after = await owned(domain).catch(() => undefined)
        if (after) {
          log.warn({ err: String(err) }, 'purchase call failed but the name is ours')
          return after
        }
        // "Pricing temporarily unavailable" is Name.com's own hiccup: worth another try later.
        if (err instanceof ProviderError && err.code === 'unprocessable')
          throw new ProviderError(err.message, true, 'pricing_unavailable')
        throw err
      }
    },

    async renew({ domain: rawDomain, years, knownExpiresAt }) {
      const domain = clean(rawDomain)
      assertYears(years)
      const before = await owned(domain)
      if (!before)
        throw new ProviderError(`${domain} is not in our Name.com account`, false, 'not_found')
      if (renewalAlreadyApplied(before.expiresAt, knownExpiresAt, years))
        return { expiresAt: before.expiresAt }
      // A standard renewal sends no price; a premium one must send Get Pricing's renewal total.
      const price = await pricing(domain, years)
      const body =
        price.premium && typeof price.renewalPrice === 'number'
          ? { years, purchasePrice: price.renewalPrice }
          : { years }
      try {
        const res = (await call('POST', `/core/v1/domains/${enc(domain)}:renew`, body, slow)) as {
          domain?: NameComDomain
        }
        if (res.domain) return { expiresAt: toRegistration(res.domain).expiresAt }
      } catch (err) {
        const after = await owned(domain).catch(() => undefined)
        if (after && renewalAlreadyApplied(after.expiresAt, before.expiresAt, years))
          return { expiresAt: after.expiresAt }
        throw err
      }
      const after = await owned(domain)
      return { expiresAt: (after ?? before).expiresAt }
    },

    /** The registration as Name.com holds it (the nightly reconciliation compares expiries). */
    maxRegistrationYears: createNameComMaxYears(call),
    async info(rawDomain) {
      return (await owned(clean(rawDomain))) ?? null
    },

    async setNameServers(rawDomain, nameServers) {
      await call('POST', `/core/v1/domains/${enc(clean(rawDomain))}:setNameservers`, {
        nameservers: normalizeNameServers(nameServers),
      })
    },
  }
}
