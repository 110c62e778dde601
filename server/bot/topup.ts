// Top-ups in Telegram Stars chosen in the chat: the amount menu (/topup, or sent by POST
// /api/send-topup-menu) and the invoice for the amount pressed. Paying is in ./payment.
import { Composer } from 'grammy'
import type { Db } from '../db/client'
import type { PayloadKey } from '../core/payments/topup-payload'
import { texts } from './texts'
import { sendTopupInvoice, sendTopupMenu, TOPUP_CALLBACK } from './topup-menu'
import { userLang } from './user-lang'

export function topupComposer({ db, payloadKey }: { db: Db; payloadKey: PayloadKey }) {
  const composer = new Composer()

  composer.command('topup', async (ctx) => {
    if (ctx.chat.type !== 'private' || !ctx.from) return
    const lang = await userLang(db, ctx.from.id, ctx.from.language_code)
    await sendTopupMenu(ctx.api, db, ctx.chat.id, lang)
  })

  composer.callbackQuery(TOPUP_CALLBACK, async (ctx) => {
    const lang = await userLang(db, ctx.from.id, ctx.from.language_code)
    const sent = await sendTopupInvoice(ctx.api, db, payloadKey, {
      chatId: ctx.chat?.id ?? ctx.from.id,
      userId: ctx.from.id,
      amountCents: Number(ctx.match[1]),
      lang,
    })
    await ctx.answerCallbackQuery(sent ? {} : { text: texts[lang].unknownAmount })
  })

  return composer
}
