// What the HTTP API asks of the bot. Absent when the bot is off (demo mode, BOT_MODE=off), so the
// API never reaches Telegram then.
import type { Api } from 'grammy'
import type { Db } from '../db/client'
import { STARS_CURRENCY } from '../core/payments/payments'
import {
  encodeTopupPayload,
  type PayloadKey,
  type TopupPayload,
} from '../core/payments/topup-payload'
import { texts } from './texts'
import { sendTopupMenu } from './topup-menu'
import { userLang } from './user-lang'

export interface TelegramGateway {
  /** The bot's @username (without @), for t.me links. */
  botUsername(): Promise<string>
  /** Sends the amount choices to the user's private chat with the bot. */
  sendTopupMenu(userId: number, languageCode: string | null): Promise<void>
  /** A Stars invoice link for one top-up, titled in the user's language, for the app to open. */
  createTopupInvoiceLink(invoice: TopupPayload, languageCode: string | null): Promise<string>
  /** Gives the Stars of a charge back to the payer; throws when Telegram refuses. */
  refundStarPayment(userId: number, chargeId: string): Promise<void>
}

export function createTelegramGateway({
  api,
  db,
  payloadKey,
}: {
  api: Api
  db: Db
  payloadKey: PayloadKey
}): TelegramGateway {
  let username: Promise<string> | undefined
  return {
    botUsername() {
      // Asked once per process; a failure is not remembered, so the next call tries again.
      username ??= api.getMe().then(
        (me) => me.username,
        (err: unknown) => {
          username = undefined
          throw err
        },
      )
      return username
    },
    sendTopupMenu: async (userId, languageCode) =>
      sendTopupMenu(api, db, userId, await userLang(db, userId, languageCode)),
    async createTopupInvoiceLink(invoice, languageCode) {
      const t = texts[await userLang(db, invoice.userId, languageCode)]
      // Stars (XTR) take an empty provider token.
      return api.createInvoiceLink(
        t.invoiceTitle(invoice.amountCents),
        t.invoiceDescription(invoice.amountCents),
        encodeTopupPayload(invoice, payloadKey),
        '',
        STARS_CURRENCY,
        [{ label: t.invoiceTitle(invoice.amountCents), amount: invoice.stars }],
      )
    },
    async refundStarPayment(userId, chargeId) {
      await api.refundStarPayment(userId, chargeId)
    },
  }
}
