import { z } from 'zod'
import { usd } from './money'

/** POST /api/send-topup-menu: the bot sends the caller its amount choices in the chat. */
export const sendTopupMenuRequest = z.object({
  /** Must be the caller's own Telegram id. */
  user_id: z.number().int().positive(),
})
export type SendTopupMenuRequest = z.infer<typeof sendTopupMenuRequest>

/**
 * `chat`: the menu is in the user's chat with the bot; the user continues there.
 * `demo`: demo mode has no Telegram; a demo top-up of `amount` was credited at once.
 */
export const sendTopupMenuResponse = z.discriminatedUnion('mode', [
  z.object({ success: z.literal(true), mode: z.literal('chat') }),
  z.object({
    success: z.literal(true),
    mode: z.literal('demo'),
    amount: usd,
    balance: usd,
  }),
])
export type SendTopupMenuResponse = z.infer<typeof sendTopupMenuResponse>

/** Amounts the bot offers, in US cents. */
export const TOPUP_AMOUNTS_CENTS = [500, 1000, 2500, 5000] as const
