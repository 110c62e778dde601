// Admin: a user's Stars top-ups and their refund. The refund itself lives in core/star-refunds;
// this maps its refusals to HTTP answers with stable codes the admin UI translates.
import { centsToUsd } from '@contract/money'
import type { AdminStarPayment, StarRefundRefusal } from '@contract/star-payments'
import { listAdminStarPayments, refundAdminStarPayment } from '@contract/star-payments.endpoints'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { TelegramGateway } from '../../bot/gateway'
import type { Db } from '../../db/client'
import { balanceOf } from '../../core/ledger/ledger'
import {
  findStarPayment,
  isDemoCharge,
  listStarPayments,
  type StarPaymentRow,
} from '../../core/star-payments/star-payments'
import { refundRefusal, refundStarTopup } from '../../core/star-payments/star-refunds'
import { HttpError, badRequest } from '../errors'
import type { Router } from '../route'

export interface StarPaymentRouteDeps {
  db: Db
  telegram?: TelegramGateway
  /** How long after a payment Telegram still takes a refund. */
  refundWindowMs: number
}

const refusals: Record<StarRefundRefusal, [ContentfulStatusCode, string]> = {
  not_found: [404, 'No Stars payment with this charge id.'],
  already_refunded: [409, 'This payment has already been refunded.'],
  refund_in_progress: [409, 'A refund of this payment is already under way.'],
  already_spent: [409, 'The balance is below the credited amount: the top-up has been spent.'],
  too_old: [409, 'The payment is older than the refund window Telegram allows.'],
  bot_unavailable: [503, 'Refunds are unavailable: the bot is switched off (BOT_MODE=off).'],
  telegram_error: [502, 'Telegram refused the refund; the balance was left as it was.'],
}

const refused = (reason: StarRefundRefusal) => {
  const [status, message] = refusals[reason]
  return new HttpError(status, reason, message)
}

function present(p: StarPaymentRow, refusal: StarRefundRefusal | null): AdminStarPayment {
  return {
    charge_id: p.chargeId,
    user_id: p.userId,
    amount: centsToUsd(p.amountCents),
    stars: p.stars,
    state: p.state,
    demo: isDemoCharge(p.chargeId),
    created_at: p.createdAt.toISOString(),
    refunded_at: p.refundedAt?.toISOString() ?? null,
    refusal,
  }
}

export function mountStarPaymentRoutes(
  router: Router,
  { db, telegram, refundWindowMs }: StarPaymentRouteDeps,
) {
  // The bot's state is part of whether a refund can happen now.
  const refusalOf = (p: StarPaymentRow, balanceCents: number) =>
    refundRefusal(p, balanceCents, refundWindowMs) ??
    (!telegram && !isDemoCharge(p.chargeId) ? 'bot_unavailable' : null)

  router.mount(listAdminStarPayments, async ({ c, query }) => {
    const rows = await listStarPayments(db, query.user_id)
    const balanceCents = await balanceOf(db, query.user_id)
    return c.json({ payments: rows.map((p) => present(p, refusalOf(p, balanceCents))) })
  })

  router.mount(refundAdminStarPayment, async ({ c }) => {
    const chargeId = c.req.param('charge_id') ?? ''
    if (chargeId.length === 0 || chargeId.length > 256)
      throw badRequest('charge_id', 'must be 1 to 256 characters')
    const row = await findStarPayment(db, chargeId)
    if (row && !telegram && !isDemoCharge(chargeId)) throw refused('bot_unavailable')
    const outcome = await refundStarTopup(db, chargeId, {
      refundStars: telegram
        ? (userId, charge) => telegram.refundStarPayment(userId, charge)
        : undefined,
      windowMs: refundWindowMs,
      actor: c.get('admin').actor,
    })
    if (!outcome.ok) {
      if (outcome.reason === 'telegram_error')
        c.get('log').warn({ charge: chargeId, detail: outcome.detail }, 'stars refund refused')
      throw refused(outcome.reason)
    }
    c.get('log').info({ charge: chargeId, user: outcome.payment.userId }, 'stars top-up refunded')
    return c.json({
      success: true as const,
      payment: present(outcome.payment, refusalOf(outcome.payment, outcome.balanceCents)),
      balance: centsToUsd(outcome.balanceCents),
    })
  })
}
