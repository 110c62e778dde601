// The admin console from the standalone PWA: token sign-in, then a ban the user feels at once.
import { registerUser } from '../support/api'
import { launchUrl, newUser } from '../support/launch'
import { expect, test } from '../support/fixtures'
import { closeDevices, expectTokenNotStored, newDevice, signInWithToken } from './ops-helpers'

test.afterEach(closeDevices)

test('an admin signs in to /admin with the token and bans a user with a reason', async ({
  browser,
}) => {
  const target = newUser({ first_name: 'Пётр' })
  await registerUser(target)

  const admin = await newDevice(browser)
  await admin.goto('/admin')
  // A wrong token is refused on the sign-in screen.
  const screen = admin.getByTestId('admin-sign-in')
  await screen.getByLabel('Токен администратора').fill('not-the-admin-token')
  await screen.getByRole('button', { name: 'Войти' }).click()
  await expect(screen.getByRole('alert')).toHaveText('Неверный токен администратора.')

  await signInWithToken(admin)
  await expectTokenNotStored(admin)
  await expect(admin.getByTestId('admin-home')).toBeVisible()

  await admin.getByRole('navigation').getByRole('link', { name: 'Пользователи' }).click()
  await admin.getByRole('searchbox', { name: 'Поиск пользователей' }).fill(String(target.id))
  await admin.getByRole('button', { name: 'Найти' }).click()
  await expect(admin.getByTestId('admin-user-row')).toHaveCount(1)
  await admin.getByTestId('admin-user-row').click()
  await expect(admin.getByRole('heading', { name: 'Пётр Testov' })).toBeVisible()

  await admin.getByTestId('admin-ban-reason').fill('Спам в поддержку')
  await admin.getByTestId('admin-ban-submit').click()
  const dialog = admin.getByRole('dialog')
  await expect(dialog).toContainText('Спам в поддержку')
  await dialog.getByRole('button', { name: 'Заблокировать пользователя' }).click()
  await expect(admin.getByText('Пользователь заблокирован')).toBeVisible()
  await expect(admin.getByTestId('admin-user-status')).toHaveText('Заблокирован')

  // The ban list shows it with the reason.
  await admin.getByRole('navigation').getByRole('link', { name: 'Блокировки' }).click()
  await expect(admin.getByTestId('admin-bans')).toContainText('Спам в поддержку')

  // The user is sent to the banned screen with the reason.
  const client = await newDevice(browser)
  await client.goto(launchUrl(target))
  await expect(client).toHaveURL(/\/banned$/)
  await expect(client.getByText('Спам в поддержку')).toBeVisible()
})
