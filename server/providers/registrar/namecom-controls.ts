// Name.com Core API calls behind privacy, the transfer lock and auth code, transfers in and DS
// records (operations of Name.com's OpenAPI document: GetDomain, Enable/DisableWhoisPrivacy,
// Lock/UnlockDomain, GetAuthCodeForDomain, GetTransferEligibility, CheckAvailability,
// GetPricingForDomain, CreateTransfer, GetTransfer, ListDNSSECs, CreateDNSSEC, DeleteDNSSEC).
import type { RegistrarControlState, RegistrarControls, TransferState } from '../registrar-controls'
import { ProviderError } from '../types'
import type { NameComRequest } from './namecom-http'
import { cents, namecomPricing } from './namecom-prices'

interface ControlFields {
  locked?: boolean
  privacyEnabled?: boolean
  transferLockExpiresAt?: string
}

interface NameComDs {
  keyTag: number
  algorithm: number
  digestType: number
  digest: string
}

const enc = (domain: string) => encodeURIComponent(domain.trim().toLowerCase())

function toState(d: ControlFields): RegistrarControlState {
  const until = d.transferLockExpiresAt ? new Date(d.transferLockExpiresAt) : null
  return {
    locked: d.locked !== false,
    privacyEnabled: d.privacyEnabled === true,
    transferLockExpiresAt: until && until.getTime() > Date.now() ? until : null,
  }
}

/** Name.com's transfer statuses, as the four we track (pending_insert: done, not yet in the account). */
function toTransferState(status: string | undefined): TransferState {
  if (status === 'completed') return 'completed'
  if (status === 'failed' || status === 'rejected') return 'failed'
  if (status === 'canceled' || status === 'canceled_pending_refund') return 'cancelled'
  return 'pending'
}

const hasCode = (code: string) => (err: unknown) =>
  err instanceof ProviderError && err.code === code
const notFound = hasCode('not_found')

/** A catch handler: `otherwise` for the errors `expected` accepts, a rethrow for any other. */
const unless =
  <T>(expected: (err: unknown) => boolean, otherwise: T) =>
  (err: unknown): T => {
    if (expected(err)) return otherwise
    throw err
  }

