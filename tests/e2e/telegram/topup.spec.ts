// A Stars top-up as a user meets it inside Telegram: amounts in the app, the invoice opened in place
// by the container, Telegram's payment reported to the bot's webhook and the sheet closing with
// the new balance. The client is played through the web-events protocol, Telegram's servers by the
// fake Bot API.
import { randomBytes } from 'node:crypto'
import { apiAs, registerUser } from '../support/api'
import { expect, test, type Page } from '../support/fixtures'
import { invoiceFor, paymentFor, preCheckoutFor, sendBotUpdate } from '../support/telegram'
import type { TelegramClient } from '../support/telegram-client'

async function openInvoiceFor10(page: Page, telegram: TelegramClient): Promise<string> {
  await page.getByTestId('topup-button').click()
  await page.getByTestId('topup-offer-10').click()
  await expect(page.getByTestId('topup-offer-10')).toHaveAttribute('aria-pressed', 'true')
  // The pay action is Telegram's MainButton, labelled with the Stars the invoice will ask.
  await expect(page.getByTestId('topup-pay')).toHaveCount(0)
  await telegram.expectLast('web_app_setup_main_button', { is_visible: true, is_active: true })
  expect(String(telegram.last('web_app_setup_main_button')?.params.text)).toMatch(
    /^Оплатить \d+ ⭐$/,
  )
  const opened = telegram.of('web_app_open_invoice').length
  await telegram.send('main_button_pressed')
  await expect.poll(() => telegram.of('web_app_open_invoice').length).toBe(opened + 1)
  const slug = telegram.last('web_app_open_invoice')?.params.slug
  expect(typeof slug).toBe('string')
  return slug as string
}

test('paid in place: Telegram reports the payment, the balance shows it once', async ({
  page,
  user,
  telegram,
  openApp,
}) => {
  await registerUser(user)
  await openApp({ path: '/profile' })
  await expect(page.getByTestId('profile-balance')).toHaveText('$0.00')
  const slug = await openInvoiceFor10(page, telegram)
  const invoice = await invoiceFor(slug)
  expect(invoice.currency).toBe('XTR')

  // What Telegram does while its payment sheet is up: pre-checkout, then the payment, which it
  // happens to deliver twice.
  const tag = randomBytes(4).toString('hex')
  expect(await sendBotUpdate(preCheckoutFor(invoice, user.id, `pcq-${tag}`))).toBe(200)
  const charge = `app-charge-${tag}`
  expect(await sendBotUpdate(paymentFor(invoice, user.id, charge))).toBe(200)
  await telegram.send('invoice_closed', { slug, status: 'paid' })

  await expect(page.getByText('Баланс пополнен: +$10.00')).toBeVisible()
  await expect(page.getByTestId('profile-balance')).toHaveText('$10.00')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await telegram.expectPosted('web_app_trigger_haptic_feedback', {
    type: 'notification',
    notification_type: 'success',
  })

  expect(await sendBotUpdate(paymentFor(invoice, user.id, charge))).toBe(200)
  const profile = await apiAs(user).get<{ user: { balance: number } }>('/api/user/profile')
  expect(profile.body.user.balance).toBe(10)
})

test('a cancelled or failed invoice says so and credits nothing', async ({
  page,
  user,
  telegram,
  openApp,
}) => {
  await registerUser(user)
  await openApp({ path: '/profile' })
  const slug = await openInvoiceFor10(page, telegram)
  await telegram.send('invoice_closed', { slug, status: 'cancelled' })
  await expect(page.getByTestId('topup-status')).toHaveText('Оплата отменена. Ничего не списано.')

  const second = await openInvoiceFor10Again(page, telegram)
  await telegram.send('invoice_closed', { slug: second, status: 'failed' })
  await expect(page.getByTestId('topup-status')).toHaveText('Оплата не прошла. Попробуйте ещё раз.')
  await telegram.expectPosted('web_app_trigger_haptic_feedback', {
    type: 'notification',
    notification_type: 'error',
  })
  await expect(page.getByTestId('profile-balance')).toHaveText('$0.00')
})

/** With the sheet still open and the amount still chosen, the MainButton pays again. */
async function openInvoiceFor10Again(page: Page, telegram: TelegramClient): Promise<string> {
  await telegram.expectLast('web_app_setup_main_button', { is_active: true })
  const opened = telegram.of('web_app_open_invoice').length
  await telegram.send('main_button_pressed')
  await expect.poll(() => telegram.of('web_app_open_invoice').length).toBe(opened + 1)
  return telegram.last('web_app_open_invoice')?.params.slug as string
}
