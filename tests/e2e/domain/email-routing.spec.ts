// Email forwarding as an owner meets it, in both languages: routing turned on after its MX and SPF
// records are previewed, an address added and (in the demo) confirmed, an alias forwarding to it,
// and a malformed address refused at its field.
import { expect, test } from '../support/fixtures'
import { newUser } from '../support/launch'
import { seedBuyer } from '../a11y/screens'
import { applyPreview } from './domain-steps'

interface Forwarding {
  status: string
  destinations: { email: string; verified: boolean }[]
  aliases: { address: string; destination: string }[]
}

for (const [lang, locale, texts] of [
  [
    'ru',
    'ru-RU',
    {
      link: 'Переадресация почты',
      invalid: 'Неверный email',
      pending: 'Ждёт подтверждения',
      confirmed: 'Подтверждён',
      history: 'Переадресация почты: записи MX и SPF',
    },
  ],
  [
    'en',
    'en-US',
    {
      link: 'Email forwarding',
      invalid: 'Invalid email',
      pending: 'Awaiting confirmation',
      confirmed: 'Confirmed',
      history: 'Email forwarding: MX and SPF records',
    },
  ],
] as const) {
  test.describe(`in ${lang}`, () => {
    test.use({
      locale,
      // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from the pattern
      user: async ({}, use) => use(newUser({ language_code: lang })),
    })

    test(`routing on, an address confirmed, an alias to it (${lang})`, async ({
      page,
      user,
      api,
      openApp,
    }) => {
      test.setTimeout(150_000)
      const { domain } = await seedBuyer(user, api)
      const forwarding = async () =>
        (await api.get<Forwarding>(`/api/user/domains/${domain}/email`)).body
      const mailbox = `owner-${lang}@example.com`

      await openApp({ path: `/domain/${domain}/cloudflare` })
      await expect(page.getByTestId('to-email')).toContainText(texts.link)
      await page.getByTestId('to-email').click()
      await expect(page.getByTestId('email-status')).toHaveAttribute('data-status', 'disabled')
      await expect(page.getByTestId('email-destinations-empty')).toBeVisible()
      await expect(page.getByTestId('email-aliases-empty')).toBeVisible()

      // Turning routing on shows its MX and SPF records first, then applies them.
      await page.getByTestId('email-enable').click()
      const added = page.locator('[data-testid=dns-op][data-action=add]')
      await expect(added.filter({ hasText: 'MX' }).first()).toBeVisible()
      await expect(added.filter({ hasText: 'v=spf1' })).toHaveCount(1)
      await applyPreview(page)
      await expect(page.getByTestId('email-status')).toHaveAttribute('data-status', 'ready')
      await expect(page.getByTestId('email-enable')).toBeChecked()
      await expect.poll(async () => (await forwarding()).status).toBe('ready')

      // A malformed address is refused at its field, nothing sent.
      await page.getByTestId('email-destination-input').fill('not-an-address')
      await page.getByTestId('email-destination-add').click()
      await expect(page.getByTestId('email-destination-error')).toHaveText(texts.invalid)
      expect((await forwarding()).destinations).toEqual([])

      // An address waits for its confirmation; the demo button confirms it.
      await page.getByTestId('email-destination-input').fill(mailbox)
      await page.getByTestId('email-destination-add').click()
      await expect(page.getByTestId('email-destination-error')).toHaveCount(0)
      const row = page.locator(`[data-testid=email-destination][data-email="${mailbox}"]`)
      await expect(row).toHaveAttribute('data-verified', 'false')
      await expect(row).toContainText(texts.pending)
      await expect(page.getByTestId('email-aliases-need-address')).toBeVisible()
      await row.getByTestId('email-destination-confirm').click()
      await expect(row).toHaveAttribute('data-verified', 'true')
      await expect(row).toContainText(texts.confirmed)

      // An alias forwarding to the confirmed address is listed, here and on the server.
      await page.getByTestId('email-alias-input').fill('hello')
      await expect(page.getByTestId('email-alias-destination')).toHaveValue(mailbox)
      await page.getByTestId('email-alias-add').click()
      const alias = page.locator(`[data-testid=email-alias][data-address="hello@${domain}"]`)
      await expect(alias).toContainText(`→ ${mailbox}`)
      expect((await forwarding()).aliases).toEqual([
        expect.objectContaining({ address: `hello@${domain}`, destination: mailbox }),
      ])

      // The same alias again is refused by the server, at the alias field.
      await page.getByTestId('email-alias-input').fill('hello')
      await page.getByTestId('email-alias-add').click()
      await expect(page.getByTestId('email-alias-error')).toBeVisible()
      await expect(page.getByTestId('email-alias')).toHaveCount(1)

      // The DNS history names the change.
      await openApp({ path: `/domain/${domain}/cloudflare/dns` })
      await expect(page.getByTestId('dns-change').first()).toContainText(texts.history)
    })
  })
}
