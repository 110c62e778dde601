// Stars invoices open in place (Bot API 6.1+): the client shows its payment sheet over the app
// and says how it ended with `invoice_closed {slug, status}`.
import { hasTelegramHost, onEvent, postEvent, supports } from './bridge'

export type InvoiceStatus = 'paid' | 'cancelled' | 'failed' | 'pending'

export const canOpenInvoiceInPlace = (): boolean => hasTelegramHost() && supports('6.1')

/** Opens the invoice and resolves with how the user left it. */
export function openInvoice(slug: string): Promise<InvoiceStatus> {
  return new Promise((resolve, reject) => {
    const stop = onEvent('invoice_closed', (params) => {
      const p = (params ?? {}) as { slug?: unknown; status?: unknown }
      if (p.slug !== slug) return
      stop()
      const status = p.status
      resolve(
        status === 'paid' || status === 'cancelled' || status === 'pending' ? status : 'failed',
      )
    })
    if (!postEvent('web_app_open_invoice', { slug }, '6.1')) {
      stop()
      reject(new Error('This Telegram client cannot open invoices'))
    }
  })
}
