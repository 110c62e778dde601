// The profile as a user meets it: the history of what moved their balance, a promo code created
// by the admin and activated from the modal (with the spec's refusals), the referral link, the
// account details, and the top-up button asking the bot (on the fake Bot API) for the amount menu.
import { randomBytes } from 'node:crypto'
import { adminApi, creditBalance } from '../support/api'
import { expect, test } from '../support/fixtures'
import { botApiCalls } from '../support/telegram'

const uniqueCode = (prefix: string) => `${prefix}${randomBytes(3).toString('hex')}`.toUpperCase()

async function createPromo(code: string, amount: number, maxUses = 10) {
  const res = await adminApi().post('/api/admin/promocodes', { code, amount, max_uses: maxUses })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
}

test('history lists each movement with its sign, status and description, newest first', async ({
  page,
  user,
  api,
  openApp,
}) => {
  await creditBalance(user, 25, 'e2e starting money')
  const code = uniqueCode('hist')
  await createPromo(code, 3)
  expect((await api.post('/api/user/activate-promocode', { promocode: code })).status).toBe(200)

  await openApp({ path: '/history' })
  const rows = page.getByTestId('transaction')
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(0)).toHaveAttribute('data-type', 'promo')
  await expect(rows.nth(0)).toContainText('+$3.00')
  await expect(rows.nth(0).getByTestId('transaction-status')).toHaveText('Завершена')
  await expect(rows.nth(1)).toHaveAttribute('data-type', 'adjustment')
  await expect(rows.nth(1)).toContainText('Корректировка')
  await expect(rows.nth(1)).toContainText('+$25.00')
  await expect(rows.nth(1)).toContainText('e2e starting money')
  await expect(rows.nth(1).getByTestId('transaction-status')).toHaveCSS('color', 'rgb(49, 181, 69)')
})

test('history shows the empty state for a new user', async ({ page, openApp }) => {
  await openApp({ path: '/history' })
  await expect(page.getByTestId('history-empty')).toContainText('Транзакций пока нет')
})

test('a promo code from the admin is activated once from the profile modal', async ({
  page,
  openApp,
}) => {
  const code = uniqueCode('e2e')
  await createPromo(code, 5)
  await openApp({ path: '/profile' })
  await expect(page.getByTestId('profile-balance')).toHaveText('$0.00')

  await page.getByTestId('promo-row').click()
  await page.getByTestId('promo-submit').click()
  await expect(page.getByTestId('promo-error')).toHaveText('Введите промокод')

  await page.getByTestId('promo-input').fill('no-such-code')
  await page.getByTestId('promo-submit').click()
  await expect(page.getByTestId('promo-error')).toHaveText(
    'Промокод не существует или срок действия истёк.',
  )

  // Typed in lower case with spaces: trimmed and upper-cased before it is sent.
  await page.getByTestId('promo-input').fill(`  ${code.toLowerCase()} `)
  await page.getByTestId('promo-submit').click()
  await expect(page.getByText('Промокод активирован: +$5.00')).toBeVisible()
  await expect(page.getByTestId('promo-input')).toBeHidden()
  await expect(page.getByTestId('profile-balance')).toHaveText('$5.00')
  await expect(page.getByTestId('top-bar-balance')).toHaveText('$5.00')

  await page.getByTestId('promo-row').click()
  await page.getByTestId('promo-input').fill(code)
  await page.getByTestId('promo-submit').click()
  await expect(page.getByTestId('promo-error')).toHaveText('Вы уже активировали этот промокод.')
  await expect(page.getByTestId('profile-balance')).toHaveText('$5.00')
})

test('referral link, account details, and a top-up menu sent by the bot', async ({
  page,
  user,
  openApp,
}) => {
  await openApp({ path: '/profile' })
  await expect(page.getByTestId('referral-link')).toHaveText(
    // The bot's name comes from getMe, answered by the fake Bot API.
    `https://t.me/e2e_domains_bot?start=ref_${user.id}`,
  )
  // Nobody has joined through this fresh user's link yet (tests/e2e/referrals follows one that has).
  await expect(page.getByTestId('referral-joined')).toHaveText('0')
  await expect(page.getByTestId('referral-earned')).toHaveText('$0.00')

  // The chat with the bot stays a second way: the bot sends the four amounts, in Stars, to the
  // user's chat; the app says to continue there.
  await page.getByTestId('topup-button').click()
  await page.getByTestId('topup-in-chat').click()
  await expect(page.getByText('Выберите сумму в чате с ботом')).toBeVisible()
  const menus = (await botApiCalls('sendMessage')).filter((c) => c.params.chat_id === user.id)
  expect(menus).toHaveLength(1)
  expect(menus[0]?.params.text).toBe('Выберите сумму пополнения. Оплата в Telegram Stars.')
  expect(JSON.stringify(menus[0]?.params.reply_markup)).toContain('topup:1000')
  await page.getByRole('dialog').getByRole('button', { name: 'Закрыть' }).click()

  await page.getByTestId('details-link').click()
  await expect(page).toHaveURL(/\/profile\/details$/)
  await expect(page.getByTestId('details-name')).toHaveText(`${user.first_name} ${user.last_name}`)
  await expect(page.getByTestId('field-user_id')).toContainText(String(user.id))
  await expect(page.getByTestId('field-username')).toContainText(`@${user.username}`)
  await expect(page.getByTestId('stat-total_transactions')).toContainText('0')
  await expect(page.getByTestId('details-fallback')).toHaveCount(0)
})
