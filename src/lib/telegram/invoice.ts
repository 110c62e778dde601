// Stars invoices open in place (Bot API 6.1+): the client shows its payment sheet over the app
// and says how it ended with `invoice_closed {slug, status}`, which the SDK hands to the callback.
import { webApp } from './web-app'

export type InvoiceStatus = 'paid' | 'cancelled' | 'failed' | 'pending'

export const canOpenInvoiceInPlace = (): boolean => webApp('6.1') !== undefined

const known = (status: unknown): InvoiceStatus =>
  status === 'paid' || status === 'cancelled' || status === 'pending' ? status : 'failed'

/**
 * Opens the invoice (`https://t.me/$slug`, as createInvoiceLink returns it) and resolves with how
 * the user left it. Rejects when the SDK refuses: a bad link, an old client, the same invoice
 * already open.
 */
export function openInvoice(link: string): Promise<InvoiceStatus> {
  return new Promise((resolve, reject) => {
    try {
      const tg = webApp('6.1')
      if (!tg) throw new Error('This Telegram client cannot open invoices')
      tg.openInvoice(link, (status) => resolve(known(status)))
    } catch (err) {
      reject(err instanceof Error ? err : new Error(String(err)))
    }
  })
}
