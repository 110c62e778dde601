import type { RegistrarControlsView } from '@contract/registrar'
import { ControlsRefusal, type ControlsView } from '../../core/registrar/registrar-controls'
import { DomainAccessError } from '../../core/dns/dns'
import { ProviderError } from '../../providers/types'
import { HttpError } from '../errors'

const refusalCode = {
  not_registered: 'domain_not_registered',
  unsupported: 'not_supported',
  transfer_locked: 'transfer_locked',
  locked: 'domain_locked',
} as const

/**
 * Runs a registrar call for the caller's domain: 404 not yours, 409 a refusal the app explains
 * (with `until` for the registry's transfer lock), 503 while the registrar does not answer, 502
 * when it refuses. Never a 500.
 */
export async function atRegistrar<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (err) {
    if (err instanceof DomainAccessError) {
      if (err.reason === 'not_found')
        throw new HttpError(404, 'domain_not_found', err.message, 'domain')
      throw new HttpError(409, 'domain_not_registered', err.message, 'domain')
    }
    if (err instanceof ControlsRefusal)
      throw new HttpError(
        409,
        refusalCode[err.reason],
        err.message,
        undefined,
        err.until ? { until: err.until.toISOString() } : undefined,
      )
    if (err instanceof ProviderError) {
      if (err.retryable)
        throw new HttpError(
          503,
          'registrar_unavailable',
          'The registrar is not answering right now. Please try again in a minute.',
        )
      throw new HttpError(502, 'registrar_refused', `The registrar refused: ${err.message}`)
    }
    throw err
  }
}

export const presentControls = (v: ControlsView): RegistrarControlsView => ({
  privacy_enabled: v.privacyEnabled,
  locked: v.locked,
  transfer_lock_expires_at: v.transferLockExpiresAt?.toISOString() ?? null,
  dnssec: v.dnssec,
  dnssec_error: v.dnssecError,
  ds: v.ds
    ? {
        key_tag: v.ds.keyTag,
        algorithm: v.ds.algorithm,
        digest_type: v.ds.digestType,
        digest: v.ds.digest,
      }
    : null,
  ...(v.staleSince ? { registrar_unreachable: true, as_of: v.staleSince.toISOString() } : {}),
})
