// Redirects as the owner meets them: from the CDN settings of a bought domain, a subdomain
// forwarded to another site (the form refusing a loop first), listed, then removed after a
// confirmation, with the placeholder DNS record coming and going with it; one added offline waits
// in the queue and is sent once the network is back.
import { creditBalance } from '../support/api'
import { expect, test } from '../support/fixtures'
import { availableDomain, uniqueWord } from '../buying/buying-helpers'
import { confirmDialog } from '../domain/domain-steps'

interface Redirects {
  redirects: { source: string; target: string; status_code: number; keep_path: boolean }[]
}
interface Records {
  dns_records: { type: string; name: string; content: string }[]
}

test('a redirect added, listed and removed; one added offline syncs later', async ({
  page,
  context,
  api,
  user,
  openApp,
}) => {
  test.setTimeout(120_000)
  await creditBalance(user, 300)
  const { domain } = await availableDomain(api, uniqueWord('redir'))
  expect((await api.post('/api/cart/add', { domain })).status).toBe(200)
  expect((await api.post<{ ok: boolean }>('/api/cart/checkout', {})).body.ok).toBe(true)
  const redirects = async () =>
    (await api.get<Redirects>(`/api/user/domains/${domain}/redirects`)).body.redirects
  const records = async () =>
    (await api.get<Records>(`/api/user/domains/${domain}/dns`)).body.dns_records

  await openApp({ path: `/domain/${domain}` })
  await expect(page.getByTestId('domain-status')).toHaveAttribute('data-status', 'active', {
    timeout: 30_000,
  })
  await page.getByTestId('to-cdn-settings').click()
  await page.getByTestId('to-redirects').click()
  await expect(page.getByTestId('redirects-empty')).toHaveText('Перенаправлений пока нет.')

  await page.getByTestId('redirect-add-open').click()
  await page.getByTestId('redirect-source').fill('go')
  await page.getByTestId('redirect-target').fill(`https://go.${domain}/home`)
  await page.getByTestId('redirect-save').click()
  await expect(page.getByText('Адрес ведёт обратно на перенаправляемый адрес')).toBeVisible()

  await page.getByTestId('redirect-target').fill('https://example.org/docs')
  await page.getByTestId('redirect-status').selectOption('302')
  await page.getByTestId('redirect-save').click()
  const row = page.locator(`[data-testid=redirect][data-source="go.${domain}"]`)
  await expect(row).toHaveAttribute('data-pending', 'false')
  await expect(row).toContainText('https://example.org/docs')
  await expect(row).toContainText('302')
  await expect(row).toContainText('Путь сохраняется')
  expect(await redirects()).toEqual([
    expect.objectContaining({ source: `go.${domain}`, status_code: 302, keep_path: true }),
  ])
  expect(await records()).toEqual([
    expect.objectContaining({ type: 'AAAA', name: `go.${domain}`, content: '100::' }),
  ])

  // Offline, a new redirect waits in the queue, marked, and goes out once the network is back.
  await context.setOffline(true)
  await expect(page.getByTestId('offline-mark')).toBeVisible()
  await page.getByTestId('redirect-add-open').click()
  await page.getByTestId('redirect-source').fill('docs')
  await page.getByTestId('redirect-target').fill('https://example.org/manual')
  await page.getByTestId('redirect-keep-path').uncheck()
  await page.getByTestId('redirect-save').click()
  const queued = page.locator(`[data-testid=redirect][data-source="docs.${domain}"]`)
  await expect(queued).toHaveAttribute('data-pending', 'true')
  await expect(queued.getByTestId('redirect-waiting')).toBeVisible()
  await context.setOffline(false)
  await expect(queued).toHaveAttribute('data-pending', 'false')
  await expect(queued).toContainText('Всегда на этот адрес')
  await expect.poll(async () => (await redirects()).length).toBe(2)

  await row.getByTestId('redirect-delete').click()
  await confirmDialog(page, 'Удалить перенаправление?')
  await expect(page.getByText('Удалено')).toBeVisible()
  await expect(row).toHaveCount(0)
  await expect
    .poll(async () => (await redirects()).map((r) => [r.source, r.keep_path]))
    .toEqual([[`docs.${domain}`, false]])
  expect((await records()).map((r) => r.name)).toEqual([`docs.${domain}`])

  await queued.getByTestId('redirect-delete').click()
  await confirmDialog(page, 'Удалить перенаправление?')
  await expect(page.getByTestId('redirects-empty')).toBeVisible()
  await expect.poll(redirects).toEqual([])
  expect(await records()).toEqual([])
})
