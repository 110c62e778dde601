// Playing Telegram's side of the bot in a spec: post updates to the e2e server's webhook, as
// Telegram does (secret path and header), and read what the server asked of the fake Bot API.
import type { Update } from 'grammy/types'
import type { FakeCall, FakeInvoice } from '../../fixtures/telegram-bot-api-fake'
import { webhookPath, webhookSecret } from '../../../server/bot/launch'
import { baseUrl, E2E_BOT_TOKEN, E2E_TELEGRAM_API_ENV } from './env'

/** The e2e server's webhook path and the secret header Telegram sends with each update. */
export const E2E_WEBHOOK_PATH = webhookPath(E2E_BOT_TOKEN)
export const E2E_WEBHOOK_SECRET = webhookSecret(E2E_BOT_TOKEN)

function fakeApiRoot(): string {
  const url = process.env[E2E_TELEGRAM_API_ENV]
  if (!url) throw new Error(`${E2E_TELEGRAM_API_ENV} is not set: global-setup starts the fake`)
  return url
}

let nextUpdateId = Math.floor(Date.now() / 1000)

/** Posts an update to the webhook as Telegram does; resolves with the HTTP status (200 handled). */
export async function sendBotUpdate(update: Omit<Update, 'update_id'>): Promise<number> {
  const res = await fetch(new URL(E2E_WEBHOOK_PATH, baseUrl()), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Telegram-Bot-Api-Secret-Token': E2E_WEBHOOK_SECRET,
    },
    body: JSON.stringify({ update_id: nextUpdateId++, ...update }),
  })
  await res.arrayBuffer()
  return res.status
}

/** What the server passed to createInvoiceLink for the link ending in `slug`. */
export async function invoiceFor(slug: string): Promise<FakeInvoice> {
  const res = await fetch(`${fakeApiRoot()}/_test/invoices/${encodeURIComponent(slug)}`)
  if (!res.ok) throw new Error(`the fake Bot API made no invoice ${slug} (${res.status})`)
  return (await res.json()) as FakeInvoice
}

/** Bot API calls the server made so far, oldest first, of one method. */
export async function botApiCalls(method: string): Promise<FakeCall[]> {
  const res = await fetch(`${fakeApiRoot()}/_test/calls?method=${encodeURIComponent(method)}`)
  return (await res.json()) as FakeCall[]
}

const payer = (id: number) => ({ id, is_bot: false, first_name: 'E2E', language_code: 'ru' })

/** The pre_checkout_query Telegram sends when `userId` confirms paying `invoice`. */
export const preCheckoutFor = (invoice: FakeInvoice, userId: number, id = `pcq-${Date.now()}`) => ({
  pre_checkout_query: {
    id,
    from: payer(userId),
    currency: invoice.currency,
    total_amount: invoice.prices.reduce((sum, p) => sum + p.amount, 0),
    invoice_payload: invoice.payload,
  },
})

/** The successful_payment message Telegram sends once `userId` has paid `invoice`. */
export const paymentFor = (invoice: FakeInvoice, userId: number, chargeId: string) => ({
  message: {
    message_id: 1,
    date: Math.floor(Date.now() / 1000),
    chat: { id: userId, type: 'private' as const, first_name: 'E2E' },
    from: payer(userId),
    successful_payment: {
      currency: invoice.currency,
      total_amount: invoice.prices.reduce((sum, p) => sum + p.amount, 0),
      invoice_payload: invoice.payload,
      telegram_payment_charge_id: chargeId,
      provider_payment_charge_id: '',
    },
  },
})