export function createNameComControls(call: NameComRequest): RegistrarControls {
  const domainState = async (domain: string) =>
    toState((await call('GET', `/core/v1/domains/${enc(domain)}`)) as ControlFields)
  const action = async (domain: string, verb: string) =>
    toState((await call('POST', `/core/v1/domains/${enc(domain)}:${verb}`, {})) as ControlFields)
  const transfer = async (domain: string) => {
    try {
      const t = (await call('GET', `/core/v1/transfers/${enc(domain)}`)) as { status?: string }
      return { state: toTransferState(t.status), detail: t.status ?? 'pending' }
    } catch (err) {
      if (notFound(err)) return undefined
      throw err
    }
  }

  /**
   * Create Transfer's `purchasePrice`: required for a premium name, and then exactly Get Pricing's
   * `transferPrice` (the price the quote was made from); a regular name must send none.
   */
  const premiumPrice = async (name: string): Promise<{ purchasePrice?: number }> => {
    const price = await namecomPricing(call, name, 1)
    if (!price.premium) return {}
    if (typeof price.transferPrice !== 'number')
      throw new ProviderError(`Name.com quotes no transfer price for ${name}`, false, 'unavailable')
    return { purchasePrice: price.transferPrice }
  }

  return {
    controlState: domainState,
    setPrivacy: (domain, enabled) =>
      action(domain, enabled ? 'enableWhoisPrivacy' : 'disableWhoisPrivacy'),
    async setLock(domain, locked) {
      if (!locked) {
        const now = await domainState(domain)
        if (now.transferLockExpiresAt)
          throw new ProviderError(
            `${domain} is under the registry's transfer lock until ${now.transferLockExpiresAt.toISOString()}`,
            false,
            'transfer_locked',
          )
      }
      return action(domain, locked ? 'lock' : 'unlock')
    },
    async authCode(domain) {
      const res = (await call('GET', `/core/v1/domains/${enc(domain)}:getAuthCode`)) as {
        authCode?: string
      }
      if (!res.authCode) throw new ProviderError('Name.com sent no auth code', true, 'bad_response')
      return res.authCode
    },
    async transferEligibility(domain) {
      const name = domain.trim().toLowerCase()
      const res = (await call('GET', `/core/v1/transfers/eligibility/${enc(name)}`)) as {
        atName?: boolean
      }
      if (res.atName) {
        const ours = await call('GET', `/core/v1/domains/${enc(name)}`).then(
          () => true,
          unless(notFound, false),
        )
        if (ours) return { eligible: false, reason: 'already_ours' }
      }
      const check = (await call('POST', '/core/v1/domains:checkAvailability', {
        domainNames: [name],
      }).catch(unless(hasCode('unprocessable'), undefined))) as
        { results?: { purchasable?: boolean }[] } | undefined
      if (!check) return { eligible: false, reason: 'unsupported_tld' }
      if (check.results?.[0]?.purchasable) return { eligible: false, reason: 'not_registered' }
      // A transfer has its own price (a premium name's can be far above the usual renewal).
      const transferCents = cents((await namecomPricing(call, name, 1)).transferPrice)
      return transferCents ? { eligible: true, transferCents } : { eligible: true }
    },
    async transferIn({ domain, authCode }) {
      // CreateTransfer takes no idempotency key: the account's own transfer record is the truth.
      const existing = await transfer(domain)
      if (existing && existing.state !== 'failed' && existing.state !== 'cancelled') return existing
      const name = domain.trim().toLowerCase()
      const res = (await call(
        'POST',
        '/core/v1/transfers',
        { domainName: name, authCode, privacyEnabled: true, ...(await premiumPrice(name)) },
        { timeoutMs: 60_000 },
      )) as { transfer?: { status?: string } }
      const status = res.transfer?.status
      return { state: toTransferState(status), detail: status ?? 'pending' }
    },
    async transferStatus(domain) {
      const found = await transfer(domain)
      if (!found) throw new ProviderError(`no transfer of ${domain}`, false, 'not_found')
      return found
    },
    async cancelTransfer(domain) {
      const name = domain.trim().toLowerCase()
      // 200: cancelled now. 400: cancelled before (a repeat); 404: nothing left that can be
      // cancelled. For those two the transfer's own record says where it stands.
      const res = (await call('POST', `/core/v1/transfers/${enc(name)}:cancel`, {}).catch(
        unless((err) => hasCode('rejected')(err) || notFound(err), undefined),
      )) as { status?: string } | undefined
      if (res) return { state: 'cancelled', detail: res.status ?? 'canceled' }
      const now = await transfer(name)
      if (now?.state === 'cancelled') return now
      throw new ProviderError(
        `the transfer of ${name} can no longer be cancelled (${now?.detail ?? 'not found'})`,
        false,
        'not_cancellable',
      )
    },
    async listDs(domain) {
      const res = (await call('GET', `/core/v1/domains/${enc(domain)}/dnssec`)) as {
        dnssec?: NameComDs[]
      }
      return (res.dnssec ?? []).map((d) => ({
        keyTag: d.keyTag,
        algorithm: d.algorithm,
        digestType: d.digestType,
        digest: d.digest,
      }))
    },
    async addDs(domain, ds) {
      // 409: the registry already holds this DS record (a retried step).
      await call('POST', `/core/v1/domains/${enc(domain)}/dnssec`, { ...ds }).catch(
        unless(hasCode('idempotency_conflict'), undefined),
      )
    },
    async removeDs(domain, digest) {
      await call(
        'DELETE',
        `/core/v1/domains/${enc(domain)}/dnssec/${encodeURIComponent(digest)}`,
      ).catch(unless(notFound, undefined))
    },
  }
}
