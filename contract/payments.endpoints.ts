import { endpoint } from './endpoint'
import { sendTopupMenuRequest, sendTopupMenuResponse } from './payments'

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
