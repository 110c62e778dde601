// Top-ups. With the bot on, the Stars invoice opens in place in the app (POST /api/topup/invoice)
// or the bot sends the amount menu to the chat (POST /api/send-topup-menu); either way the bot's
// successful_payment credits the balance. With the bot off nothing may reach Telegram: demo mode
// books a demo top-up through the same crediting path as a paid one; a real deployment says the
// bot is off.
import { centsToUsd, usdToCents } from '@contract/money'
import { createTopupInvoice, sendTopupMenu, topupOffers } from '@contract/payments.endpoints'
import type { Context } from 'hono'
import type { TelegramGateway } from '../../bot/gateway'
import type { Db } from '../../db/client'
import {
  creditDemoTopup,
  topupInvoice,
  topupOffers as offersAtRate,
} from '../../core/payments/payments'
import type { PayloadKey } from '../../core/payments/topup-payload'
import type { AppEnv } from '../env'
import { HttpError } from '../errors'
import type { Router } from '../route'

export interface PaymentRouteDeps {
  db: Db
  demo: boolean
  telegram?: TelegramGateway
  payloadKey: PayloadKey
}

const botOff = () =>
  new HttpError(
    503,
    'bot_unavailable',
    'Top-ups are unavailable: the bot is switched off (BOT_MODE=off).',
  )

async function demoTopup(c: Context<AppEnv>, db: Db, key: PayloadKey, amountCents?: number) {
  const topup = await creditDemoTopup(db, key, c.get('user').tgId, amountCents)
  return c.json({
    success: true as const,
    mode: 'demo' as const,
    amount: centsToUsd(topup.amountCents),
    balance: centsToUsd(topup.balanceCents),
  })
}

export function mountPaymentRoutes(
  router: Router,
  { db, demo, telegram, payloadKey }: PaymentRouteDeps,
) {
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
    if (!demo) throw botOff()
    return demoTopup(c, db, payloadKey)
  })

  router.mount(topupOffers, async ({ c }) => {
    const offers = await offersAtRate(db)
    return c.json({
      offers: offers.map((o) => ({ amount: centsToUsd(o.amountCents), stars: o.stars })),
      demo: !telegram && demo,
    })
  })

  router.mount(createTopupInvoice, async ({ c, body }) => {
    const user = c.get('user')
    const invoice = await topupInvoice(db, user.tgId, usdToCents(body.amount))
    if (!invoice) {
      const offered = (await offersAtRate(db)).map((o) => centsToUsd(o.amountCents)).join(', ')
      throw new HttpError(400, 'invalid_amount', `amount: must be one of ${offered}`, 'amount')
    }
    if (!telegram) {
      if (!demo) throw botOff()
      return demoTopup(c, db, payloadKey, invoice.amountCents)
    }
    let link: string
    try {
      link = await telegram.createTopupInvoiceLink(invoice, user.languageCode)
    } catch (err) {
      c.get('log').warn({ err }, 'invoice link not created')
      throw new HttpError(
        502,
        'telegram_error',
        'Telegram refused to create the invoice; try again.',
      )
    }
    const slug = invoiceSlug(link)
    if (!slug) {
      c.get('log').error({ link }, 'Telegram answered an invoice link of an unknown shape')
      throw new HttpError(502, 'telegram_error', 'Telegram answered an unexpected invoice link.')
    }
    return c.json({
      success: true as const,
      mode: 'invoice' as const,
      invoice_link: link,
      slug,
      amount: centsToUsd(invoice.amountCents),
      stars: invoice.stars,
    })
  })
}

/** The slug the Mini App opens: `https://t.me/$SLUG` or `https://t.me/invoice/SLUG`. */
export function invoiceSlug(link: string): string | null {
  const m = /^https:\/\/t\.me\/(?:\$|invoice\/)([\w-]+)$/.exec(link)
  return m?.[1] ?? null
}
