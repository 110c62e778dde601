// Issue 32, item 9, on the built bundle in both languages, against a server of its own in demo mode
// (no BOT_TOKEN: no Telegram to pay through): the top-up sheet says what would happen in Telegram,
// one confirmation credits exactly once however fast it is pressed, the sheet closes, a reload
// never brings it (or Telegram's MainButton) back, and the Stars sign is an SVG icon, not an emoji
// that needs a font.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { demoBotToken, launchHash, signInitData } from '../../../server/demo'
import { liveApp } from '../support/fixtures'
import { freePort } from '../support/free-port'
import { newUser, type LaunchUser } from '../support/launch'
import { startServerProcess, type ServerProcess } from '../support/server-process'
import { TelegramClient } from '../support/telegram-client'

let server: ServerProcess
let dataDir: string
let token: string

test.beforeAll(async () => {
  test.setTimeout(150_000)
  dataDir = mkdtempSync(join(tmpdir(), 'domains-e2e-demo-'))
  // The demo signs with a bot token of its own, kept under DATA_DIR: made here, the server takes it.
  token = demoBotToken(dataDir)
  server = await startServerProcess({
    port: await freePort(8241, 8259),
    // An empty variable counts as unset: no bot token is demo mode.
    env: { BOT_TOKEN: '', BOT_MODE: '', DATA_DIR: dataDir },
  })
})

test.afterAll(async () => {
  await server?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

const texts = {
  ru: {
    explainsPay: 'в Telegram поверх приложения откроется окно оплаты в Stars',
    explainsChat: 'В Telegram бот сейчас прислал бы вам суммы в чат',
    credited: (amount: string) => `Демо-пополнение: зачислено ${amount}`,
    entry: 'Демо-пополнение',
  },
  en: {
    explainsPay: 'in Telegram, the Stars payment sheet opens over the app',
    explainsChat: 'In Telegram, the bot would now send you the amounts in the chat',
    credited: (amount: string) => `Demo top-up: ${amount} credited`,
    entry: 'Demo top-up',
  },
}

interface Entries {
  transactions: { type: string; kind: string | null; amount: number }[]
}

/** The user's ledger as the demo server has it. */
async function depositsOf(user: LaunchUser): Promise<number[]> {
  const res = await fetch(`${server.base}/api/user/transactions`, {
    headers: { Authorization: `tma ${signInitData(user, token)}` },
  })
  expect(res.status).toBe(200)
  const body = (await res.json()) as Entries
  return body.transactions.filter((t) => t.type === 'deposit').map((t) => t.amount)
}

async function open(page: Page, user: LaunchUser, path: string) {
  await page.goto(`${server.base}${path}${launchHash(signInitData(user, token))}`)
  await liveApp(page)
}

/** Text nodes under `selector` that carry the star emoji (U+2B50), which no icon is. */
const starEmojiTexts = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const root = document.querySelector(sel)
    if (!root) return ['(nothing matches)']
    const found: string[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.includes('\u2b50')) found.push(node.textContent)
    }
    return found
  }, selector)

/** Three presses in one go, as an impatient thumb does: no render happens between them. */
const pressThrice = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((button: HTMLElement) => {
    button.click()
    button.click()
    button.click()
  })

for (const language of ['ru', 'en'] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: language === 'ru' ? 'ru-RU' : 'en-US' })
    const t = texts[language]

    test('a demo top-up says what Telegram would do and credits once per confirmation', async ({
      page,
    }) => {
      test.setTimeout(90_000)
      const user = newUser({ language_code: language })
      await open(page, user, '/profile')
      await expect(page.getByTestId('profile-balance')).toHaveText('$0.00')

      // Pay: the sheet says what the payment would be in Telegram; the Stars are an icon.
      await page.getByTestId('topup-button').click()
      const sheet = page.getByRole('dialog')
      await expect(sheet.getByTestId('topup-demo-note')).toContainText(t.explainsPay)
      await sheet.getByTestId('topup-offer-5').click()
      await expect(sheet.getByTestId('topup-pay').locator('svg[data-icon="star"]')).toBeVisible()
      await expect(
        sheet.locator('[data-testid^="topup-offer-"] svg[data-icon="star"]'),
      ).not.toHaveCount(0)
      expect(await starEmojiTexts(page, 'dialog[open]')).toEqual([])
      await pressThrice(page, 'topup-pay')
      await expect(page.getByText(t.credited('$5.00'))).toBeVisible()
      await expect(sheet).toBeHidden()
      await expect(page.getByTestId('profile-balance')).toHaveText('$5.00')
      expect(await depositsOf(user)).toEqual([5])

      // The chat: the demo has none, so it explains and asks for a confirmation first.
      await page.getByTestId('topup-button').click()
      await sheet.getByTestId('topup-in-chat').click()
      await expect(sheet.getByTestId('topup-demo-chat')).toContainText(t.explainsChat)
      expect(await depositsOf(user)).toEqual([5])
      await pressThrice(page, 'topup-demo-confirm')
      await expect(page.getByText(t.credited('$10.00'))).toBeVisible()
      await expect(sheet).toBeHidden()
      await expect(page.getByTestId('profile-balance')).toHaveText('$15.00')
      expect(await depositsOf(user)).toEqual([10, 5])

      await page.reload()
      await liveApp(page)
      await expect(page.getByTestId('profile-balance')).toHaveText('$15.00')
      await expect(page.getByRole('dialog')).toHaveCount(0)

      await open(page, user, '/history')
      const rows = page.getByTestId('transaction')
      await expect(rows).toHaveCount(2)
      await expect(rows.filter({ hasText: t.entry })).toHaveCount(2)
    })

    test('inside Telegram the MainButton pays once and a reload does not bring it back', async ({
      page,
    }) => {
      const telegram = new TelegramClient(page)
      await telegram.install()
      const user = newUser({ language_code: language })
      await open(page, user, '/profile')
      await page.getByTestId('topup-button').click()
      await page.getByTestId('topup-offer-10').click()
      await telegram.expectLast('web_app_setup_main_button', { is_visible: true, is_active: true })
      // Three presses before the app could answer any.
      await Promise.all([1, 2, 3].map(() => telegram.send('main_button_pressed')))
      await expect(page.getByText(t.credited('$10.00'))).toBeVisible()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await telegram.expectLast('web_app_setup_main_button', { is_visible: false })
      expect(await depositsOf(user)).toEqual([10])

      const before = telegram.events.length
      await page.reload()
      await liveApp(page)
      await expect(page.getByTestId('profile-balance')).toHaveText('$10.00')
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect
        .poll(() =>
          telegram.events.slice(before).some((e) => e.type === 'web_app_setup_main_button'),
        )
        .toBe(true)
      const shown = telegram.events
        .slice(before)
        .filter((e) => e.type === 'web_app_setup_main_button' && e.params.is_visible === true)
      expect(shown).toEqual([])
    })
  })
}
