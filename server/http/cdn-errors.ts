import { DomainAccessError } from '../core/dns/dns'
import { ProviderError, ProviderRateLimited, ProviderRejection } from '../providers/types'
import { HttpError } from './errors'

const FIELD_PREFIX = /^(type|name|content|proxied|ttl): /

/**
 * Runs a call that reaches the caller's domain and its CDN zone, turning what can go wrong into the
 * answers a client can act on: 404 (not your domain, no such record), 409 (zone not ready), 400
 * naming the field the CDN refused, 503 while the CDN cannot answer. Never a 500.
 */
export async function managingDomain<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (err) {
    if (err instanceof DomainAccessError) {
      if (err.reason === 'not_found')
        throw new HttpError(404, 'domain_not_found', err.message, 'domain')
      throw new HttpError(409, 'domain_not_ready', err.message, 'domain')
    }
    if (err instanceof ProviderError) throw fromProvider(err)
    throw err
  }
}

/** The request field a Cloudflare error code is about (its documented DNS validation codes). */
const fieldOfCode: Record<number, string> = {
  9000: 'name',
  9004: 'proxy_status',
  9005: 'content',
  9006: 'content',
  9007: 'content',
  9041: 'proxy_status',
  81053: 'name',
  81058: 'content',
}

function fromProvider(err: ProviderError): HttpError {
  if (err instanceof ProviderRejection) {
    const field = err.reasons.map((r) => fieldOfCode[r.code]).find(Boolean) ?? 'body'
    const said = err.reasons.map((r) => r.message).join(' ') || err.message
    // The codes go along so the app can say the reason in the user's language.
    return new HttpError(400, 'cdn_rejected', `${field}: ${said}`, field, {
      cdn_errors: err.reasons,
    })
  }
  if (err.retryable)
    return new HttpError(
      503,
      'cdn_unavailable',
      'The CDN is not answering right now. Please try again in a minute.',
      undefined,
      err instanceof ProviderRateLimited
        ? { retry_after: Math.ceil(err.retryAfterMs / 1000) }
        : undefined,
    )
  switch (err.code) {
    case 'record_not_found':
      return new HttpError(
        404,
        'record_not_found',
        'No such DNS record in this domain’s zone',
        'id',
      )
    case 'zone_not_found':
      return new HttpError(409, 'domain_not_ready', 'The domain’s CDN zone is not available')
    case 'too_many_records':
      return new HttpError(409, 'too_many_records', err.message)
    case 'invalid_record':
    case 'invalid_setting': {
      const field = FIELD_PREFIX.exec(err.message)?.[1]
      const name = field === 'proxied' ? 'proxy_status' : (field ?? 'body')
      return new HttpError(
        400,
        'bad_request',
        `${name}: ${err.message.replace(FIELD_PREFIX, '')}`,
        name,
      )
    }
    default:
      return new HttpError(502, 'cdn_refused', `The CDN refused the change: ${err.message}`)
  }
}
