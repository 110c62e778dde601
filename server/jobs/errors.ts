import { ProviderError } from '../providers/types'

/** Thrown by a handler when retrying can never help (bad payload, refused for good). */
export class PermanentJobError extends Error {}

/** Thrown by a handler that must look again later (e.g. a zone not active yet); costs no attempt. */
export class RetryLaterError extends Error {
  constructor(
    readonly delayMs: number,
    message = 'not ready yet',
  ) {
    super(message)
  }
}

export function isPermanent(err: unknown): boolean {
  return err instanceof PermanentJobError || (err instanceof ProviderError && !err.retryable)
}

export function describeError(err: unknown): string {
  if (err instanceof ProviderError && err.code) return `${err.code}: ${err.message}`
  return err instanceof Error ? err.message : String(err)
}
