import { RedirectError } from '../../core/redirects/redirect-plan'
import { ProviderError } from '../../providers/types'
import { managingDomain } from '../cdn-errors'
import { HttpError } from '../errors'

const FIELD_PREFIX = /^(source|target|status_code): /

/**
 * The DNS answers (404 not yours, 409 not ready, 400 the CDN refused, 503 CDN away) plus what is
 * particular to redirects: the refusals of core/redirects and the CDN's word on a redirect.
 */
export function managingRedirects<T>(fn: () => Promise<T>): Promise<T> {
  return managingDomain(async () => {
    try {
      return await fn()
    } catch (err) {
      if (err instanceof RedirectError)
        throw new HttpError(
          err.status,
          err.code,
          err.message,
          err.field,
          err.records.length ? { records: err.records } : undefined,
        )
      if (err instanceof ProviderError && err.code === 'redirect_not_found')
        throw new HttpError(404, 'redirect_not_found', 'No such redirect on this domain', 'id')
      if (err instanceof ProviderError && err.code === 'invalid_setting') {
        const field = FIELD_PREFIX.exec(err.message)?.[1] ?? 'body'
        throw new HttpError(400, 'bad_request', err.message, field)
      }
      throw err
    }
  })
}
