import { z } from 'zod/mini'
import { setDomainLifecycle } from '@contract/lifecycle.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { defineQueuedMutation } from '@/lib/offline/queue-registry'

const lifecyclePayload = z.object({
  domain: z.string().check(z.minLength(1)),
  auto_renew: z.optional(z.boolean()),
  reminders_muted: z.optional(z.boolean()),
})
export type LifecyclePayload = z.infer<typeof lifecyclePayload>

/** The auto-renew and reminder switches wait offline and replay in order, like CDN settings. */
export const lifecycleWrite = defineQueuedMutation({
  mutationKey: ['domain-lifecycle'],
  payload: lifecyclePayload,
  mutationFn: ({ idempotencyKey, domain, ...body }) =>
    callEndpoint(setDomainLifecycle, { body, params: { domain }, idempotencyKey }),
  invalidates: [['user', 'domains']],
})
