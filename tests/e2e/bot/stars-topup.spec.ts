// A Stars top-up end to end, with Telegram played by the fake Bot API and updates posted to the
// server's webhook: the invoice link the app opens, the pre-checkout answer, the credit from
// successful_payment, then an admin refund from the user's page and Telegram's refunded_payment.
import { randomBytes } from 'node:crypto'
import { adminApi, registerUser } from '../support/api'
import { expect, test } from '../support/fixtures'
import { closeDevices, newDevice, signInWithToken } from '../ops/ops-helpers'
import {
  botApiCalls,
  invoiceFor,
  paymentFor,
  preCheckoutFor,
  sendBotUpdate,
} from '../support/telegram'

test.afterEach(closeDevices)

interface InvoiceAnswer {
  mode: string
  slug: string
  invoice_link: string
  stars: number
}

async function answerTo(queryId: string) {
  const answers = await botApiCalls('answerPreCheckoutQuery')
  return answers.find((c) => c.params.pre_checkout_query_id === queryId)?.params
}

test('a top-up paid in Stars is credited once, and an admin refunds it', async ({
  browser,
  user,
  api,
  page,
  openApp,
}) => {
  await registerUser(user)
  const res = await api.post<InvoiceAnswer>('/api/topup/invoice', { amount: 10 })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  expect(res.body.mode).toBe('invoice')
  expect(res.body.invoice_link).toBe(`https://t.me/$${res.body.slug}`)
  const invoice = await invoiceFor(res.body.slug)
  expect(invoice).toMatchObject({ currency: 'XTR', title: 'Пополнение $10.00' })
  expect(invoice.prices).toEqual([{ label: 'Пополнение $10.00', amount: res.body.stars }])

  // A payload altered to a lower price is refused; the invoice as issued is approved.
  const forged = { ...invoice, payload: invoice.payload.replace(`:${res.body.stars}:`, ':1:') }
  forged.prices = [{ label: 'x', amount: 1 }]
  const tag = randomBytes(4).toString('hex')
  expect(await sendBotUpdate(preCheckoutFor(forged, user.id, `forged-${tag}`))).toBe(200)
  expect(await answerTo(`forged-${tag}`)).toMatchObject({ ok: false })
  expect(await sendBotUpdate(preCheckoutFor(invoice, user.id, `pcq-${tag}`))).toBe(200)
  expect(await answerTo(`pcq-${tag}`)).toMatchObject({ ok: true })

  // Telegram delivers the payment twice; the balance grows once.
  const charge = `e2e-charge-${tag}`
  for (let i = 0; i < 2; i++)
    expect(await sendBotUpdate(paymentFor(invoice, user.id, charge))).toBe(200)
  await openApp({ path: '/profile' })
  await expect(page.getByTestId('profile-balance')).toHaveText('$10.00')

  // The admin refunds it from the user's page, after a confirmation.
  const admin = await newDevice(browser)
  await admin.goto('/admin')
  await signInWithToken(admin)
  await admin.goto(`/admin/users/${user.id}`)
  const row = admin.getByTestId('admin-star-payment')
  await expect(row).toHaveCount(1)
  await expect(row.getByTestId('admin-star-payment-state')).toHaveText('Зачислено')
  await row.getByRole('button', { name: 'Вернуть деньги' }).click()
  const dialog = admin.getByRole('dialog')
  await expect(dialog).toContainText('Вернуть $10.00?')
  await dialog.getByRole('button', { name: 'Подтвердить' }).click()
  await expect(admin.getByText('Возвращено $10.00. Баланс: $0.00')).toBeVisible()
  await expect(row.getByTestId('admin-star-payment-state')).toHaveText('Возврат выполнен')
  await expect(admin.getByTestId('admin-user-balance')).toHaveText('$0.00')
  const refunds = (await botApiCalls('refundStarPayment')).filter(
    (c) => c.params.telegram_payment_charge_id === charge,
  )
  expect(refunds.map((c) => c.params.user_id)).toEqual([user.id])

  // Telegram then reports the refund: recorded, nothing more is taken.
  const refunded = {
    message: {
      message_id: 2,
      date: Math.floor(Date.now() / 1000),
      chat: { id: user.id, type: 'private' as const, first_name: 'E2E' },
      from: { id: user.id, is_bot: false, first_name: 'E2E' },
      refunded_payment: {
        currency: 'XTR',
        total_amount: res.body.stars,
        invoice_payload: invoice.payload,
        telegram_payment_charge_id: charge,
      },
    },
  }
  expect(await sendBotUpdate(refunded)).toBe(200)
  const detail = await adminApi().get<{ user: { balance: number } }>(`/api/admin/users/${user.id}`)
  expect(detail.body.user.balance).toBe(0)
  // A second refund is refused.
  const again = await adminApi().post(`/api/admin/star-payments/${charge}/refund`)
  expect(again.status).toBe(409)
  expect(again.body).toMatchObject({ error: 'already_refunded' })
})

test('a spent top-up shows why it cannot be refunded and has no Refund button', async ({
  browser,
  user,
  api,
}) => {
  await registerUser(user)
  const res = await api.post<InvoiceAnswer>('/api/topup/invoice', { amount: 5 })
  const invoice = await invoiceFor(res.body.slug)
  await sendBotUpdate(paymentFor(invoice, user.id, `e2e-spent-${randomBytes(4).toString('hex')}`))
  const spend = await adminApi().post(`/api/admin/users/${user.id}/balance`, {
    amount: -1,
    reason: 'e2e spending',
  })
  expect(spend.status, JSON.stringify(spend.body)).toBe(200)

  const admin = await newDevice(browser)
  await admin.goto('/admin')
  await signInWithToken(admin)
  await admin.goto(`/admin/users/${user.id}`)
  const row = admin.getByTestId('admin-star-payment')
  await expect(row).toContainText('Пополнение потрачено: баланс меньше его суммы.')
  await expect(row.getByRole('button')).toHaveCount(0)
})
