import { z } from 'zod'
import { setDomainLifecycle } from '@contract/lifecycle.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { defineQueuedMutation } from '@/lib/offline/queue-registry'

const lifecyclePayload = z.object({
  domain: z.string().min(1),
  auto_renew: z.boolean().optional(),
  reminders_muted: z.boolean().optional(),
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
