// The console's list of flagged domains, in both languages: a domain whose check found something
// (a "virus…" label: the sandbox VirusTotal flags it, Safe Browsing lists it for malware) is listed
// with its owner, the finding and when; reached from the console's home; a clean one is not.
import { creditBalance } from '../support/api'
import { expect, test } from '../support/fixtures'
import { launchUrl } from '../support/launch'
import { adminUser } from '../a11y/screens'
import { availableDomain, uniqueWord } from '../buying/buying-helpers'

for (const [lang, locale, texts] of [
  [
    'ru',
    'ru-RU',
    {
      section: 'Репутация',
      vt: 'VirusTotal: Опасным считает 1 антивирус',
      sb: 'Google Safe Browsing: в списках — вредоносное ПО',
      checked: 'Проверен',
    },
  ],
  [
    'en',
    'en-US',
    {
      section: 'Reputation',
      vt: 'VirusTotal: Flagged by 1 engine',
      sb: 'Google Safe Browsing: listed for malware',
      checked: 'Checked',
    },
  ],
] as const) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale })

    test(`a flagged domain is listed with its owner and finding (${lang})`, async ({
      page,
      api,
      user,
    }) => {
      test.setTimeout(120_000)
      const owner = user
      const ownerApi = api
      await creditBalance(owner, 100, 'reputation seed')
      const bad = (await availableDomain(ownerApi, uniqueWord('virus'))).domain
      const good = (await availableDomain(ownerApi, uniqueWord('tidy'))).domain
      for (const domain of [bad, good])
        expect((await ownerApi.post('/api/cart/add', { domain })).status).toBe(200)
      expect((await ownerApi.post<{ ok: boolean }>('/api/cart/checkout', {})).body.ok).toBe(true)
      for (const domain of [bad, good])
        await expect
          .poll(
            async () => (await ownerApi.post('/api/user/reputation/check', { domain })).status,
            { timeout: 30_000 },
          )
          .toBe(200)

      const admin = { ...adminUser(), language_code: lang }
      await page.goto(launchUrl(admin, { path: '/admin' }))
      await page
        .getByRole('link', { name: new RegExp(`^${texts.section}`) })
        .first()
        .click()
      const screen = page.getByTestId('admin-reputation')
      await expect(screen.getByRole('heading', { name: texts.section })).toBeVisible()
      const row = screen.locator(`[data-testid=admin-flagged][data-domain="${bad}"]`)
      await expect(row).toContainText(`@${owner.username} (${owner.id})`)
      await expect(row.getByTestId('admin-flagged-vt')).toHaveText(texts.vt)
      await expect(row.getByTestId('admin-flagged-sb')).toHaveText(texts.sb)
      await expect(row).toContainText(texts.checked)
      await expect(
        screen.locator(`[data-testid=admin-flagged][data-domain="${good}"]`),
      ).toHaveCount(0)

      // The owner's name opens their page in the console.
      await row.getByRole('link').click()
      await expect(page).toHaveURL(new RegExp(`/admin/users/${owner.id}$`))
    })
  })
}
