import { resource } from './endpoint'
import {
  cancelTransferParams,
  cancelTransferResponse,
  transferQuoteQuery,
  transferQuoteResponse,
  transferRequest,
  transferResponse,
  transfersResponse,
} from './transfer'

const user = resource('user', {
  'GET /api/transfers/quote':
    'Whether a name registered elsewhere can be transferred in, and its price (one year included)',
  'POST /api/transfers':
    'Pay a transfer in from the balance (one debit) and start it; refunded once if it fails. HTTP 200 with success:false when nothing was charged',
  'GET /api/transfers':
    'The user’s transfers in, newest first: pending, completed, failed or cancelled',
  'POST /api/transfers/:id/cancel':
    'Cancel a pending transfer in while the registrar allows it; the payment is refunded once. Asking again answers the cancelled transfer. 409 transfer_starting or transfer_not_cancellable',
})

export const quoteTransfer = user.get('/api/transfers/quote', {
  query: transferQuoteQuery,
  response: transferQuoteResponse,
})

export const startTransfer = user.post('/api/transfers', {
  body: transferRequest,
  response: transferResponse,
})

export const listTransfers = user.get('/api/transfers', { response: transfersResponse })

export const cancelTransfer = user.post('/api/transfers/:id/cancel', {
  params: cancelTransferParams,
  response: cancelTransferResponse,
})
