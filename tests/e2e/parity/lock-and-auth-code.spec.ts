// Transfer out as the owner meets it: privacy on by default and switched off (after a question),
// then the lock opened (after another),
// the auth code shown once behind a warning, and the lock closed again.
import { expect, test } from '../support/fixtures'
import { buyOneDomain } from './parity-steps'
import { confirmDialog } from '../domain/domain-steps'

interface Controls {
  privacy_enabled: boolean
  locked: boolean
}

test('unlock → auth code shown once → relock; privacy off and on', async ({
  page,
  api,
  user,
  openApp,
}) => {
  test.setTimeout(120_000)
  const domain = await buyOneDomain(user, api, 'lock')
  const controls = async () =>
    (await api.get<Controls>(`/api/user/domains/${domain}/registrar`)).body

  await openApp({ path: `/domain/${domain}` })
  const card = page.getByTestId('registrar-card')
  await expect(card).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('privacy-switch')).toBeChecked()
  await expect(page.getByTestId('whois-public')).toContainText('сервиса приватности')

  await page.getByTestId('privacy-switch').click()
  await confirmDialog(page, 'Отключить скрытие данных в WHOIS?')
  await expect(page.getByTestId('privacy-switch')).not.toBeChecked()
  await expect(page.getByTestId('whois-public')).toContainText('почтовый адрес')
  await expect.poll(async () => (await controls()).privacy_enabled).toBe(false)
  await page.getByTestId('privacy-switch').click()
  await expect(page.getByTestId('privacy-switch')).toBeChecked()

  await expect(page.getByTestId('lock-switch')).toBeChecked()
  await expect(page.getByTestId('auth-code-ask')).toHaveCount(0)
  await page.getByTestId('lock-switch').click()
  await confirmDialog(page, 'Снять блокировку трансфера?')
  await expect(page.getByTestId('lock-switch')).not.toBeChecked()
  await expect.poll(async () => (await controls()).locked).toBe(false)

  await page.getByTestId('auth-code-ask').click()
  const confirm = page.getByRole('dialog', { name: 'Перенести домен к другому регистратору?' })
  await expect(confirm).toContainText('CDN-зона')
  await confirm.locator('footer button').last().click()
  const code = page.getByTestId('auth-code')
  await expect(code).toHaveText(/^[\w-]{16}$/)
  await page.getByTestId('auth-code-close').click()
  // Shown once: closing forgets it; asking again takes another confirmation.
  await expect(code).toHaveCount(0)

  await page.getByTestId('lock-switch').click()
  await expect(page.getByTestId('lock-switch')).toBeChecked()
  await expect(page.getByTestId('auth-code-ask')).toHaveCount(0)
  await expect.poll(async () => (await controls()).locked).toBe(true)
})
