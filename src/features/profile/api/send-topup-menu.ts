import { sendTopupMenu } from '@contract/payments.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { useTopupMutation } from './topup-mutation'

export interface SendTopupVariables {
  userId: number
  /** One per press: a retried request neither sends a second menu nor books a second demo top-up. */
  idempotencyKey: string
}

/** POST /api/send-topup-menu: the bot sends the amounts to the chat (or, in demo mode, $10 is credited). */
export const useSendTopupMenu = () =>
  useTopupMutation(['user', 'send-topup-menu'], ({ userId }: SendTopupVariables, key) =>
    callEndpoint(sendTopupMenu, { body: { user_id: userId }, idempotencyKey: key }),
  )
