// One test declared for each interface language: the browser in that locale and a fresh Telegram
// user who speaks it (the app's language follows the user's when nothing was chosen yet).
import { apiAs, type ApiClient } from '../support/api'
import { test, type Page } from '../support/fixtures'
import { newUser, type LaunchUser } from '../support/launch'

export type Language = 'ru' | 'en'

export interface InLanguage {
  page: Page
  language: Language
  user: LaunchUser
  api: ApiClient
}

const LOCALES: Record<Language, string> = { ru: 'ru-RU', en: 'en-US' }

export function testInEachLanguage(
  title: string,
  run: (ctx: InLanguage) => Promise<void>,
  timeoutMs = 120_000,
) {
  for (const language of ['ru', 'en'] as const) {
    test.describe(`in ${language}`, () => {
      test.use({ locale: LOCALES[language] })
      test(title, async ({ page }) => {
        test.setTimeout(timeoutMs)
        const user = newUser({ language_code: language })
        await run({ page, language, user, api: apiAs(user) })
      })
    })
  }
}
