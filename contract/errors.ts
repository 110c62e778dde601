import { z } from 'zod/mini'

/** Every non-2xx JSON answer of the API (except the ban body) has this shape. */
export const errorBody = z.object({
  error: z.string(),
  message: z.string(),
  /** For a 400: the request field that is wrong, as a dotted path. */
  field: z.optional(z.string()),
})
export type ErrorBody = z.infer<typeof errorBody>

/** 403 on every user call of a banned user. */
export const bannedBody = z.object({ banned: z.literal(true), reason: z.string() })
export type BannedBody = z.infer<typeof bannedBody>

export const okBody = z.object({ ok: z.literal(true) })

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
