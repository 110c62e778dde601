import { z } from 'zod/mini'

/** A DS record as the registrar hands it to the registry (RFC 4034 fields). */
export const dsRecord = z.object({
  key_tag: z.number().check(z.int()),
  algorithm: z.number().check(z.int()),
  digest_type: z.number().check(z.int()),
  digest: z.string(),
})
export type DsRecordView = z.infer<typeof dsRecord>

/**
 * DNSSEC of the domain: `enabling` (the CDN signs, the DS goes to the registrar), `pending` (the DS
 * is at the registrar, the CDN waits to see it), `active`, `disabling` (DS removed first), `off`;
 * `enable_failed` / `disable_failed` when a change failed for good (`dnssec_error` says why):
 * asking again retries it.
 */
export const dnssecState = z.enum([
  'off',
  'enabling',
  'pending',
  'active',
  'disabling',
  'enable_failed',
  'disable_failed',
])
export type DnssecState = z.infer<typeof dnssecState>

/**
 * The domain's registrar settings. With `registrar_unreachable: true` the registrar did not answer
 * and these are the values as last read at `as_of`.
 */
export const registrarControls = z.object({
  privacy_enabled: z.boolean(),
  locked: z.boolean(),
  /** Until then the registry's policy lock (after a registration or transfer) refuses an unlock. */
  transfer_lock_expires_at: z.nullable(z.string()),
  dnssec: dnssecState,
  /** Why the last DNSSEC change failed, with enable_failed / disable_failed. */
  dnssec_error: z.optional(z.nullable(z.string())),
  ds: z.nullable(dsRecord),
  registrar_unreachable: z.optional(z.boolean()),
  as_of: z.optional(z.string()),
})
export type RegistrarControlsView = z.infer<typeof registrarControls>

export const privacyRequest = z.object({ enabled: z.boolean() })
export const lockRequest = z.object({ locked: z.boolean() })
export const dnssecRequest = z.object({ enabled: z.boolean() })

/** Asking for the auth code is an explicit, confirmed act. */
export const authCodeRequest = z.object({ confirm: z.literal(true) })
export const authCodeResponse = z.object({ auth_code: z.string() })
export type AuthCodeResponse = z.infer<typeof authCodeResponse>

/** 409 refusals of these calls (`error`): why the change cannot be made now. */
export const registrarRefusals = [
  'domain_not_registered',
  'not_supported',
  'transfer_locked',
  'domain_locked',
] as const
