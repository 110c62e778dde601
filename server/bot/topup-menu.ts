import { TOPUP_AMOUNTS_CENTS } from '@contract/payments'
import { InlineKeyboard, type Api } from 'grammy'
import type { Db } from '../db/client'
import { STARS_CURRENCY, starsFor, topupInvoice } from '../core/payments/payments'
import { getSettings } from '../core/admin/settings'
import { encodeTopupPayload, type PayloadKey } from '../core/payments/topup-payload'
import { texts, type BotLang } from './texts'

export const TOPUP_CALLBACK = /^topup:(\d{1,9})$/

/** The amount choices, each priced in Stars at the operator's current rate. */
export async function sendTopupMenu(api: Api, db: Db, chatId: number, lang: BotLang) {
  const { stars_rate_cents } = await getSettings(db)
  const keyboard = new InlineKeyboard()
  TOPUP_AMOUNTS_CENTS.forEach((cents, i) => {
    keyboard.text(
      texts[lang].topupButton(cents, starsFor(cents, stars_rate_cents)),
      `topup:${cents}`,
    )
    if (i % 2 === 1) keyboard.row()
  })
  await api.sendMessage(chatId, texts[lang].topupMenu, { reply_markup: keyboard })
}

/** An invoice in Telegram Stars (XTR, no provider token) for one offered amount. */
export async function sendTopupInvoice(
  api: Api,
  db: Db,
  key: PayloadKey,
  {
    chatId,
    userId,
    amountCents,
    lang,
  }: { chatId: number; userId: number; amountCents: number; lang: BotLang },
): Promise<boolean> {
  const invoice = await topupInvoice(db, userId, amountCents)
  if (!invoice) return false
  await api.sendInvoice(
    chatId,
    texts[lang].invoiceTitle(amountCents),
    texts[lang].invoiceDescription(amountCents),
    encodeTopupPayload(invoice, key),
    STARS_CURRENCY,
    [{ label: texts[lang].invoiceTitle(amountCents), amount: invoice.stars }],
    { provider_token: '' },
  )
  return true
}
