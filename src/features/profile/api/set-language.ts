import { languageRequest } from '@contract/user'
import { postLanguage } from '@contract/user.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { defineQueuedMutation } from '@/lib/offline/queue-registry'
import { queryKeys } from '@/lib/query-keys'

/**
 * POST /api/user/language. The UI switches at once (setLanguage); this tells the server for the bot
 * and the user's other devices, waiting offline and replaying with the key made at the tap.
 */
export const languageWrite = defineQueuedMutation({
  mutationKey: ['user', 'language'],
  payload: languageRequest,
  mutationFn: ({ idempotencyKey, language }) =>
    callEndpoint(postLanguage, { body: { language }, idempotencyKey }),
  invalidates: [queryKeys.profile],
})
