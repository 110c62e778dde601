// POST /api/send-topup-menu. With the bot on, the bot sends the amount choices to the user's chat
// and the payment happens there. With it off nothing may reach Telegram: demo mode books a demo
// top-up through the same crediting path as a paid one; a real deployment says the bot is off.
import { centsToUsd } from '@contract/money'
import { sendTopupMenu } from '@contract/payments.endpoints'
import type { TelegramGateway } from '../../bot/gateway'
import type { Db } from '../../db/client'
import { creditDemoTopup } from '../../domain/payments'
import { HttpError } from '../errors'
import type { Router } from '../route'

export interface PaymentRouteDeps {
  db: Db
  demo: boolean
  telegram?: TelegramGateway
}

export function mountPaymentRoutes(router: Router, { db, demo, telegram }: PaymentRouteDeps) {
  router.mount(sendTopupMenu, async ({ c, body }) => {
    const user = c.get('user')
    if (body.user_id !== user.tgId) {
      throw new HttpError(403, 'forbidden', 'user_id: must be your own Telegram id', 'user_id')
    }
    if (telegram) {
      try {
        await telegram.sendTopupMenu(user.tgId, user.languageCode)
      } catch (err) {
        c.get('log').warn({ err }, 'top-up menu not sent')
        throw new HttpError(
          502,
          'telegram_error',
          'Telegram refused the message: start the bot in a private chat, then try again.',
        )
      }
      return c.json({ success: true as const, mode: 'chat' as const })
    }
    if (!demo) {
      throw new HttpError(
        503,
        'bot_unavailable',
        'Top-ups are unavailable: the bot is switched off (BOT_MODE=off).',
      )
    }
    const topup = await creditDemoTopup(db, user.tgId)
    return c.json({
      success: true as const,
      mode: 'demo' as const,
      amount: centsToUsd(topup.amountCents),
      balance: centsToUsd(topup.balanceCents),
    })
  })
}
