import { endpoint } from './endpoint'
import {
  cancelTransferParams,
  cancelTransferResponse,
  transferQuoteQuery,
  transferQuoteResponse,
  transferRequest,
  transferResponse,
  transfersResponse,
} from './transfer'

export const quoteTransfer = endpoint({
  methods: ['get'],
  path: '/api/transfers/quote',
  auth: 'user',
  summary:
    'Whether a name registered elsewhere can be transferred in, and its price (one year included)',
  query: transferQuoteQuery,
  response: transferQuoteResponse,
})

export const startTransfer = endpoint({
  methods: ['post'],
  path: '/api/transfers',
  auth: 'user',
  summary:
    'Pay a transfer in from the balance (one debit) and start it; refunded once if it fails. HTTP 200 with success:false when nothing was charged',
  body: transferRequest,
  response: transferResponse,
})

export const listTransfers = endpoint({
  methods: ['get'],
  path: '/api/transfers',
  auth: 'user',
  summary: 'The user’s transfers in, newest first: pending, completed, failed or cancelled',
  response: transfersResponse,
})

export const cancelTransfer = endpoint({
  methods: ['post'],
  path: '/api/transfers/:id/cancel',
  auth: 'user',
  params: cancelTransferParams,
  summary:
    'Cancel a pending transfer in while the registrar allows it; the payment is refunded once. Asking again answers the cancelled transfer. 409 transfer_starting or transfer_not_cancellable',
  response: cancelTransferResponse,
})
