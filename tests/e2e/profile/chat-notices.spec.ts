// "Chat notices" on the profile, played through the web-events protocol against the built bundle:
// the profile's button makes the app post `web_app_request_write_access`, the Telegram client
// answers `write_access_requested` (allowed or cancelled), and after a reload the profile shows
// the state the server stored, which the API confirms. In Russian and in English.
import { apiAs } from '../support/api'
import { expect, liveApp, test } from '../support/fixtures'
import { newUser } from '../support/launch'

const LOCALES = { ru: 'ru-RU', en: 'en-US' } as const

const TEXTS = {
  ru: {
    label: 'Уведомления в чате',
    on: 'включены',
    off: 'выключены',
    unknown: 'Бот пока не может вам писать',
    refused: 'Вы не разрешили боту писать вам',
  },
  en: {
    label: 'Chat notices',
    on: 'on',
    off: 'off',
    unknown: 'The bot may not write to you yet',
    refused: 'You did not allow the bot to write to you',
  },
}

for (const language of ['ru', 'en'] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: LOCALES[language] })
    const text = TEXTS[language]

    for (const status of ['allowed', 'cancelled'] as const) {
      test(`the answer "${status}" to the write access request is kept and shown`, async ({
        page,
        telegram,
        openApp,
      }) => {
        const user = newUser({ language_code: language })
        // The question stays open until the test answers it, as the user would.
        telegram.configure({ writeAccess: null })
        await openApp({ path: '/profile', as: user })
        const card = page.getByTestId('chat-notices')
        await expect(card).toHaveAttribute('data-state', 'unknown')
        await expect(card).toContainText(text.label)
        await expect(page.getByTestId('chat-notices-value')).toHaveText(text.off)
        await expect(page.getByTestId('chat-notices-why')).toContainText(text.unknown)
        expect(telegram.of('web_app_request_write_access')).toHaveLength(0)

        await page.getByTestId('chat-notices-allow').click()
        await telegram.expectPosted('web_app_request_write_access')
        await telegram.send('write_access_requested', { status })
        const stored = status === 'allowed' ? 'allowed' : 'refused'
        await expect(card).toHaveAttribute('data-state', stored)

        // What the server keeps, asked apart from the page.
        await expect
          .poll(async () => {
            const res = await apiAs(user).get('/api/user/profile')
            return (res.body as { user: { chat_notices?: { state: string } } }).user.chat_notices
              ?.state
          })
          .toBe(stored)

        await page.reload()
        await liveApp(page)
        await expect(page.getByTestId('chat-notices')).toHaveAttribute('data-state', stored)
        if (status === 'allowed') {
          await expect(page.getByTestId('chat-notices-value')).toHaveText(text.on)
          await expect(page.getByTestId('chat-notices-why')).toHaveCount(0)
        } else {
          await expect(page.getByTestId('chat-notices-value')).toHaveText(text.off)
          await expect(page.getByTestId('chat-notices-why')).toContainText(text.refused)
          await expect(page.getByTestId('chat-notices-allow')).toBeVisible()
        }
        expect(telegram.of('web_app_request_write_access')).toHaveLength(1)
      })
    }
  })
}
