// Managing a bought domain as its owner meets it: the domain page turning Active with its checks,
// an SSL change, a DNS record added and deleted, a DDoS level, and a 2-year renewal.
import { creditBalance } from '../support/api'
import { expect, test } from '../support/fixtures'
import { availableDomain, parseUsd, uniqueWord } from '../buying/buying-helpers'
import { addWwwRecord, chooseSsl, deleteRecord, openDnsForm } from './domain-steps'

interface OwnedDomains {
  domains: { domain: string; expires_at: string | null; ssl_mode: string; renewal_price: number }[]
}

test('a bought domain: Active, SSL, DNS add and delete, DDoS, renewal for 2 years', async ({
  page,
  api,
  user,
  openApp,
}) => {
  test.setTimeout(120_000)
  await creditBalance(user, 300)
  const { domain, price: paid } = await availableDomain(api, uniqueWord('manage'))
  expect((await api.post('/api/cart/add', { domain })).status).toBe(200)
  expect((await api.post<{ ok: boolean }>('/api/cart/checkout', {})).body.ok).toBe(true)
  const owned = async () =>
    (await api.get<OwnedDomains>('/api/user/domains')).body.domains.find((d) => d.domain === domain)

  await openApp({ path: `/domain/${domain}` })
  await expect(page.getByTestId('domain-page')).toBeVisible()
  await expect(page.getByTestId('transfer-warning')).toBeVisible()
  await expect(page.getByTestId('domain-status')).toHaveAttribute('data-status', 'active', {
    timeout: 30_000,
  })
  await expect(page.getByTestId('domain-status')).toHaveText('Активен')
  await expect(page.getByTestId('name-servers')).toContainText('ns.sandbox-cdn.test')
  await expect(page.getByTestId('malware-scan')).toHaveAttribute('data-state', 'success')
  await expect(page.getByTestId('safe-browsing')).toHaveAttribute('data-state', 'success')
  await expect(page.getByTestId('safe-browsing').getByRole('link')).toHaveAttribute(
    'href',
    `https://transparencyreport.google.com/safe-browsing/search?url=${domain}`,
  )

  // SSL: sheet, confirmation, saved on the server.
  await page.getByTestId('to-cdn-settings').click()
  await expect(page.getByTestId('ssl-current')).toHaveAttribute('data-mode', 'full')
  await page.getByTestId('ssl-open').click()
  await chooseSsl(page, 'flexible')
  await expect(page.getByText('Сохранено')).toBeVisible()
  await expect(page.getByTestId('ssl-current')).toHaveAttribute('data-mode', 'flexible')
  await expect.poll(async () => (await owned())?.ssl_mode).toBe('flexible')

  // DNS: add an A record for www, then delete it after confirming.
  await openDnsForm(page)
  await expect(page.getByText('IPv4-адрес')).toBeVisible()
  await page.getByTestId('dns-save').click()
  await expect(page.getByText('Обязательное поле').first()).toBeVisible()
  const row = await addWwwRecord(page, domain)
  await expect(row).toBeVisible()
  await expect(row).toContainText('192.0.2.44')
  await deleteRecord(page, row)
  await expect(page.getByText('Удалено')).toBeVisible()
  await expect(page.getByTestId('dns-empty')).toBeVisible()

  // DDoS: the choice is confirmed, sent and remembered on the device.
  await page.goBack()
  await page.getByTestId('to-ddos').click()
  await page.locator('[data-testid=ddos-option][data-value=high]').click()
  await page.getByRole('dialog').locator('footer button').last().click()
  await expect(page.locator('[data-testid=ddos-option][data-value=high]')).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  expect(await page.evaluate((d) => localStorage.getItem(`ddos_protection:${d}`), domain)).toBe(
    'high',
  )

  // Renewal for 2 years: total is twice the price, then back to the domain page.
  const before = await owned()
  const expiresBefore = new Date(before?.expires_at ?? 0)
  await openApp({ path: `/domain/${domain}/renew` })
  const price = parseUsd(await page.getByTestId('renew-price').textContent())
  expect(price).toBe(before?.renewal_price)
  await page.getByTestId('years-plus').click()
  await expect(page.getByTestId('renew-years')).toHaveText('2 года')
  expect(parseUsd(await page.getByTestId('renew-total').textContent())).toBeCloseTo(price * 2, 2)
  await page.getByTestId('renew-submit').click()
  await expect(page.getByTestId('renew-success')).toContainText('Домен успешно продлён!')
  await expect(page).toHaveURL(new RegExp(`/domain/${domain.replaceAll('.', '\\.')}$`))
  const after = await owned()
  const expected = new Date(expiresBefore)
  expected.setUTCFullYear(expected.getUTCFullYear() + 2)
  expect(after?.expires_at).toBe(expected.toISOString())
  await expect(page.getByTestId('top-bar-balance')).toHaveText(
    `$${((30_000 - Math.round(paid * 100) - 2 * Math.round(price * 100)) / 100).toFixed(2)}`,
  )
})
