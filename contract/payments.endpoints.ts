import { resource } from './endpoint'
import {
  sendTopupMenuRequest,
  sendTopupMenuResponse,
  topupInvoiceRequest,
  topupInvoiceResponse,
  topupOffersResponse,
} from './payments'

const user = resource('user', {
  'POST /api/send-topup-menu':
    'Have the bot send the top-up amounts (Telegram Stars) to the user’s chat',
  'GET POST /api/topup/offers': 'Top-up amounts on offer, each priced in Telegram Stars',
  'POST /api/topup/invoice':
    'Create a Telegram Stars invoice link for a top-up, opened in place by the app',
})

/**
 * Refusals: 403 `forbidden` when user_id is not the caller, 503 `bot_unavailable` when the bot is
 * switched off, 502 `telegram_error` when Telegram refused the message (the user never started
 * the bot, or blocked it).
 */
export const sendTopupMenu = user.post('/api/send-topup-menu', {
  body: sendTopupMenuRequest,
  response: sendTopupMenuResponse,
})

/** The top-up amounts and their Stars price (GET and POST alike: a read). */
export const topupOffers = user.read('/api/topup/offers', { response: topupOffersResponse })

/**
 * Refusals: 400 `invalid_amount` when the amount is not on offer, 503 `bot_unavailable` when the
 * bot is switched off (outside demo mode), 502 `telegram_error` when Telegram refused the link.
 */
export const createTopupInvoice = user.post('/api/topup/invoice', {
  body: topupInvoiceRequest,
  response: topupInvoiceResponse,
})
