// Search and the cart both depend on the registrar's prices and availability: while it cannot be
// reached (a 503 `registrar_unavailable`) they say so in the same words.
import { msg } from '@lingui/core/macro'
import { ApiError } from './api-client'

export const isRegistrarUnreachable = (err: unknown) =>
  err instanceof ApiError && err.status === 503 && err.code === 'registrar_unavailable'

export const registrarUnreachableText = msg`The domain registrar cannot be reached right now, so prices and availability are unknown. Try again in a few minutes.`
