// The admin maintenance page as the spec describes it: texts, loading state, every success and error
// toast, and what a message update sends.
import { adminApi } from '../support/api'
import { expect, test } from '../support/fixtures'
import { closeDevices, newDevice, resetMaintenance, signInWithToken } from './ops-helpers'

test.beforeEach(resetMaintenance)
test.afterEach(async () => {
  await closeDevices()
  await resetMaintenance()
})

test('the /maintenance page shows the spec texts, loading state and every toast', async ({
  browser,
}) => {
  const admin = await newDevice(browser)
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await admin.route('**/api/maintenance/market-status', async (route) => {
    await held
    await route.continue()
  })
  await admin.goto('/maintenance')
  await signInWithToken(admin)
  await expect(
    admin.getByRole('heading', { name: 'Режим технического обслуживания' }),
  ).toBeVisible()
  await expect(admin.getByText('Загрузка...')).toBeVisible()
  release()
  await expect(admin.getByText('Загрузка...')).toBeHidden()

  const sections = {
    general: admin.getByTestId('maintenance-section-general'),
    buy: admin.getByTestId('maintenance-section-buy'),
    market: admin.getByTestId('maintenance-section-market'),
  }
  await expect(sections.general).toContainText('Блокирует весь сайт')
  await expect(sections.buy).toContainText('Блокирует только страницу покупки')
  await expect(sections.market).toContainText('Блокирует только After Market')
  for (const section of Object.values(sections)) {
    await expect(section.getByTestId('maintenance-badge')).toHaveText('Неактивен')
    await expect(section.getByRole('button', { name: 'Обновить сообщение' })).toBeVisible()
    await expect(section.getByTestId('maintenance-message-input')).toHaveAttribute('rows', '3')
  }
  await expect(admin.getByText('Как работают режимы')).toBeVisible()

  const toggles: [keyof typeof sections, string, string][] = [
    ['buy', 'Техработы для покупки включены', 'Техработы для покупки выключены'],
    ['market', 'Техработы для маркета включены', 'Техработы для маркета выключены'],
  ]
  for (const [scope, on, off] of toggles) {
    await sections[scope].getByRole('button', { name: 'Включить' }).click()
    await expect(admin.getByText(on)).toBeVisible()
    await expect(sections[scope].getByTestId('maintenance-badge')).toHaveText('Активен')
    await sections[scope].getByRole('button', { name: 'Выключить' }).click()
    await expect(admin.getByText(off)).toBeVisible()
    await expect(sections[scope].getByTestId('maintenance-badge')).toHaveText('Неактивен')
  }

  const messages: [keyof typeof sections, string][] = [
    ['general', 'Сообщение обновлено'],
    ['buy', 'Сообщение для покупки обновлено'],
    ['market', 'Сообщение для маркета обновлено'],
  ]
  for (const [scope, toast] of messages) {
    await sections[scope].getByTestId('maintenance-message-input').fill(`Текст для ${scope}`)
    await sections[scope].getByRole('button', { name: 'Обновить сообщение' }).click()
    await expect(admin.getByText(toast)).toBeVisible()
  }
  // A message update keeps the mode and stores the text.
  const stored = await adminApi().get<{
    buy_maintenance_mode: boolean
    buy_maintenance_message: string
  }>('/api/maintenance/buy-status')
  expect(stored.body).toMatchObject({
    buy_maintenance_mode: false,
    buy_maintenance_message: 'Текст для buy',
  })

  // Network failures give the spec's error texts.
  await admin.route('**/api/maintenance/*set', (route) => route.abort())
  const errors: [keyof typeof sections, string, string][] = [
    ['general', 'Ошибка при изменении режима обслуживания', 'Ошибка при обновлении сообщения'],
    [
      'buy',
      'Ошибка при изменении режима техработ для покупки',
      'Ошибка при обновлении сообщения для покупки',
    ],
    [
      'market',
      'Ошибка при изменении режима техработ для маркета',
      'Ошибка при обновлении сообщения для маркета',
    ],
  ]
  for (const [scope, toggleError, messageError] of errors) {
    await sections[scope].getByRole('button', { name: 'Включить' }).click()
    await expect(admin.getByText(toggleError)).toBeVisible()
    await expect(sections[scope].getByTestId('maintenance-badge')).toHaveText('Неактивен')
    await sections[scope].getByRole('button', { name: 'Обновить сообщение' }).click()
    await expect(admin.getByText(messageError)).toBeVisible()
  }
})
