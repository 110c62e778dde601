import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ErrorBody } from '@contract/errors'

/** An error the client is meant to see: status, stable code, human message, optional field. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message)
  }
}

export const badRequest = (field: string, message: string) =>
  new HttpError(400, 'bad_request', `${field}: ${message}`, field)

export function errorResponse(c: Context, err: HttpError) {
  const body: ErrorBody & Record<string, unknown> = { error: err.code, message: err.message }
  if (err.field !== undefined) body.field = err.field
  return c.json({ ...body, ...err.extra }, err.status)
}
