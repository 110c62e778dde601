// Previewed DNS changes with a history and undo. A change is a list of typed operations computed on
// the server from the zone's current records; `basis` names those records, so applying a preview
// computed from records that have since changed is refused (409 stale_preview) instead of
// clobbering them. Operations carry a `kind` so other zone objects (redirects) can join the history.
import { z } from 'zod/mini'
import { dnsCreateRequest, proxyStatus } from './dns'
import { dnsTemplateIds, dnsTemplates, isTemplateTarget } from './dns-templates'
import { redirectCreateRequest, redirectStatus } from './redirects'

/** A record as an operation sees it; `id` is absent on a planned add (the CDN gives it). */
export const changeRecord = z.object({
  id: z.optional(z.string()),
  type: z.string(),
  name: z.string(),
  content: z.string(),
  proxy_status: proxyStatus,
  /** Seconds; 1 is automatic. Kept so an undo restores the record exactly. */
  ttl: z.optional(z.number().check(z.int())),
})
export type ChangeRecord = z.infer<typeof changeRecord>

export const recordOperation = z.object({
  kind: z.literal('record'),
  action: z.enum(['add', 'update', 'remove']),
  before: z.optional(changeRecord),
  after: z.optional(changeRecord),
})
export type RecordOperation = z.infer<typeof recordOperation>
/** A redirect as an operation sees it; `id` is absent on a planned add (the CDN gives it). */
export const changeRedirect = z.object({
  id: z.optional(z.string()),
  source: z.string(),
  target: z.string(),
  status_code: redirectStatus,
  keep_path: z.boolean(),
  /** It comes or goes with a proxied AAAA 100:: placeholder record, a record operation beside it. */
  placeholder: z.boolean(),
})
export type ChangeRedirect = z.infer<typeof changeRedirect>

export const redirectOperation = z.object({
  kind: z.literal('redirect'),
  action: z.enum(['add', 'remove']),
  before: z.optional(changeRedirect),
  after: z.optional(changeRedirect),
})
export type RedirectOperation = z.infer<typeof redirectOperation>

/** Every operation kind a change can hold. */
export const changeOperation = z.discriminatedUnion('kind', [recordOperation, redirectOperation])
export type ChangeOperation = z.infer<typeof changeOperation>

/**
 * Why existing records leave: a CNAME cannot share its name; a template replaces the root's
 * addresses, the mail servers or the SPF policy; `duplicate`: the record is there already.
 */
export const conflictReason = z.enum(['cname', 'address', 'mail', 'spf', 'duplicate'])
export type ConflictReason = z.infer<typeof conflictReason>
export const changeConflict = z.object({
  reason: conflictReason,
  name: z.string(),
  records: z.array(changeRecord),
})
export type ChangeConflict = z.infer<typeof changeConflict>

export const recordEdit = z.discriminatedUnion('action', [
  z.object({ action: z.literal('add'), record: dnsCreateRequest }),
  z.object({
    action: z.literal('update'),
    id: z.string().check(z.minLength(1)),
    record: dnsCreateRequest,
  }),
  z.object({ action: z.literal('remove'), id: z.string().check(z.minLength(1)) }),
])
export type RecordEdit = z.input<typeof recordEdit>

export const dnsTemplateId = z.enum(dnsTemplateIds)

const templateChange = z
  .object({
    source: z.literal('template'),
    template: dnsTemplateId,
    target: z.optional(z.string().check(z.trim())),
  })
  .check(
    z.superRefine((v, ctx) => {
      const needs = dnsTemplates.find((t) => t.id === v.template)?.target
      if (!needs) return
      if (!v.target)
        ctx.addIssue({ code: 'custom', path: ['target'], message: `is required for ${v.template}` })
      else if (!isTemplateTarget(v.target))
        ctx.addIssue({ code: 'custom', path: ['target'], message: 'must be letters, digits and -' })
    }),
  )

export const redirectEdit = z.discriminatedUnion('action', [
  z.object({ action: z.literal('add'), redirect: redirectCreateRequest }),
  z.object({ action: z.literal('remove'), id: z.string().check(z.minLength(1)) }),
])

/** What the owner asks for: one record edit, a template, or adding or removing a redirect. */
export const dnsChangeRequest = z.discriminatedUnion('source', [
  z.object({ source: z.literal('record'), edit: recordEdit }),
  templateChange,
  z.object({ source: z.literal('redirect'), edit: redirectEdit }),
])
export type DnsChangeRequest = z.input<typeof dnsChangeRequest>

export const dnsChangePreview = z.object({
  /** Names the records and redirects this preview was computed from; send it back to apply. */
  basis: z.string(),
  operations: z.array(changeOperation),
  conflicts: z.array(changeConflict),
})
export type DnsChangePreview = z.infer<typeof dnsChangePreview>

export const dnsChangeApplyRequest = z.object({
  change: dnsChangeRequest,
  basis: z.string().check(z.minLength(1), z.maxLength(128)),
})

export const dnsChangeView = z.object({
  id: z.number().check(z.int()),
  /** `email`: the records email forwarding needs, added when routing is turned on. */
  source: z.enum(['record', 'template', 'redirect', 'email']),
  template: z.optional(dnsTemplateId),
  operations: z.array(changeOperation),
  status: z.enum(['applied', 'undone']),
  /** The CDN failed part way: these operations went through, the rest did not. */
  partial: z.boolean(),
  /**
   * The server stopped while applying it: which operations went through is unknown, so it cannot
   * be undone and Undo passes over it to the change before.
   */
  interrupted: z.optional(z.boolean()),
  created_at: z.string(),
  undone_at: z.optional(z.string()),
  /** The newest applied change of the domain: the one Undo reverts. */
  can_undo: z.boolean(),
})
export type DnsChangeView = z.infer<typeof dnsChangeView>

export const dnsChangeResponse = z.object({ success: z.literal(true), change: dnsChangeView })
export const dnsChangeList = z.object({ changes: z.array(dnsChangeView) })
export const dnsChangeParams = z.object({
  domain: z.string(),
  id: z.string().check(z.regex(/^\d{1,15}$/, 'must be a change number')),
})
