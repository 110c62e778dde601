// Item 10 of issue 32, in both languages: a sentence ending with a date has one period; the DNS
// form's error names the type with the right article ("an A", "a CNAME"); a bad redirect target
// says "Invalid URL"; an MX record takes its priority in a field of its own.
import { expect } from '../support/fixtures'
import { testInEachLanguage } from './languages'
import { launchUrl } from '../support/launch'
import { buyOneDomain } from '../parity/parity-steps'
import { applyPreview } from '../domain/domain-steps'

const texts = {
  ru: {
    invalidA: 'Недопустимое значение для записи A',
    invalidCname: 'Недопустимое значение для записи CNAME',
    invalidUrl: 'Неверный URL',
    lockEnd: /с 26\u00a0января\u00a02027\u00a0г\.$/,
  },
  en: {
    invalidA: 'Invalid value for an A record',
    invalidCname: 'Invalid value for a CNAME record',
    invalidUrl: 'Invalid URL',
    lockEnd: /from January\u00a026,\u00a02027\.$/,
  },
}

interface Records {
  dns_records: { type: string; name: string; content: string }[]
}

testInEachLanguage(
  'one period after a date, articles, Invalid URL and the MX priority',
  async ({ page, language, user, api }) => {
    const t = texts[language]
    const domain = await buyOneDomain(user, api, 'slip')

    // The e2e sandbox keeps no registry lock (SANDBOX_TRANSFER_LOCK_DAYS=0): the answer gets the
    // date a fresh registration would carry, the one this sentence is about.
    await page.route(`**/api/user/domains/${domain}/registrar`, async (route) => {
      const res = await route.fetch()
      const body = (await res.json()) as Record<string, unknown>
      await route.fulfill({
        response: res,
        json: { ...body, transfer_lock_expires_at: '2027-01-26T12:00:00.000Z' },
      })
    })
    await page.goto(launchUrl(user, { path: `/domain/${domain}` }))
    await expect(page.getByTestId('domain-status')).toHaveAttribute('data-status', 'active', {
      timeout: 30_000,
    })
    const lock = page.getByTestId('policy-lock')
    await expect(lock).toHaveText(t.lockEnd)
    await expect(lock).not.toHaveText(/\.\.$/)

    await page.getByTestId('to-cdn-settings').click()
    await page.getByTestId('to-dns').click()
    await expect(page.getByTestId('dns-empty')).toBeVisible()
    await page.getByTestId('dns-add-open').click()
    const form = page.getByTestId('dns-form')
    await page.getByTestId('dns-name').fill('www')
    await page.getByTestId('dns-content').fill('not-an-ip')
    await page.getByTestId('dns-save').click()
    await expect(form).toContainText(t.invalidA)
    await page.getByTestId('dns-type').selectOption('CNAME')
    await page.getByTestId('dns-content').fill('bad host!')
    await page.getByTestId('dns-save').click()
    await expect(form).toContainText(t.invalidCname)

    // MX: the priority has its own field, starting at 10; a bad one is named at that field.
    await expect(page.getByTestId('dns-priority')).toHaveCount(0)
    await page.getByTestId('dns-type').selectOption('MX')
    const priority = page.getByTestId('dns-priority')
    await expect(priority).toHaveValue('10')
    await page.getByTestId('dns-name').fill('@')
    await page.getByTestId('dns-content').fill('mail.example.com')
    await priority.fill('70000')
    await page.getByTestId('dns-save').click()
    await expect(priority).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByTestId('dns-content')).toHaveAttribute('aria-invalid', 'false')
    await priority.fill('5')
    await page.getByTestId('dns-save').click()
    await applyPreview(page)
    await expect
      .poll(async () =>
        (await api.get<Records>(`/api/user/domains/${domain}/dns`)).body.dns_records
          .filter((r) => r.type === 'MX')
          .map((r) => r.content),
      )
      .toEqual(['5 mail.example.com'])

    await page.goBack()
    await page.getByTestId('to-redirects').click()
    await page.getByTestId('redirect-add-open').click()
    await page.getByTestId('redirect-source').fill('go')
    await page.getByTestId('redirect-target').fill('not a url')
    await page.getByTestId('redirect-save').click()
    await expect(page.getByTestId('redirect-target-error')).toHaveText(t.invalidUrl)
  },
  150_000,
)
