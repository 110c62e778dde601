// Paying a Stars invoice, wherever it was opened (chat or Mini App): the pre-checkout answer, the
// crediting of a successful payment, and a refund Telegram reports (refunded_payment).
import { Composer } from 'grammy'
import type { Db } from '../db/client'
import { checkPaidTopup, checkTopupCheckout, creditStarPayment } from '../core/payments/payments'
import { recordTelegramRefund } from '../core/star-payments/star-refunds'
import { ensureUser } from '../core/user/users'
import type { PayloadKey } from '../core/payments/topup-payload'
import type { Logger } from '../logger'
import { texts } from './texts'
import { userLang } from './user-lang'

export function paymentComposer({
  db,
  logger,
  payloadKey,
}: {
  db: Db
  logger: Logger
  payloadKey: PayloadKey
}) {
  const composer = new Composer()

  composer.on('pre_checkout_query', async (ctx) => {
    const q = ctx.preCheckoutQuery
    const verdict = await checkTopupCheckout(db, payloadKey, {
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
    // Pre-checkout already checked all this; Telegram's word on what was paid is checked again so a
    // payment that is not exactly what we signed can never credit anything.
    const verdict = checkPaidTopup(payloadKey, {
      currency: paid.currency,
      totalAmount: paid.total_amount,
      payload: paid.invoice_payload,
    })
    if (!verdict.ok) {
      // Telegram took the Stars for something we did not sign at that price: an operator must look.
      logger.error(
        {
          charge: paid.telegram_payment_charge_id,
          from: ctx.from.id,
          reason: verdict.reason,
          currency: paid.currency,
          total: paid.total_amount,
          payload: paid.invoice_payload,
        },
        'paid invoice not credited',
      )
      return
    }
    const payment = verdict.payment
    // The payer may have paid before the user row existed; the Stars must still land somewhere.
    await ensureUser(db, {
      tgId: payment.userId,
      firstName: ctx.from.first_name,
      username: ctx.from.username ?? null,
    })
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

  composer.on('message:refunded_payment', async (ctx) => {
    const refund = ctx.message.refunded_payment
    const charge = refund.telegram_payment_charge_id
    const result = await recordTelegramRefund(db, charge)
    if (result === 'spent') {
      logger.error(
        { charge, from: ctx.from?.id },
        'stars refunded after the top-up was spent: recorded, nothing debited',
      )
    } else if (result === 'unknown') {
      logger.error({ charge, from: ctx.from?.id }, 'refund of a charge we never credited')
    } else {
      logger.info({ charge, result }, 'stars refund recorded')
    }
  })

  return composer
}
