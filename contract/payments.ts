import { z } from 'zod/mini'
import { usd } from './usd'

/** POST /api/send-topup-menu: the bot sends the caller its amount choices in the chat. */
export const sendTopupMenuRequest = z.object({
  /** Must be the caller's own Telegram id. */
  user_id: z.number().check(z.int(), z.positive()),
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

/** POST /api/topup/invoice: an invoice link in Telegram Stars the app opens in place. */
export const topupInvoiceRequest = z.object({
  /** One of TOPUP_AMOUNTS_CENTS, in USD (`5`, `10`, `25`, `50`). */
  amount: usd,
})
export type TopupInvoiceRequest = z.infer<typeof topupInvoiceRequest>

/**
 * `invoice`: open `invoice_link` with Telegram's `web_app_open_invoice` (its `slug` is the part
 * after `https://t.me/$` or `https://t.me/invoice/`); the balance is credited by the bot's
 * `successful_payment`, never by the app.
 * `demo`: demo mode has no Telegram; a demo top-up of `amount` was credited at once.
 */
export const topupInvoiceResponse = z.discriminatedUnion('mode', [
  z.object({
    success: z.literal(true),
    mode: z.literal('invoice'),
    invoice_link: z.string().check(z.url()),
    slug: z.string().check(z.minLength(1)),
    amount: usd,
    stars: z.number().check(z.int(), z.positive()),
  }),
  z.object({
    success: z.literal(true),
    mode: z.literal('demo'),
    amount: usd,
    balance: usd,
  }),
])
export type TopupInvoiceResponse = z.infer<typeof topupInvoiceResponse>

/** The amounts on offer with their price in Stars at the operator's current rate. */
export const topupOffersResponse = z.object({
  offers: z.array(z.object({ amount: usd, stars: z.number().check(z.int(), z.positive()) })),
  /** Demo mode: no Telegram to pay through; a confirmed top-up is credited at once. */
  demo: z._default(z.boolean(), false),
})
export type TopupOffersResponse = z.infer<typeof topupOffersResponse>
