// Top-ups in Telegram Stars: the amount menu (/topup, or sent by POST /api/send-topup-menu), the
// invoice for the amount pressed, the pre-checkout answer and the crediting of a paid invoice.
import { Composer } from 'grammy'
import type { Db } from '../db/client'
import { users } from '../db/schema'
import { checkTopupCheckout, creditStarPayment, parseTopupPayload } from '../domain/payments'
import type { Logger } from '../logger'
import { texts } from './texts'
import { sendTopupInvoice, sendTopupMenu, TOPUP_CALLBACK } from './topup-menu'
import { userLang } from './user-lang'

export function topupComposer({ db, logger }: { db: Db; logger: Logger }) {
  const composer = new Composer()

  composer.command('topup', async (ctx) => {
    if (ctx.chat.type !== 'private' || !ctx.from) return
    const lang = await userLang(db, ctx.from.id, ctx.from.language_code)
    await sendTopupMenu(ctx.api, db, ctx.chat.id, lang)
  })

  composer.callbackQuery(TOPUP_CALLBACK, async (ctx) => {
    const lang = await userLang(db, ctx.from.id, ctx.from.language_code)
    const sent = await sendTopupInvoice(ctx.api, db, {
      chatId: ctx.chat?.id ?? ctx.from.id,
      userId: ctx.from.id,
      amountCents: Number(ctx.match[1]),
      lang,
    })
    await ctx.answerCallbackQuery(sent ? {} : { text: texts[lang].unknownAmount })
  })

  composer.on('pre_checkout_query', async (ctx) => {
    const q = ctx.preCheckoutQuery
    const verdict = await checkTopupCheckout(db, {
      fromId: q.from.id,
      currency: q.currency,
      totalAmount: q.total_amount,
      payload: q.invoice_payload,
    })
    if (verdict.ok) return ctx.answerPreCheckoutQuery(true)
    logger.warn({ from: q.from.id, reason: verdict.reason }, 'pre-checkout refused')
    const t = texts[await userLang(db, q.from.id, q.from.language_code)]
    const message =
      verdict.reason === 'banned'
        ? t.banned
        : verdict.reason === 'unknown_user'
          ? t.notRegistered
          : t.checkoutRefused
    return ctx.answerPreCheckoutQuery(false, { error_message: message })
  })

  composer.on('message:successful_payment', async (ctx) => {
    const paid = ctx.message.successful_payment
    const payment = parseTopupPayload(paid.invoice_payload)
    if (!payment) {
      // Telegram took the Stars for a payload we do not issue: an operator must look at it.
      logger.error(
        { charge: paid.telegram_payment_charge_id, payload: paid.invoice_payload },
        'paid invoice with an unknown payload',
      )
      return
    }
    // The payer may have paid before the user row existed; the Stars must still land somewhere.
    await db
      .insert(users)
      .values({
        tgId: payment.userId,
        firstName: ctx.from.first_name,
        username: ctx.from.username ?? null,
      })
      .onConflictDoNothing()
    const result = await creditStarPayment(db, {
      chargeId: paid.telegram_payment_charge_id,
      userId: payment.userId,
      stars: paid.total_amount,
      amountCents: payment.amountCents,
      payload: paid.invoice_payload,
      description: `Telegram Stars top-up (${paid.total_amount} ⭐)`,
    })
    if (!result.credited) return
    logger.info({ user: payment.userId, cents: payment.amountCents }, 'stars top-up credited')
    const lang = await userLang(db, payment.userId, ctx.from.language_code)
    await ctx.reply(texts[lang].credited(payment.amountCents, result.balanceCents))
  })

  return composer
}
