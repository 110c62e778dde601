import { endpoint } from './endpoint'
import {
  sendTopupMenuRequest,
  sendTopupMenuResponse,
  topupInvoiceRequest,
  topupInvoiceResponse,
  topupOffersResponse,
} from './payments'

/**
 * Refusals: 403 `forbidden` when user_id is not the caller, 503 `bot_unavailable` when the bot is
 * switched off, 502 `telegram_error` when Telegram refused the message (the user never started
 * the bot, or blocked it).
 */
export const sendTopupMenu = endpoint({
  methods: ['post'],
  path: '/api/send-topup-menu',
  auth: 'user',
  summary: 'Have the bot send the top-up amounts (Telegram Stars) to the user’s chat',
  body: sendTopupMenuRequest,
  response: sendTopupMenuResponse,
})

/** The top-up amounts and their Stars price (GET and POST alike: a read). */
export const topupOffers = endpoint({
  methods: ['get', 'post'],
  path: '/api/topup/offers',
  auth: 'user',
  summary: 'Top-up amounts on offer, each priced in Telegram Stars',
  response: topupOffersResponse,
})

/**
 * Refusals: 400 `invalid_amount` when the amount is not on offer, 503 `bot_unavailable` when the
 * bot is switched off (outside demo mode), 502 `telegram_error` when Telegram refused the link.
 */
export const createTopupInvoice = endpoint({
  methods: ['post'],
  path: '/api/topup/invoice',
  auth: 'user',
  summary: 'Create a Telegram Stars invoice link for a top-up, opened in place by the app',
  body: topupInvoiceRequest,
  response: topupInvoiceResponse,
})
