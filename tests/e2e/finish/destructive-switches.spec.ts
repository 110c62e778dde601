// Item 12 of issue 32, in both languages: turning WHOIS privacy off and opening the transfer lock
// ask first, as the other destructive actions do; cancelling changes nothing, confirming does it.
// Turning them back on needs no question.
import { expect } from '../support/fixtures'
import { testInEachLanguage } from './languages'
import { launchUrl } from '../support/launch'
import { buyOneDomain } from '../parity/parity-steps'

const titles = {
  ru: { privacy: 'Отключить скрытие данных в WHOIS?', lock: 'Снять блокировку трансфера?' },
  en: { privacy: 'Turn off WHOIS privacy?', lock: 'Unlock the domain?' },
}

interface Controls {
  privacy_enabled: boolean
  locked: boolean
}

testInEachLanguage(
  'privacy off and unlock are confirmed first',
  async ({ page, language, user, api }) => {
    const domain = await buyOneDomain(user, api, 'ask')
    const controls = async () =>
      (await api.get<Controls>(`/api/user/domains/${domain}/registrar`)).body
    await page.goto(launchUrl(user, { path: `/domain/${domain}` }))
    await expect(page.getByTestId('registrar-card')).toBeVisible({ timeout: 30_000 })

    for (const [id, title, field] of [
      ['privacy-switch', titles[language].privacy, 'privacy_enabled'],
      ['lock-switch', titles[language].lock, 'locked'],
    ] as const) {
      const sw = page.getByTestId(id)
      await expect(sw).toBeChecked()
      await sw.click()
      const dialog = page.getByRole('dialog', { name: title })
      await expect(dialog).toBeVisible()
      // Cancel: nothing changes, here or at the registrar.
      await dialog.locator('footer button').first().click()
      await expect(dialog).toHaveCount(0)
      await expect(sw).toBeChecked()
      expect((await controls())[field]).toBe(true)
      // Confirm: it goes off.
      await sw.click()
      await dialog.locator('footer button').last().click()
      await expect(sw).not.toBeChecked()
      await expect.poll(async () => (await controls())[field]).toBe(false)
      // Back on at once, without a question.
      await sw.click()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(sw).toBeChecked()
      await expect.poll(async () => (await controls())[field]).toBe(true)
    }
  },
  120_000,
)
