import { resource } from './endpoint'
import {
  adminStarPaymentsQuery,
  adminStarPaymentsResponse,
  adminStarRefundResponse,
} from './star-payments'

const admin = resource('admin', {
  'GET /api/admin/star-payments': 'A user’s Telegram Stars top-ups with their refund state',
  'POST /api/admin/star-payments/:charge_id/refund':
    'Refund a Telegram Stars top-up that is still unspent',
})

export const listAdminStarPayments = admin.get('/api/admin/star-payments', {
  query: adminStarPaymentsQuery,
  response: adminStarPaymentsResponse,
})

/**
 * Gives the Stars back to the payer and reverses the credit, once per charge. Refusals (`error`):
 * 404 `not_found`; 409 `already_refunded`, `refund_in_progress`, `already_spent` (the balance is
 * below the credited amount), `too_old` (past the refund window); 503 `bot_unavailable`;
 * 502 `telegram_error` (Telegram refused; the debit was reversed).
 */
export const refundAdminStarPayment = admin.post('/api/admin/star-payments/:charge_id/refund', {
  response: adminStarRefundResponse,
})
