import { ProviderError } from '../../providers/types'
import { HttpError } from '../errors'

/** A registrar that cannot answer is a 503 the client may retry, never a 500. */
export async function askingRegistrar<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (err) {
    if (err instanceof ProviderError) {
      throw new HttpError(
        503,
        'registrar_unavailable',
        'The domain registrar is not answering right now. Please try again in a minute.',
      )
    }
    throw err
  }
}
