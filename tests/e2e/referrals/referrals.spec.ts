// Referrals end to end: two new users arrive through the referrer's links (the bot's /start and the
// Mini App's startapp), the referrer's profile counts them, and a purchase by one of them, sent
// twice as a flaky network would, credits the referrer's reward once, shown in their history.
import { adminApi, apiAs, creditBalance } from '../support/api'
import { expect, test } from '../support/fixtures'
import { newUser } from '../support/launch'
import { sendBotUpdate } from '../support/telegram'
import { availableDomain, parseUsd, uniqueWord } from '../buying/buying-helpers'
import { closeDevices, newDevice, signInWithToken } from '../ops/ops-helpers'

test.afterEach(async () => {
  await closeDevices()
  // Back to the shipped rate, so no other spec meets this one's setting.
  await adminApi().put('/api/admin/settings', { referral_percent: 5 })
})

test('the admin sets the reward rate on the settings screen, within 0 to 50 percent', async ({
  browser,
}) => {
  const admin = await newDevice(browser)
  await admin.goto('/admin/settings')
  await signInWithToken(admin)
  const rate = admin.getByLabel('Реферальное вознаграждение, % от каждой покупки')
  await expect(rate).toHaveValue('5')
  await rate.fill('60')
  await admin.getByRole('button', { name: 'Сохранить настройки' }).click()
  await expect(admin.getByText('Введите процент от 0 до 50.')).toBeVisible()
  await rate.fill('10')
  await admin.getByRole('button', { name: 'Сохранить настройки' }).click()
  await expect(admin.getByText('Сохранено')).toBeVisible()
  const stored = await adminApi().get<{ referral_percent: number }>('/api/admin/settings')
  expect(stored.body.referral_percent).toBe(10)
})

test('a referral link opened by new users shows in the referrer’s profile; a purchase credits the reward once', async ({
  page,
  user,
  api,
  openApp,
}) => {
  expect((await adminApi().put('/api/admin/settings', { referral_percent: 5 })).status).toBe(200)
  await openApp({ path: '/profile' })
  await expect(page.getByTestId('referral-link')).toContainText(`?start=ref_${user.id}`)
  await expect(page.getByTestId('referral-joined')).toHaveText('0')

  // A new user presses Start in the bot through t.me/<bot>?start=ref_<id>.
  const viaBot = newUser({ first_name: 'Bot' })
  const status = await sendBotUpdate({
    message: {
      message_id: 1,
      date: Math.floor(Date.now() / 1000),
      chat: { id: viaBot.id, type: 'private', first_name: viaBot.first_name },
      from: { id: viaBot.id, is_bot: false, first_name: viaBot.first_name },
      text: `/start ref_${user.id}`,
      entities: [{ type: 'bot_command', offset: 0, length: 6 }],
    },
  })
  expect(status).toBe(200)

  // Another opens the Mini App through t.me/<bot>/<app>?startapp=ref_<id>.
  const viaApp = newUser({ first_name: 'App' })
  await openApp({ as: viaApp, startParam: `ref_${user.id}` })
  await expect(page.getByTestId('tab-buy')).toBeVisible()
  // Coming back later through the same link, or the referrer opening their own, changes nothing.
  await openApp({ as: viaApp, startParam: `ref_${user.id}` })
  await openApp({ startParam: `ref_${user.id}` })

  await creditBalance(viaApp, 50)
  const buyer = apiAs(viaApp)
  const found = await availableDomain(buyer, uniqueWord('refer'))
  expect((await buyer.post('/api/cart/add', { domain: found.domain })).status).toBe(200)
  const key = `referral-checkout-${viaApp.id}`
  const [first, retry] = await Promise.all([
    buyer.post<{ ok: boolean }>('/api/cart/checkout', {}, { idempotencyKey: key }),
    buyer.post<{ ok: boolean }>('/api/cart/checkout', {}, { idempotencyKey: key }),
  ])
  expect(first.body).toMatchObject({ ok: true })
  expect(retry.body).toEqual(first.body)
  const reward = Math.floor(Math.round(found.price * 100) * 0.05) / 100

  await openApp({ path: '/profile' })
  await expect(page.getByTestId('referral-joined')).toHaveText('2')
  await expect(page.getByTestId('referral-earned')).toHaveText(`$${reward.toFixed(2)}`)
  const stats = await api.get<{ joined: number; earned: number }>('/api/user/referrals')
  expect(stats.body).toEqual({ joined: 2, earned: reward })

  await openApp({ path: '/history' })
  const rows = page.locator('[data-testid=transaction][data-type=referral_reward]')
  await expect(rows).toHaveCount(1)
  await expect(rows).toContainText('Реферальное вознаграждение')
  await expect(rows).toContainText('Ваша доля от покупки приглашённого пользователя')
  expect(parseUsd(await rows.getByTestId('transaction-amount').textContent())).toBe(reward)
})
